// Where the bench's scale tenant lives and how big it is. Without --scale-size: 1 M progress rows in the
// bench database, kept between runs (as before). With --scale-size <n>: n rows in a database of its own,
// <bench database>_scale_<n>, so that sizes never share a table (the table's size is what is measured),
// dropped after the run unless --keep-db (a 5 M tenant is about 0.7 GB on a shared disk).
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { DEFAULT_PROGRESS_ROWS, progressRowsLabel } from '../../apps/server/src/seed/scale-seed.ts';
import { type BenchFlags, parseFlags } from './flags.ts';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/elearning_bench';

export type BenchScale = {
  /** The database the server child, the CPU probe and the scale seed all use. */
  databaseUrl: string;
  progressRows: number;
  /** Set when the run made this database for its size and should drop it afterwards. */
  dropAfter: boolean;
};

const databaseName = (url: URL) => decodeURIComponent(url.pathname.replace(/^\//, ''));

export function benchScale(
  flags: Pick<BenchFlags, 'scaleSize' | 'keepDb'>,
  env: NodeJS.ProcessEnv = process.env,
): BenchScale {
  const base = env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
  if (flags.scaleSize === undefined)
    return { databaseUrl: base, progressRows: DEFAULT_PROGRESS_ROWS, dropAfter: false };
  const url = new URL(base);
  url.pathname = `/${databaseName(url)}_scale_${progressRowsLabel(flags.scaleSize)}`;
  return { databaseUrl: url.toString(), progressRows: flags.scaleSize, dropAfter: !flags.keepDb };
}

/** The scale of this run, read from the runner's own arguments (targets get no flags of their own). */
export function benchScaleOfThisRun(): BenchScale {
  const flags = parseFlags(process.argv.slice(2));
  return benchScale(flags === 'help' ? { scaleSize: undefined, keepDb: false } : flags);
}

export function databaseNameOf(databaseUrl: string): string {
  return databaseName(new URL(databaseUrl));
}

/** Drops the database through the `postgres` maintenance database; FORCE ends any straggling session. */
export async function dropBenchDatabase(databaseUrl: string): Promise<void> {
  const name = databaseNameOf(databaseUrl);
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`Unsupported database name: "${name}"`);
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const admin = await openDatabase({ databaseUrl: maintenance.toString(), poolSize: 1 });
  try {
    await admin.pool!.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.close();
  }
}
