// API paths of the tracking domain, written once. The opening path is served to anonymous visitors; the
// server also serves it without `external/opening/` for signed-in callers (DESIGN §3).
export const trackingPaths = {
  buryPointWeb: '/api/margin/external/opening/v1/buryPointWeb',
} as const;
