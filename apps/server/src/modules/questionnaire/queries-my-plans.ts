// The hot query of the questionnaire tab (asq/plan/user, the `questionnaireList` bench): the plans handed to
// the learner, each with their own sheet and the submitted count, one page with the total in one round trip.
// It is a named prepared statement, so PostgreSQL plans it once per connection instead of on every call
// (planning was most of its database time); the learner's org line is a parameter (an int array), so the
// text never changes. The matching of targets is policy.ts's `planTargetsPrepared`, written with placeholders.
// Ordering: open and not yet submitted first, then the newest start. The sort keys are columns of the page
// (`open_first`, `starts`), so the outer select keeps the inner order without sorting again; the submitted
// count is a subquery of the outer select, so it runs for the page's rows only (EXPLAIN: its SubPlan sits
// above the Limit), not for every plan the learner has. `next_change` (the next start or end time among all
// the learner's plans) bounds how long take-service may keep the page.
import { type SQL, sql } from 'drizzle-orm';
import { keptPages } from '../../core/kept-pages.ts';
import type { Db } from '../../db/client.ts';
import { col, decodeRow, type RowOf } from '../../db/rows.ts';
import { planTargetsPrepared } from './policy.ts';
import { cardShape, ms, planStatus } from './queries.ts';

export type MyPlansParams = {
  tenantId: string;
  userId: number;
  /** The learner's org unit and every unit above it. */
  orgLine: number[];
  /** -1 when the learner has no position. */
  positionId: number;
  limit: number;
  offset: number;
};

const p = (name: keyof MyPlansParams) => sql.placeholder(name);

const openFirst = sql`(case when ${planStatus} = 1 and s.submitted_at is null then 0 else 1 end)`;

const MY_PLANS = sql`(select p.id, p.name, ${planStatus} as status, p.logic_status::int as logic_status,
    s.id as sheet_id, (s.submitted_at is not null) as submitted, ${ms('p.start_time')} as start_time,
    ${ms('p.end_time')} as end_time, (count(*) over ())::int as total_num, ${openFirst} as open_first,
    p.start_time as starts, ${ms(`min(case when p.start_time > now() then p.start_time
      when p.end_time > now() then p.end_time end) over ()`)} as next_change
  from questionnaire_plans p left join questionnaire_answer_sheets s
    on s.tenant_id = p.tenant_id and s.plan_id = p.id and s.user_id = ${p('userId')}
  where ${planTargetsPrepared(p('tenantId'), p('userId'), p('orgLine'), p('positionId'))}
  order by open_first, starts desc, p.id desc limit ${p('limit')} offset ${p('offset')}) q`;

/** How many submitted sheets plan `q.id` has (`joinCount` of queries.ts, for the page's rows). */
const pageJoinCount = sql`(select count(*) from questionnaire_answer_sheets a
  where a.tenant_id = ${p('tenantId')} and a.plan_id = q.id and a.submitted_at is not null)::int`;

/** A card with the next start or end time among all the learner's plans (it changes a status), if any. */
export const myCardShape = { ...cardShape, next_change: col.epochMsOrNull };
export type MyCardRow = RowOf<typeof myCardShape>;

/** Every column of `q` by its shape name; rows are decoded by the shape, so a renamed column fails loudly. */
const selection: Record<string, SQL<unknown>> = Object.fromEntries(
  Object.keys(myCardShape).map((name) => [
    name,
    name === 'join_count' ? pageJoinCount : sql`${sql.raw(`q.${name}`)}`,
  ]),
);

function prepare(db: Db) {
  return db
    .select(selection)
    .from(MY_PLANS)
    .orderBy(sql`q.open_first, q.starts desc, q.id desc`)
    .prepare('questionnaire_my_plans');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/**
 * A learner's pages, kept MY_PLANS_MAX_AGE_MS per instance and never past the next start or end time among
 * their plans (it changes a status and the order); dropped at once by this instance's plan changes and
 * submissions (`forgetMyPlans`), another instance's show within the age (ARCHITECTURE "What lives in memory").
 */
export const MY_PLANS_MAX_AGE_MS = 5_000;
const kept = keptPages<MyCardRow[]>({ maxAgeMs: MY_PLANS_MAX_AGE_MS, maxEntries: 50_000 });

/** Drops the kept pages of a tenant's learners (call after a plan change or a submission has committed). */
export function forgetMyPlans(tenantId: string) {
  kept.forgetTenant(tenantId);
}

/** One page of the learner's questionnaire plans with the list's total (kept, see above). */
export function keptMyPlans(db: Db, params: MyPlansParams): Promise<MyCardRow[]> {
  const key = `${params.userId}\u0000${params.orgLine.join(',')}\u0000${params.positionId}\u0000${params.limit}\u0000${params.offset}`;
  return kept.read(
    db,
    params.tenantId,
    key,
    () => selectMyPlans(db, params),
    (rows) => rows[0]?.next_change ?? null,
  );
}

/** One page of the learner's questionnaire plans with the list's total, read now. */
export async function selectMyPlans(db: Db, params: MyPlansParams): Promise<MyCardRow[]> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute(params);
  return rows.map((row) => decodeRow(row, myCardShape));
}
