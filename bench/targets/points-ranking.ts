// GET the points ranking (this month, the whole tenant, page 1 of 20) as `learner` of the scale tenant,
// whose 10,000 users all have points (given once through the achievement ledger, as an import would): the
// page is an index range of the maintained monthly aggregate joined to 20 users, never a scan of the ledger.
import { achievementPaths, POINTS_TIME_ZONE } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../apps/server/src/db/rows.ts';
import { awardPoints } from '../../apps/server/src/modules/achievement/ledger-service.ts';
import { SCALE_TENANT, seedScale } from '../../apps/server/src/seed/scale-seed.ts';
import { benchScaleOfThisRun } from '../lib/scale-size.ts';
import type { BenchTarget } from './types.ts';

const PARALLEL = 16;

export const pointsRanking: BenchTarget = {
  name: 'pointsRanking',
  method: 'GET',
  path: `${achievementPaths.ranking}?period=month&scope=tenant&pageNo=1&pageSize=20`,
  async setup() {
    if (process.argv.includes('--pglite')) return { tenant: 'learn' };
    const scale = benchScaleOfThisRun();
    const database = await openDatabase({ databaseUrl: scale.databaseUrl, poolSize: PARALLEL });
    try {
      await seedScale(database, { progressRows: scale.progressRows });
      const db = database.db;
      const users = await queryRows(
        db,
        sql`select id from users where tenant_id = ${SCALE_TENANT} order by id`,
        {
          id: col.int,
        },
      );
      const paid = await queryRow(
        db,
        sql`select count(*)::int as n from points_periods where tenant_id = ${SCALE_TENANT}
            and period = to_char(now() at time zone ${POINTS_TIME_ZONE}, 'YYYY-MM')`,
        { n: col.int },
      );
      if ((paid?.n ?? 0) < users.length) {
        const started = Date.now();
        for (let index = 0; index < users.length; index += PARALLEL) {
          await Promise.all(
            users.slice(index, index + PARALLEL).map((user) =>
              awardPoints(db, {
                tenantId: SCALE_TENANT,
                userId: user.id,
                points: 1 + ((user.id * 7919) % 500),
                reason: 'import',
                bizType: 'bench',
                bizId: `opening:${new Date().toISOString().slice(0, 7)}`,
              }),
            ),
          );
        }
        // As autovacuum would after a bulk load: the planner needs the aggregates' statistics.
        await runStatement(db, sql`analyze points_periods`);
        await runStatement(db, sql`analyze points_balances`);
        process.stderr.write(
          `[bench] points for ${users.length} users in ${(Date.now() - started) / 1000} s\n`,
        );
      }
    } finally {
      await database.close();
    }
    return { tenant: SCALE_TENANT };
  },
  headers: (ctx, state) => ctx.authHeaders('learner', state.tenant),
};
