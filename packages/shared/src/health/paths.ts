// The health domain's path: liveness and database reachability, for load balancers and the benchmarks.
export const healthPaths = {
  health: '/api/health',
} as const;
