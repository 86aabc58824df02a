// The realtime channel (SPEC §4, DESIGN §3): socket path, heartbeat, retries, the medal group, close codes.
export const WEBSOCKET = {
  heartbeatMs: 30_000,
  heartbeatMessage: 'PING',
  heartbeatReply: 'PONG',
  maxRetries: 5,
  medalMsgType: 5,
  /** The server closes a socket that sent nothing for this long. */
  idleTimeoutMs: 90_000,
  /** Close codes the server uses: bad token or ended session, idle, too many sockets, shutdown. */
  closeCodes: { unauthorized: 4401, idle: 4408, tooMany: 4429, shutdown: 1001 },
} as const;
