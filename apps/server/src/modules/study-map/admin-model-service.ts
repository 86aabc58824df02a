// Positions' competency models (原 胜任力模型): each position requires abilities at a level; saving a
// position's model replaces it in one transaction. Levels must belong to their ability in this tenant.
import type { TPositionAbility } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, type RowOf, runStatement } from '../../db/rows.ts';
import { requireFound } from './policy.ts';
import { findPosition, idList } from './queries.ts';
import { forgetMyWays } from './queries-my-way.ts';

export const positionAbilityShape = {
  position_id: col.int,
  position_name: col.text,
  ability_id: col.int,
  ability_name: col.text,
  level_id: col.int,
  level_name: col.text,
  sort: col.int,
};
export type PositionAbilityRow = RowOf<typeof positionAbilityShape>;

export async function positionAbilities(db: DbOrTx, actor: Actor, positionIds: number[]) {
  return queryRows(
    db,
    sql`select pa.position_id, p.name as position_name, pa.ability_id, a.name as ability_name,
          pa.level_id, l.name as level_name, l.sort
        from study_map_position_abilities pa
        join positions p on p.id = pa.position_id
        join study_map_abilities a on a.id = pa.ability_id
        join study_map_ability_levels l on l.id = pa.level_id
        where pa.tenant_id = ${actor.tenantId} and pa.position_id in ${idList(positionIds)}
        order by pa.position_id, pa.sort, pa.id`,
    positionAbilityShape,
  );
}

export async function setPositionAbilities(db: DbOrTx, actor: Actor, input: TPositionAbility) {
  const tenantId = actor.tenantId;
  requireFound(await findPosition(db, tenantId, input.positionId));
  const abilityIds = input.abilities.map((entry) => entry.abilityId);
  if (new Set(abilityIds).size !== abilityIds.length) throw new AppError('BAD_REQUEST');
  if (input.abilities.length > 0) {
    const levels = await queryRows(
      db,
      sql`select id, ability_id from study_map_ability_levels
          where tenant_id = ${tenantId} and id in ${idList(input.abilities.map((entry) => entry.levelId))}`,
      { id: col.int, ability_id: col.int },
    );
    for (const entry of input.abilities)
      if (!levels.some((level) => level.id === entry.levelId && level.ability_id === entry.abilityId))
        throw new AppError('NOT_FOUND');
  }
  await db.transaction(async (tx) => {
    await runStatement(
      tx,
      sql`delete from study_map_position_abilities where tenant_id = ${tenantId} and position_id = ${input.positionId}`,
    );
    for (const [sort, entry] of input.abilities.entries())
      await runStatement(
        tx,
        sql`insert into study_map_position_abilities (tenant_id, position_id, ability_id, level_id, sort)
            values (${tenantId}, ${input.positionId}, ${entry.abilityId}, ${entry.levelId}, ${sort})`,
      );
  });
  forgetMyWays(tenantId);
}
