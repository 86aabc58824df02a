// The hot query of My Task's study-plan list (myCourseCatalog courseType 3, the `studyPlanList` bench, also
// the probe that decides whether the sub-tab shows): the published plans handed to the learner, one page
// with the total, how many of them the learner has completed (the list's `todoNum`), whether this one is
// completed, and each plan's items with the learner's progress, in one round trip. It was four statements
// each planned on every call; now it is one named prepared statement, planned once per connection. The
// learner's org line is a parameter (an int array), so the text never changes; the items are aggregated in
// a subquery of the outer select, so they are read for the page's plans only. The page is kept in memory for
// a few seconds (keptMyPlanPage below); the plan's status is derived from its window when the card is
// presented, never kept, so no start or end time bounds the keep.
import { PlanState } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { keptPages } from '../../core/kept-pages.ts';
import { TargetType } from '../../core/org-scope.ts';
import type { Db } from '../../db/client.ts';
import { col, decodeRow, type RowOf } from '../../db/rows.ts';
import { itemProgress } from './queries.ts';

export type MyPlanPageParams = {
  tenantId: string;
  userId: number;
  /** The learner's org unit and every unit above it. */
  orgLine: number[];
  /** -1 when the learner has no position. */
  positionId: number;
  limit: number;
  offset: number;
};

const p = (name: keyof MyPlanPageParams) => sql.placeholder(name);

/** What presentCard and summarise read, with the page's counts and the items' progress. */
export const myPlanPageShape = {
  id: col.int,
  name: col.text,
  cover_url: col.text,
  kind: col.text,
  start_at: col.date,
  end_at: col.date,
  min_electives: col.int,
  total_num: col.int,
  finished_num: col.int,
  completed: col.bool,
  items: col.json<{ required: boolean; progress: number }[]>(),
};
export type MyPlanPageRow = RowOf<typeof myPlanPageShape>;

/** policy.ts's `planOpenTo` with placeholders: the same matches (the user, a unit of their org line, their position, a group). */
const openToLearner = sql`p.tenant_id = ${p('tenantId')} and p.state = ${PlanState.published} and exists (
  select 1 from study_plan_targets t where t.tenant_id = p.tenant_id and t.plan_id = p.id and (
    (t.target_type = ${TargetType.user} and t.target_id = ${p('userId')})
    or (t.target_type = ${TargetType.org} and t.target_id = any(${p('orgLine')}::int[]))
    or (t.target_type = ${TargetType.position} and t.target_id = ${p('positionId')})
    or (t.target_type = ${TargetType.group} and t.target_id in (select gm.group_id from user_group_members gm
      where gm.tenant_id = ${p('tenantId')} and gm.user_id = ${p('userId')}))))`;

const PAGE = sql`(select p.id, p.name, p.cover_url, p.kind, p.start_at, p.end_at, p.min_electives,
    (count(*) over ())::int as total_num, (count(c.plan_id) over ())::int as finished_num,
    (c.plan_id is not null) as completed
  from study_plans p left join study_plan_completions c on c.plan_id = p.id and c.user_id = ${p('userId')}
  where ${openToLearner}
  order by p.end_at desc, p.id desc limit ${p('limit')} offset ${p('offset')}) q`;

const ITEMS = sql`(select coalesce(json_agg(json_build_object('required', i.required,
    'progress', ${itemProgress(p('tenantId'), p('userId'))})), '[]'::json)
  from study_plan_items i where i.tenant_id = ${p('tenantId')} and i.plan_id = q.id)`;

/** Every column of `q` by its shape name; rows are decoded by the shape, so a renamed column fails loudly. */
const selection: Record<string, SQL<unknown>> = Object.fromEntries(
  Object.keys(myPlanPageShape).map((name) => [name, name === 'items' ? ITEMS : sql`${sql.raw(`q.${name}`)}`]),
);

function prepare(db: Db) {
  return db.select(selection).from(PAGE).orderBy(sql`q.end_at desc, q.id desc`).prepare('study_plan_my_page');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/**
 * A learner's pages, kept MY_PLAN_PAGE_MAX_AGE_MS per instance and dropped at once (`forgetMyPlanPages`) by
 * this instance's plan saves, publishing, stopping and deleting, by a completion recorded on a read, and by
 * the other domains' completion events once handled (completion-service.ts). What changes with no event — a
 * course's partial progress, a group membership, another instance's writes — shows within the age
 * (ARCHITECTURE "What lives in memory").
 */
export const MY_PLAN_PAGE_MAX_AGE_MS = 5_000;
const kept = keptPages<MyPlanPageRow[]>({ maxAgeMs: MY_PLAN_PAGE_MAX_AGE_MS, maxEntries: 50_000 });

/** Drops the kept pages of a tenant's learners (call after the change has committed). */
export function forgetMyPlanPages(tenantId: string) {
  kept.forgetTenant(tenantId);
}

/** One page of the learner's plans with the list's total and completed count (kept, see above). */
export function keptMyPlanPage(db: Db, params: MyPlanPageParams): Promise<MyPlanPageRow[]> {
  const key = `${params.userId}\u0000${params.orgLine.join(',')}\u0000${params.positionId}\u0000${params.limit}\u0000${params.offset}`;
  return kept.read(db, params.tenantId, key, () => selectMyPlanPage(db, params));
}

/** One page of the learner's plans with the list's total and completed count, read now. */
export async function selectMyPlanPage(db: Db, params: MyPlanPageParams): Promise<MyPlanPageRow[]> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute(params);
  return rows.map((row) => decodeRow(row, myPlanPageShape));
}
