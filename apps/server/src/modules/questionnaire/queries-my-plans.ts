// The hot query of the questionnaire tab (asq/plan/user, the `questionnaireList` bench): the plans handed to
// the learner, each with their own sheet and the submitted count, one page with the total in one round trip.
// It is a named prepared statement, so PostgreSQL plans it once per connection instead of on every call
// (planning was most of its database time); the learner's org line is a parameter (an int array), so the
// text never changes. The matching of targets is policy.ts's `planTargetsPrepared`, written with placeholders.
// Ordering: open and not yet submitted first, then the newest start. The sort keys are columns of the page
// (`open_first`, `starts`), so the outer select keeps the inner order without sorting again; the submitted
// count is a subquery of the outer select, so it runs for the page's rows only (EXPLAIN: its SubPlan sits
// above the Limit), not for every plan the learner has.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { decodeRow } from '../../db/rows.ts';
import { planTargetsPrepared } from './policy.ts';
import { type CardRow, cardShape, ms, planStatus } from './queries.ts';

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
    p.start_time as starts
  from questionnaire_plans p left join questionnaire_answer_sheets s
    on s.tenant_id = p.tenant_id and s.plan_id = p.id and s.user_id = ${p('userId')}
  where ${planTargetsPrepared(p('tenantId'), p('userId'), p('orgLine'), p('positionId'))}
  order by open_first, starts desc, p.id desc limit ${p('limit')} offset ${p('offset')}) q`;

/** How many submitted sheets plan `q.id` has (`joinCount` of queries.ts, for the page's rows). */
const pageJoinCount = sql`(select count(*) from questionnaire_answer_sheets a
  where a.tenant_id = ${p('tenantId')} and a.plan_id = q.id and a.submitted_at is not null)::int`;

/** Every column of `q` by its shape name; rows are decoded by the shape, so a renamed column fails loudly. */
const selection: Record<string, SQL<unknown>> = Object.fromEntries(
  Object.keys(cardShape).map((name) => [
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

/** One page of the learner's questionnaire plans with the list's total. */
export async function selectMyPlans(db: Db, params: MyPlansParams): Promise<CardRow[]> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute(params);
  return rows.map((row) => decodeRow(row, cardShape));
}
