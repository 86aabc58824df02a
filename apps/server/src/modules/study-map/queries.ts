// Row shapes and reads of the study map written once: a position of the tenant, a position's competency model
// (abilities at their required levels), the learning ways of levels, and a position's promotion routes.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, type RowOf } from '../../db/rows.ts';

export const positionShape = { id: col.int, name: col.text, remark: col.text, org_id: col.intOrNull };
export type PositionRow = RowOf<typeof positionShape>;

export async function findPosition(db: DbOrTx, tenantId: string, positionId: number) {
  return queryRow(
    db,
    sql`select id, name, remark, org_id from positions where tenant_id = ${tenantId} and id = ${positionId}`,
    positionShape,
  );
}

export async function positionNames(db: DbOrTx, tenantId: string, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await queryRows(
    db,
    sql`select id, name from positions where tenant_id = ${tenantId} and id in ${idList(ids)}`,
    { id: col.int, name: col.text },
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** `(1, 2, 3)` for `in`; callers make sure the list is not empty. */
export function idList(ids: readonly number[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

export const modelShape = {
  ability_id: col.int,
  name: col.text,
  level_id: col.int,
  level_name: col.text,
  level_sort: col.int,
  ability_desc: col.text,
};
export type ModelRow = RowOf<typeof modelShape>;

/** The position's abilities at their required levels, in the model's order. */
export async function positionModel(db: DbOrTx, tenantId: string, positionId: number) {
  return queryRows(
    db,
    sql`select a.id as ability_id, a.name, l.id as level_id, l.name as level_name, l.sort as level_sort,
          coalesce(nullif(l.description, ''), a.description) as ability_desc
        from study_map_position_abilities pa
        join study_map_abilities a on a.id = pa.ability_id and a.tenant_id = pa.tenant_id
        join study_map_ability_levels l on l.id = pa.level_id and l.tenant_id = pa.tenant_id
        where pa.tenant_id = ${tenantId} and pa.position_id = ${positionId}
        order by pa.sort, pa.id`,
    modelShape,
  );
}

export const wayShape = {
  id: col.int,
  level_id: col.int,
  route_type: col.int,
  biz_id: col.int,
  route_name: col.text,
  material: col.text,
};
export type WayRow = RowOf<typeof wayShape>;

/** The learning ways of every ability level of a position's model, in one statement with the model's read. */
export async function waysOfPosition(db: DbOrTx, tenantId: string, positionId: number) {
  return queryRows(
    db,
    sql`select id, level_id, route_type, biz_id, route_name, material from study_map_level_routes
        where tenant_id = ${tenantId} and level_id in (select pa.level_id from study_map_position_abilities pa
          where pa.tenant_id = ${tenantId} and pa.position_id = ${positionId})
        order by sort, id`,
    wayShape,
  );
}

export const routeShape = { id: col.int, position_id: col.int, position_ids: col.json<number[]>() };
export type RouteRow = RowOf<typeof routeShape>;

export async function routesOfPosition(db: DbOrTx, tenantId: string, positionId: number) {
  return queryRows(
    db,
    sql`select id, position_id, position_ids from study_map_routes
        where tenant_id = ${tenantId} and position_id = ${positionId} order by sort, id`,
    routeShape,
  );
}
