// The hot read of the study map (my/way, the `studyMapWay` bench; the admin's view of a learner's map reads it
// too): a position of the tenant, its abilities at their required levels in the model's order, and each
// ability's learning ways with whether the learner completed what the way links, in one named prepared
// statement. It was four statements (position, model, ways, completions), each planned on every call, and
// planning was most of their database time; prepared, it is planned once per connection. Every lookup is an
// index probe: the position by primary key, the model by (tenant, position), the ways by (tenant, level),
// and per way one probe of the learner's row — the course record by (user, course), the kept completion by
// its primary key, the approved material by (tenant, user, way). No row: the position is not the tenant's.
// The learner's map is kept in memory for a few seconds (keptMyWay below); nothing on it changes with time.
import { AbilityRouteType, MaterialReviewStatus } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { keptPages } from '../../core/kept-pages.ts';
import type { Db } from '../../db/client.ts';
import { col, decodeRow } from '../../db/rows.ts';

export type MyWayParams = { tenantId: string; userId: number; positionId: number };

const p = (name: keyof MyWayParams) => sql.placeholder(name);
const lit = (value: number) => sql.raw(String(value));

/** A learning way as the map reads it, with `done` when the learner completed what it links. */
export type WayState = {
  id: number;
  level_id: number;
  route_type: number;
  biz_id: number;
  route_name: string;
  material: string;
  done: boolean;
};

/** An ability of the model at its required level, with its learning ways. */
export type AbilityJson = {
  ability_id: number;
  name: string;
  level_id: number;
  level_name: string;
  level_sort: number;
  ability_desc: string;
  ways: WayState[];
};

export const myWayShape = { model: col.json<AbilityJson[]>() };

/** Whether the learner completed what way `r` links (competency-service.ts says what counts). */
const DONE = sql`case r.route_type
  when ${lit(AbilityRouteType.course)} then exists (select 1 from course_study_records c
    where c.user_id = ${p('userId')}::int and c.course_id = r.biz_id and c.tenant_id = r.tenant_id
      and c.completed_at is not null)
  when ${lit(AbilityRouteType.material)} then exists (select 1 from study_map_materials mt
    where mt.tenant_id = r.tenant_id and mt.user_id = ${p('userId')}::int and mt.level_route_id = r.id
      and mt.status = ${lit(MaterialReviewStatus.approved)})
  else exists (select 1 from study_map_completions sc
    where sc.tenant_id = r.tenant_id and sc.user_id = ${p('userId')}::int and sc.route_type = r.route_type
      and sc.biz_id = r.biz_id) end`;

const WAYS = sql`coalesce((select json_agg(json_build_object('id', r.id, 'level_id', r.level_id,
    'route_type', r.route_type, 'biz_id', r.biz_id, 'route_name', r.route_name, 'material', r.material,
    'done', ${DONE}) order by r.sort, r.id)
  from study_map_level_routes r where r.tenant_id = pa.tenant_id and r.level_id = pa.level_id), '[]'::json)`;

const MODEL = sql`coalesce((select json_agg(json_build_object('ability_id', a.id, 'name', a.name,
    'level_id', l.id, 'level_name', l.name, 'level_sort', l.sort,
    'ability_desc', coalesce(nullif(l.description, ''), a.description), 'ways', ${WAYS}) order by pa.sort, pa.id)
  from study_map_position_abilities pa
  join study_map_abilities a on a.id = pa.ability_id and a.tenant_id = pa.tenant_id
  join study_map_ability_levels l on l.id = pa.level_id and l.tenant_id = pa.tenant_id
  where pa.tenant_id = pos.tenant_id and pa.position_id = pos.id), '[]'::json)`;

function prepare(db: Db) {
  return db
    .select({ model: MODEL })
    .from(sql`positions pos`)
    .where(sql`pos.tenant_id = ${p('tenantId')} and pos.id = ${p('positionId')}::int`)
    .prepare('study_map_my_way');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/**
 * A learner's map of a position, kept MY_WAY_MAX_AGE_MS per instance and dropped at once (`forgetMyWays`) by
 * this instance's ability, level, way and model edits, material uploads, deletions and reviews, and by the
 * course, exam, training and live completion events once handled (completion-service.ts). A position renamed
 * or deleted elsewhere and another instance's writes show within the age (ARCHITECTURE "What lives in
 * memory").
 */
export const MY_WAY_MAX_AGE_MS = 5_000;
const kept = keptPages<AbilityJson[] | undefined>({ maxAgeMs: MY_WAY_MAX_AGE_MS, maxEntries: 50_000 });

/** Drops the kept maps of a tenant's learners (call after the change has committed). */
export function forgetMyWays(tenantId: string) {
  kept.forgetTenant(tenantId);
}

/** The learner's map of a position (kept, see above); undefined when the position is not the tenant's. */
export function keptMyWay(db: Db, params: MyWayParams): Promise<AbilityJson[] | undefined> {
  return kept.read(db, params.tenantId, `${params.userId}\u0000${params.positionId}`, () =>
    selectMyWay(db, params),
  );
}

/** The position's model with the learner's way states, read now; undefined when the position is not the tenant's. */
export async function selectMyWay(db: Db, params: MyWayParams): Promise<AbilityJson[] | undefined> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute(params);
  return row ? decodeRow(row, myWayShape).model : undefined;
}
