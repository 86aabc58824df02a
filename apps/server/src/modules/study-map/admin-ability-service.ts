// The ability dictionary of the back office (原 能力词典库): abilities with graded levels, each level with its
// learning ways. An ability or level bound to a position's competency model is not deleted.
import type { TAbilityQuery, TAbilitySave } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, type RowOf, runStatement } from '../../db/rows.ts';
import { requireFound } from './policy.ts';
import { idList, wayShape } from './queries.ts';
import { forgetMyWays } from './queries-my-way.ts';

export const abilityShape = {
  id: col.int,
  name: col.text,
  description: col.text,
  level_num: col.int,
  position_num: col.int,
  created_at: col.epochMs,
};
export type AbilityRow = RowOf<typeof abilityShape>;
const levelShape = { id: col.int, ability_id: col.int, name: col.text, sort: col.int, description: col.text };
export type LevelRow = RowOf<typeof levelShape>;

const abilityColumns = sql`a.id, a.name, a.description,
  (select count(*) from study_map_ability_levels l where l.ability_id = a.id)::int as level_num,
  (select count(distinct pa.position_id) from study_map_position_abilities pa where pa.ability_id = a.id)::int as position_num,
  (extract(epoch from a.created_at) * 1000)::float8 as created_at`;

export async function listAbilities(db: DbOrTx, actor: Actor, query: TAbilityQuery) {
  const { limit, offset } = pageWindow(query);
  const pattern = `%${(query.abilityName ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows(
    db,
    sql`select ${abilityColumns}, (count(*) over ())::int as total_num from study_map_abilities a
        where a.tenant_id = ${actor.tenantId} and a.name ilike ${pattern}
        order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
    { ...abilityShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function getAbility(db: DbOrTx, actor: Actor, id: number) {
  const ability = requireFound(
    await queryRow(
      db,
      sql`select ${abilityColumns} from study_map_abilities a where a.tenant_id = ${actor.tenantId} and a.id = ${id}`,
      abilityShape,
    ),
  );
  const levels = await queryRows(
    db,
    sql`select id, ability_id, name, sort, description from study_map_ability_levels
        where tenant_id = ${actor.tenantId} and ability_id = ${id} order by sort, id`,
    levelShape,
  );
  const ways =
    levels.length === 0
      ? []
      : await queryRows(
          db,
          sql`select id, level_id, route_type, biz_id, route_name, material from study_map_level_routes
              where tenant_id = ${actor.tenantId} and level_id in ${idList(levels.map((l) => l.id))} order by sort, id`,
          wayShape,
        );
  return { ability, levels, ways };
}

async function requireUnbound(
  db: DbOrTx,
  tenantId: string,
  column: 'ability_id' | 'level_id',
  ids: number[],
) {
  const bound = await queryRow(
    db,
    sql`select 1 as one from study_map_position_abilities
        where tenant_id = ${tenantId} and ${sql.raw(column)} in ${idList(ids)} limit 1`,
    { one: col.int },
  );
  if (bound) throw new AppError('STUDY_MAP_ABILITY_IN_USE');
}

/** Creates an ability (no id) or updates it: levels and ways absent from the input are removed. */
export async function saveAbility(db: DbOrTx, actor: Actor, input: TAbilitySave): Promise<number> {
  const tenantId = actor.tenantId;
  const saved = await db.transaction(async (tx) => {
    let abilityId = input.id;
    if (abilityId === undefined) {
      const created = await queryRow(
        tx,
        sql`insert into study_map_abilities (tenant_id, name, description)
            values (${tenantId}, ${input.abilityName}, ${input.abilityDesc ?? ''}) returning id`,
        { id: col.int },
      );
      abilityId = requireFound(created).id;
    } else {
      const updated = await queryRows(
        tx,
        sql`update study_map_abilities set name = ${input.abilityName}, description = ${input.abilityDesc ?? ''}
            where tenant_id = ${tenantId} and id = ${abilityId} returning id`,
        { id: col.int },
      );
      requireFound(updated[0]);
    }
    const existing = await queryRows(
      tx,
      sql`select id from study_map_ability_levels where tenant_id = ${tenantId} and ability_id = ${abilityId}`,
      { id: col.int },
    );
    const kept = new Set(input.levels.flatMap((level) => (level.id === undefined ? [] : [level.id])));
    const gone = existing.map((row) => row.id).filter((id) => !kept.has(id));
    if (gone.length > 0) {
      await requireUnbound(tx, tenantId, 'level_id', gone);
      await runStatement(
        tx,
        sql`delete from study_map_ability_levels where tenant_id = ${tenantId} and id in ${idList(gone)}`,
      );
    }
    for (const level of input.levels) {
      if (level.id !== undefined && !existing.some((row) => row.id === level.id))
        throw new AppError('NOT_FOUND');
      const levelRow = requireFound(
        await queryRow(
          tx,
          level.id === undefined
            ? sql`insert into study_map_ability_levels (tenant_id, ability_id, name, sort, description)
                  values (${tenantId}, ${abilityId}, ${level.levelName}, ${level.sort}, ${level.abilityDesc ?? ''}) returning id`
            : sql`update study_map_ability_levels set name = ${level.levelName}, sort = ${level.sort},
                  description = ${level.abilityDesc ?? ''} where tenant_id = ${tenantId} and id = ${level.id} returning id`,
          { id: col.int },
        ),
      );
      await syncWays(tx, tenantId, levelRow.id, level.routes);
    }
    return abilityId;
  });
  forgetMyWays(tenantId);
  return saved;
}

async function syncWays(
  tx: DbOrTx,
  tenantId: string,
  levelId: number,
  ways: TAbilitySave['levels'][number]['routes'],
) {
  const keep = ways.flatMap((way) => (way.id === undefined ? [] : [way.id]));
  await runStatement(
    tx,
    keep.length === 0
      ? sql`delete from study_map_level_routes where tenant_id = ${tenantId} and level_id = ${levelId}`
      : sql`delete from study_map_level_routes where tenant_id = ${tenantId} and level_id = ${levelId}
            and id not in ${idList(keep)}`,
  );
  for (const [sort, way] of ways.entries()) {
    const values = {
      type: way.routeType,
      biz: way.routeType === 5 ? 0 : way.bizId,
      material: way.material ?? '',
    };
    if (way.id === undefined)
      await runStatement(
        tx,
        sql`insert into study_map_level_routes (tenant_id, level_id, route_type, biz_id, route_name, material, sort)
            values (${tenantId}, ${levelId}, ${values.type}, ${values.biz}, ${way.routeName}, ${values.material}, ${sort})`,
      );
    else
      await runStatement(
        tx,
        sql`update study_map_level_routes set route_type = ${values.type}, biz_id = ${values.biz},
            route_name = ${way.routeName}, material = ${values.material}, sort = ${sort}
            where tenant_id = ${tenantId} and level_id = ${levelId} and id = ${way.id}`,
      );
  }
}

export async function deleteAbilities(db: DbOrTx, actor: Actor, ids: number[]) {
  await requireUnbound(db, actor.tenantId, 'ability_id', ids);
  await runStatement(
    db,
    sql`delete from study_map_abilities where tenant_id = ${actor.tenantId} and id in ${idList(ids)}`,
  );
  forgetMyWays(actor.tenantId);
}

export async function deleteLevels(db: DbOrTx, actor: Actor, ids: number[]) {
  await requireUnbound(db, actor.tenantId, 'level_id', ids);
  await runStatement(
    db,
    sql`delete from study_map_ability_levels where tenant_id = ${actor.tenantId} and id in ${idList(ids)}`,
  );
  forgetMyWays(actor.tenantId);
}

export async function deleteWays(db: DbOrTx, actor: Actor, ids: number[]) {
  await runStatement(
    db,
    sql`delete from study_map_level_routes where tenant_id = ${actor.tenantId} and id in ${idList(ids)}`,
  );
  forgetMyWays(actor.tenantId);
}

export async function abilityPositions(db: DbOrTx, actor: Actor, abilityId: number) {
  return queryRows(
    db,
    sql`select p.id, p.name from study_map_position_abilities pa join positions p on p.id = pa.position_id
        where pa.tenant_id = ${actor.tenantId} and pa.ability_id = ${abilityId} order by p.sort, p.id`,
    { id: col.int, name: col.text },
  );
}
