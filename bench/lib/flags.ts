// Command-line flags of `npm run bench -- [flags]`.
import { parseArgs } from 'node:util';
import { parseProgressRows } from '../../apps/server/src/seed/scale-seed.ts';

export type BenchFlags = {
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  pglite: boolean;
  only: string[] | undefined;
  cpuProf: boolean;
  diag: boolean;
  /** Progress rows of the scale tenant, in its own database (lib/scale-size.ts); undefined: the default. */
  scaleSize: number | undefined;
  keepDb: boolean;
  /** Measure SELECT 1 again just before each endpoint and compare the endpoint with that one. */
  paired: boolean;
};

export const USAGE = `Usage: npm run bench -- [options]
  --duration <s>      measured seconds per target (default 10)
  --warmup <s>        warm-up seconds per target, discarded (default 2)
  --connections <n>   concurrent connections (default 50)
  --pglite            use PGlite in a temporary directory instead of PostgreSQL
  --only <a,b>        only these endpoint targets (the two ceilings always run)
  --diag              add a diagnostic row: SELECT 1 behind the app's global hooks
  --cpu-prof          write a V8 CPU profile of the server to bench/results/profiles/
  --scale-size <n>    scale tenant of n progress rows (100k, 1m, 5m) in its own database <db>_scale_<n>,
                      dropped after the run (PostgreSQL only); default: 1m in the bench database, kept
  --keep-db           keep the --scale-size database for the next run instead of dropping it
  --paired            measure SELECT 1 again right before each endpoint and give the endpoint's share of
                      that neighbour too (the load of a shared machine drifts over a run of minutes)
PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/elearning_bench`;

function positive(name: string, raw: string | undefined, fallback: number, allowZero = false): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) throw new Error(`--${name} needs an integer`);
  return value;
}

export function parseFlags(argv: string[]): BenchFlags | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      pglite: { type: 'boolean', default: false },
      only: { type: 'string' },
      diag: { type: 'boolean', default: false },
      'cpu-prof': { type: 'boolean', default: false },
      'scale-size': { type: 'string' },
      'keep-db': { type: 'boolean', default: false },
      paired: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  return {
    durationSeconds: positive('duration', values.duration, 10),
    warmupSeconds: positive('warmup', values.warmup, 2, true),
    connections: positive('connections', values.connections, 50),
    pglite: values.pglite,
    only: values.only
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    cpuProf: values['cpu-prof'],
    diag: values.diag,
    scaleSize: values['scale-size'] === undefined ? undefined : parseProgressRows(values['scale-size']),
    keepDb: values['keep-db'],
    paired: values.paired,
  };
}
