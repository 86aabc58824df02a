// Competency, derived, never stored by hand: a learning way is completed (status 3) when the learner finished
// what it links — a course (its study record completed), an exam passed, a training
// completed or a live watched (kept from those domains' events, completion-service.ts), or an approved
// material. An ability's rate is its completed ways over all its ways; the position's competence is the mean
// of its abilities' rates. An ability reaching 100 % is announced once (study-map.abilityReached).
import { AbilityItemStatus, studyMapEvents } from '@elearning/shared';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type AbilityJson, keptMyWay, type WayState } from './queries-my-way.ts';

export type AbilityState = Omit<AbilityJson, 'ways'> & {
  completeRate: number;
  ways: (Omit<WayState, 'done'> & { status: AbilityItemStatus })[];
};
export type AbilityMapState = { competence: number; abilities: AbilityState[] };

type Learner = { tenantId: string; userId: number };

/**
 * The learner's abilities of a position with each learning way's status, their rates and the competence
 * (one prepared statement, kept for a few seconds, queries-my-way.ts); undefined when the position is not the tenant's.
 */
export async function abilityMapOf(
  db: Db,
  learner: Learner,
  positionId: number,
): Promise<AbilityMapState | undefined> {
  const model = await keptMyWay(db, { ...learner, positionId });
  if (!model) return undefined;
  const abilities = model.map(({ ways, ...ability }) => {
    const own = ways.map(({ done, ...way }) => ({
      ...way,
      status: done ? AbilityItemStatus.completed : AbilityItemStatus.open,
    }));
    const completed = own.filter((way) => way.status === AbilityItemStatus.completed).length;
    const completeRate = own.length === 0 ? 0 : Math.round((completed / own.length) * 100);
    return { ...ability, completeRate, ways: own };
  });
  const competence =
    abilities.length === 0
      ? 0
      : Math.round(abilities.reduce((sum, ability) => sum + ability.completeRate, 0) / abilities.length);
  return { competence, abilities };
}

/**
 * Abilities this instance has announced, per database handle (their dedupe keys): the announcement is an
 * idempotent insert, so a map read again does not insert again. Bounded; past the bound it is cleared (the
 * next read inserts again, which the dedupe key turns into nothing). Another instance announces once too:
 * the key decides.
 */
const announcedBy = new WeakMap<DbOrTx, Set<string>>();
const MAX_ANNOUNCED = 100_000;

/** Announces each ability of the map the learner has completed (once per position, ability and learner). */
export async function announceReached(
  db: DbOrTx,
  learner: Learner,
  positionId: number,
  map: AbilityMapState,
) {
  // Each announcement is its own idempotent insert (deduplicated by key): sent together, not one after another.
  const announced = announcedBy.get(db) ?? new Set<string>();
  announcedBy.set(db, announced);
  const reached = map.abilities
    .filter((ability) => ability.completeRate >= 100)
    .map((ability) => ({
      ability,
      dedupeKey: `${studyMapEvents.abilityReached}:${positionId}:${ability.ability_id}:${learner.userId}`,
    }))
    .filter(({ dedupeKey }) => !announced.has(`${learner.tenantId}\u0000${dedupeKey}`));
  if (reached.length === 0) return;
  await Promise.all(
    reached.map(async ({ ability, dedupeKey }) => {
      await emitDomainEvent(db, {
        tenantId: learner.tenantId,
        type: studyMapEvents.abilityReached,
        userId: learner.userId,
        subjectType: 'ability',
        subjectId: ability.ability_id,
        dedupeKey,
        data: { positionId, abilityId: ability.ability_id, levelId: ability.level_id },
      });
      if (announced.size >= MAX_ANNOUNCED) announced.clear();
      announced.add(`${learner.tenantId}\u0000${dedupeKey}`);
    }),
  );
}
