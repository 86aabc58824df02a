// What the targets measured on the scale tenant share: the tenant made (or found) in this run's database
// with extra data of the target's own, and a first call that proves the measured page is not empty (an
// empty list measures nothing: the scale tenant once listed no course at all).
import type { Database } from '../../apps/server/src/db/client.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { SCALE_TENANT, seedScale } from '../../apps/server/src/seed/scale-seed.ts';
import type { BenchContext } from '../targets/types.ts';
import { benchScaleOfThisRun } from './scale-size.ts';

/** Seeds the scale tenant when missing, then `extra` (the target's own data) on the same database. */
export async function withScaleTenant(extra?: (database: Database) => Promise<void>): Promise<void> {
  const scale = benchScaleOfThisRun();
  const database = await openDatabase({ databaseUrl: scale.databaseUrl, poolSize: 2 });
  try {
    const report = await seedScale(database, { progressRows: scale.progressRows });
    const rows = report.counts.progress_rows;
    process.stderr.write(
      report.created
        ? `[bench] scale tenant made in ${report.seconds.toFixed(1)} s: ${rows} progress rows\n`
        : `[bench] scale tenant present: ${rows} progress rows\n`,
    );
    // A tenant of another size left from an earlier seed would measure the wrong thing.
    if (rows !== scale.progressRows)
      process.stderr.write(`[bench] warning: asked for ${scale.progressRows} progress rows\n`);
    await extra?.(database);
  } finally {
    await database.close();
  }
}

/** The `totalNum` of the page `path` answers the scale learner; throws when it is 0. */
export async function requireScaleTotal(ctx: BenchContext, name: string, path: string): Promise<number> {
  const reply = await fetch(`${ctx.appUrl}${path}`, {
    headers: await ctx.authHeaders('learner', SCALE_TENANT),
  });
  const page = (await reply.json()) as { response?: { totalNum?: number } };
  const total = page.response?.totalNum ?? 0;
  if (total === 0) throw new Error(`${name}: the scale learner's page is empty; it would measure nothing`);
  process.stderr.write(`[bench] ${name}: the scale learner's page counts ${total} items\n`);
  return total;
}
