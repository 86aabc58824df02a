// Row shapes and reads of the study map written once: a position of the tenant, the learning ways' shape and
// a position's promotion routes (the ability map of a learner is queries-my-way.ts).
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

export const wayShape = {
  id: col.int,
  level_id: col.int,
  route_type: col.int,
  biz_id: col.int,
  route_name: col.text,
  material: col.text,
};
export type WayRow = RowOf<typeof wayShape>;

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
