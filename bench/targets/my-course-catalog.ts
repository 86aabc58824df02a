// GET myCourseCatalog (page 1, size 10) as `learner` of the scale tenant: 10,000
// users, 2,000 courses, 1,000,000 chapter progress rows (apps/server/src/seed/scale-seed.ts). The learner's
// list joins assignments through their org chain and position with their self-added courses, the course
// cards and their study records, and counts total and to-do in the same query.
import { myTaskPaths } from '@elearning/shared';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { SCALE_TENANT, seedScale } from '../../apps/server/src/seed/scale-seed.ts';
import type { BenchTarget } from './types.ts';

/** The runner's database (run.ts: BENCH_DATABASE_URL, else its default). */
const DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/elearning_bench';

export const myCourseCatalog: BenchTarget = {
  name: 'myCourseCatalog',
  method: 'GET',
  path: `${myTaskPaths.myCourseCatalog}?courseType=2&studyType=0&pageNo=1&pageSize=10`,
  async setup() {
    // The scale seed is PostgreSQL only; with --pglite the demo tenant's learner stands in.
    if (process.argv.includes('--pglite')) return { tenant: 'learn' };
    const database = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 2 });
    try {
      const report = await seedScale(database);
      if (report.created)
        process.stderr.write(`[bench] scale tenant made in ${report.seconds.toFixed(1)} s\n`);
    } finally {
      await database.close();
    }
    return { tenant: SCALE_TENANT };
  },
  headers: (ctx, state) => ctx.authHeaders('learner', state.tenant),
};
