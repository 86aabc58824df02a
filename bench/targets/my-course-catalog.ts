// GET myCourseCatalog (page 1, size 10) as `learner` of the scale tenant: 10,000 users, 2,000 courses,
// 1,000,000 chapter progress rows by default (apps/server/src/seed/scale-seed.ts); `--scale-size 100k|5m`
// grows or shrinks the users (and their rows) around the same learner, in a database of that size's own
// (lib/scale-size.ts). The learner's list joins assignments through their org chain and position with
// their self-added courses, the course cards and their study records, and counts total and to-do in the
// same query.
import { myTaskPaths } from '@elearning/shared';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { SCALE_TENANT, seedScale } from '../../apps/server/src/seed/scale-seed.ts';
import { benchScaleOfThisRun } from '../lib/scale-size.ts';
import type { BenchTarget } from './types.ts';

export const myCourseCatalog: BenchTarget = {
  name: 'myCourseCatalog',
  method: 'GET',
  path: `${myTaskPaths.myCourseCatalog}?courseType=2&studyType=0&pageNo=1&pageSize=10`,
  async setup() {
    // The scale seed is PostgreSQL only; with --pglite the demo tenant's learner stands in.
    if (process.argv.includes('--pglite')) return { tenant: 'learn' };
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
    } finally {
      await database.close();
    }
    return { tenant: SCALE_TENANT };
  },
  headers: (ctx, state) => ctx.authHeaders('learner', state.tenant),
};
