// Medals (issue 15 §2): each medal type has levels with thresholds (packages/shared MEDAL_LEVELS); a level is
// stored once when the learner's count reaches it, and its award is emitted as a domain event so the push to
// the learner's sockets happens after the award has committed (medal-push.ts).
import { achievementEvents, MEDAL_LEVELS, MedalType } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';

export type Learner = { tenantId: string; userId: number };

export function isMedalType(value: string): value is MedalType {
  return Object.hasOwn(MedalType, value);
}

/** Awards every level of the medal whose threshold `count` has reached and that the learner lacks. */
export async function awardMedalLevels(tx: DbOrTx, learner: Learner, medalType: MedalType, count: number) {
  const levels = MEDAL_LEVELS[medalType];
  const awarded: number[] = [];
  for (const [index, threshold] of levels.entries()) {
    if (count < threshold) break;
    const level = index + 1;
    const [row] = await queryRows(
      tx,
      sql`insert into medal_awards (tenant_id, user_id, medal_type, level, quantity)
          values (${learner.tenantId}, ${learner.userId}, ${medalType}, ${level}, ${threshold})
          on conflict (tenant_id, user_id, medal_type, level) do nothing returning id`,
      { id: col.int },
    );
    if (!row) continue;
    awarded.push(level);
    await emitDomainEvent(tx, {
      ...learner,
      type: achievementEvents.medalAwarded,
      subjectType: 'medal',
      subjectId: row.id,
      dedupeKey: `${achievementEvents.medalAwarded}:${medalType}:${level}:${learner.userId}`,
      data: { medalType, level, quantity: threshold },
    });
  }
  return awarded;
}

/** How many things of a kind the learner has finished (the count medals of that type measure). */
export async function countFacts(db: DbOrTx, learner: Learner, kind: string): Promise<number> {
  const row = await queryRow(
    db,
    sql`select count(*)::int as n from learning_facts
         where tenant_id = ${learner.tenantId} and user_id = ${learner.userId} and kind = ${kind}`,
    { n: col.int },
  );
  return row?.n ?? 0;
}

/** Points earned all time (the points medal's measure). */
export async function earnedPoints(db: DbOrTx, learner: Learner): Promise<number> {
  const row = await queryRow(
    db,
    sql`select earned from points_balances where tenant_id = ${learner.tenantId} and user_id = ${learner.userId}`,
    { earned: col.int },
  );
  return row?.earned ?? 0;
}

/** The learner's medal wall: every type with its levels, earned or locked, and the progress toward the next. */
export async function medalWall(db: DbOrTx, learner: Learner) {
  const [awards, counts, earned] = await Promise.all([
    queryRows(
      db,
      sql`select medal_type, level, quantity, created_at from medal_awards
           where tenant_id = ${learner.tenantId} and user_id = ${learner.userId}`,
      { medal_type: col.text, level: col.int, quantity: col.int, created_at: col.date },
    ),
    queryRows(
      db,
      sql`select kind, count(*)::int as n from learning_facts
           where tenant_id = ${learner.tenantId} and user_id = ${learner.userId} group by kind`,
      { kind: col.text, n: col.int },
    ),
    earnedPoints(db, learner),
  ]);
  const countOf = (type: MedalType) =>
    type === MedalType.integral ? earned : (counts.find((c) => c.kind === type)?.n ?? 0);
  return Object.values(MedalType).map((medalType) => ({
    medalType,
    progress: countOf(medalType),
    levels: MEDAL_LEVELS[medalType].map((threshold, index) => {
      const award = awards.find((a) => a.medal_type === medalType && a.level === index + 1);
      return { level: index + 1, threshold, awardedAt: award?.created_at ?? null };
    }),
  }));
}
