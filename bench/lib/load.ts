// One measurement with autocannon: a warm-up run whose figures are discarded, then the measured run,
// with the CPU time the server (and the database backends) spent during it.
import autocannon from 'autocannon';
import type { HttpMethod } from '../targets/types.ts';

export type LoadSpec = {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body: string | undefined;
};

export type LoadOptions = { connections: number; durationSeconds: number; warmupSeconds: number };

/** Cumulative CPU time (microseconds) of the server process and of the database backends (null: unknown). */
export type CpuProbe = () => Promise<{ server: number; db: number | null }>;

export type Measurement = {
  requestsPerSecond: number;
  totalRequests: number;
  latencyMs: { p50: number; p90: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  durationSeconds: number;
  /** CPU used during the measured run in % of one core (db: PostgreSQL backends, when measurable). */
  cpuPercent: { server: number; db: number | null; loadGenerator: number };
  /** CPU microseconds per completed request: steadier than req/s on a busy machine. */
  cpuMicrosPerRequest: { server: number; db: number | null };
};

function run(spec: LoadSpec, connections: number, durationSeconds: number) {
  return autocannon({
    url: spec.url,
    method: spec.method,
    headers: spec.headers,
    body: spec.body,
    connections,
    duration: durationSeconds,
    timeout: 10,
  });
}

export async function measure(spec: LoadSpec, options: LoadOptions, cpu: CpuProbe): Promise<Measurement> {
  if (options.warmupSeconds > 0) await run(spec, options.connections, options.warmupSeconds);
  const before = await cpu();
  const ownBefore = process.cpuUsage();
  const startedAt = performance.now();
  const result = await run(spec, options.connections, options.durationSeconds);
  const wallMicros = (performance.now() - startedAt) * 1000;
  const own = process.cpuUsage(ownBefore);
  const after = await cpu();

  const serverMicros = after.server - before.server;
  const dbMicros = after.db === null || before.db === null ? null : after.db - before.db;
  const completed = result.requests.total;
  const perRequest = (micros: number) => (completed > 0 ? micros / completed : 0);
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = stat.count ?? 0;
  return {
    // The mean of autocannon's per-second samples (the figure autocannon itself prints as Req/Sec avg).
    requestsPerSecond: result.requests.average,
    totalRequests: completed,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    durationSeconds: result.duration,
    cpuPercent: {
      server: (100 * serverMicros) / wallMicros,
      db: dbMicros === null ? null : (100 * dbMicros) / wallMicros,
      loadGenerator: (100 * (own.user + own.system)) / wallMicros,
    },
    cpuMicrosPerRequest: {
      server: perRequest(serverMicros),
      db: dbMicros === null ? null : perRequest(dbMicros),
    },
  };
}
