// Competency, derived, never stored by hand: a learning way is completed (status 3) when the learner finished
// what it links — a course (its study record completed), an exam passed, a training
// completed or a live watched (kept from those domains' events, completion-service.ts), or an approved
// material. An ability's rate is its completed ways over all its ways; the position's competence is the mean
// of its abilities' rates. An ability reaching 100 % is announced once (study-map.abilityReached).
import { AbilityItemStatus, AbilityRouteType, MaterialReviewStatus, studyMapEvents } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { idList, type ModelRow, positionModel, type WayRow, waysOfPosition } from './queries.ts';

export type AbilityState = ModelRow & {
  completeRate: number;
  ways: (WayRow & { status: AbilityItemStatus })[];
};
export type AbilityMapState = { competence: number; abilities: AbilityState[] };

type Learner = { tenantId: string; userId: number };

/**
 * Keys `type:bizId` (and `5:wayId` for approved materials) of what the learner completed among `ways`, in
 * one round trip: the tracked completions, the completed course records (read from the course domain's
 * record table, as study plans read it; one statement instead of two per course) and the approved
 * materials.
 */
async function completedKeys(db: DbOrTx, learner: Learner, ways: readonly WayRow[]): Promise<Set<string>> {
  const { tenantId, userId } = learner;
  const tracked = ways.filter(
    (way) => way.route_type !== AbilityRouteType.course && way.route_type !== AbilityRouteType.material,
  );
  const courseIds = ways.filter((w) => w.route_type === AbilityRouteType.course).map((w) => w.biz_id);
  const materialWays = ways
    .filter((way) => way.route_type === AbilityRouteType.material)
    .map((way) => way.id);
  const parts: SQL[] = [];
  if (tracked.length > 0)
    parts.push(sql`select route_type::int as route_type, biz_id from study_map_completions
      where tenant_id = ${tenantId} and user_id = ${userId} and biz_id in ${idList(tracked.map((way) => way.biz_id))}`);
  if (courseIds.length > 0)
    parts.push(sql`select ${AbilityRouteType.course}::int as route_type, course_id as biz_id from course_study_records
      where tenant_id = ${tenantId} and user_id = ${userId} and course_id in ${idList(courseIds)}
        and completed_at is not null`);
  if (materialWays.length > 0)
    parts.push(sql`select ${AbilityRouteType.material}::int as route_type, level_route_id as biz_id from study_map_materials
      where tenant_id = ${tenantId} and user_id = ${userId} and status = ${MaterialReviewStatus.approved}
        and level_route_id in ${idList(materialWays)}`);
  if (parts.length === 0) return new Set();
  const rows = await queryRows(db, sql.join(parts, sql` union all `), {
    route_type: col.int,
    biz_id: col.int,
  });
  return new Set(rows.map((row) => `${row.route_type}:${row.biz_id}`));
}

function keyOf(way: WayRow): string {
  return way.route_type === AbilityRouteType.material
    ? `${way.route_type}:${way.id}`
    : `${way.route_type}:${way.biz_id}`;
}

/** The learner's abilities of a position with each learning way's status, their rates and the competence. */
export async function abilityMapOf(
  db: DbOrTx,
  learner: Learner,
  positionId: number,
): Promise<AbilityMapState> {
  // The model and its ways are independent reads: both in flight at once.
  const [model, ways] = await Promise.all([
    positionModel(db, learner.tenantId, positionId),
    waysOfPosition(db, learner.tenantId, positionId),
  ]);
  const done = await completedKeys(db, learner, ways);
  const abilities = model.map((row) => {
    const own = ways
      .filter((way) => way.level_id === row.level_id)
      .map((way) => ({
        ...way,
        status: done.has(keyOf(way)) ? AbilityItemStatus.completed : AbilityItemStatus.open,
      }));
    const completed = own.filter((way) => way.status === AbilityItemStatus.completed).length;
    const completeRate = own.length === 0 ? 0 : Math.round((completed / own.length) * 100);
    return { ...row, completeRate, ways: own };
  });
  const competence =
    abilities.length === 0
      ? 0
      : Math.round(abilities.reduce((sum, ability) => sum + ability.completeRate, 0) / abilities.length);
  return { competence, abilities };
}

/** Announces each ability of the map the learner has completed (once per position, ability and learner). */
export async function announceReached(
  db: DbOrTx,
  learner: Learner,
  positionId: number,
  map: AbilityMapState,
) {
  // Each announcement is its own idempotent insert (deduplicated by key): sent together, not one after another.
  const reached = map.abilities.filter((ability) => ability.completeRate >= 100);
  await Promise.all(
    reached.map((ability) =>
      emitDomainEvent(db, {
        tenantId: learner.tenantId,
        type: studyMapEvents.abilityReached,
        userId: learner.userId,
        subjectType: 'ability',
        subjectId: ability.ability_id,
        dedupeKey: `${studyMapEvents.abilityReached}:${positionId}:${ability.ability_id}:${learner.userId}`,
        data: { positionId, abilityId: ability.ability_id, levelId: ability.level_id },
      }),
    ),
  );
}
