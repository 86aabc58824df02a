// The realtime domain's paths: the websocket and, outside production, the medal trigger of browser tests.
export const realtimePaths = {
  socket: '/api/ws',
  /** Development only: sends the caller a medal message. */
  devMedal: '/api/dev/medal',
} as const;
