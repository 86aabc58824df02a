// Demo achievements, made through the achievement services: the tenant's default points rules (in its
// language) and an imported opening balance for its first learners (a ledger entry each, keyed once per
// learner, as the back office's import would make), so the rankings, the home page's figures and the points
// medal have something to show. Points earned afterwards come from what the demo users do. Idempotent.
import { type Lang, PointsReason } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { col, queryRows } from '../db/rows.ts';
import { awardPointsMedal } from '../modules/achievement/events-consumer.ts';
import { awardPoints } from '../modules/achievement/ledger-service.ts';
import { ensureDefaultRules } from '../modules/achievement/rules-service.ts';

/** Opening balances of the first learners, largest first (a spread the rankings can show). */
const OPENING = [180, 150, 120, 95, 80, 60, 45, 30, 20, 10];

export async function seedAchievements(db: Db, options: { tenantId: string; lang: Lang }) {
  await ensureDefaultRules(db, options.tenantId, options.lang);
  const learners = await queryRows(
    db,
    sql`select id from users where tenant_id = ${options.tenantId} order by id limit ${OPENING.length}`,
    { id: col.int },
  );
  for (const [index, learner] of learners.entries()) {
    const points = OPENING[index];
    if (!points) continue;
    await db.transaction(async (tx) => {
      const result = await awardPoints(tx, {
        tenantId: options.tenantId,
        userId: learner.id,
        points,
        reason: PointsReason.import,
        bizType: 'seed',
        bizId: 'opening-balance',
        note: options.lang === 'en' ? 'Opening balance' : '期初积分',
      });
      if (result.applied) await awardPointsMedal(tx, { tenantId: options.tenantId, userId: learner.id });
    });
  }
}
