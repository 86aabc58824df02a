// Material review (issue 14: "reviewed by an admin"): the tenant's uploaded ability materials by state, and
// approving or rejecting one. Only an approved material completes its learning way.
import type { TMaterialPage } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, type RowOf } from '../../db/rows.ts';
import { requireFound } from './policy.ts';
import { forgetMyWays } from './queries-my-way.ts';

export const reviewShape = {
  id: col.int,
  level_route_id: col.int,
  user_id: col.int,
  user_name: col.text,
  route_name: col.text,
  ability_name: col.text,
  file_name: col.text,
  file_url: col.text,
  file_size: col.int,
  status: col.int,
  updated_at: col.date,
};
export type ReviewRow = RowOf<typeof reviewShape>;

export async function listMaterials(db: DbOrTx, actor: Actor, query: TMaterialPage) {
  const { limit, offset } = pageWindow(query);
  const status = query.status === undefined ? sql`true` : sql`m.status = ${query.status}`;
  const rows = await queryRows(
    db,
    sql`select m.id, m.level_route_id, m.user_id, coalesce(nullif(u.real_name, ''), u.name) as user_name,
          w.route_name, a.name as ability_name, m.file_name, m.file_url, m.file_size_bytes as file_size, m.status,
          m.updated_at, (count(*) over ())::int as total_num
        from study_map_materials m
        join users u on u.id = m.user_id
        join study_map_level_routes w on w.id = m.level_route_id
        join study_map_ability_levels l on l.id = w.level_id
        join study_map_abilities a on a.id = l.ability_id
        where m.tenant_id = ${actor.tenantId} and ${status}
        order by m.updated_at desc, m.id desc limit ${limit} offset ${offset}`,
    { ...reviewShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function reviewMaterial(db: DbOrTx, actor: Actor, id: number, status: 2 | 3) {
  const [row] = await queryRows(
    db,
    sql`update study_map_materials set status = ${status}, reviewer_id = ${actor.userId}, reviewed_at = now()
        where tenant_id = ${actor.tenantId} and id = ${id} returning id, user_id, level_route_id`,
    { id: col.int, user_id: col.int, level_route_id: col.int },
  );
  requireFound(row);
  forgetMyWays(actor.tenantId);
  return { id, status };
}
