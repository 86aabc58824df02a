// Column lists and SQL pieces of the questionnaire domain, written once: a plan's status (SPEC §4) from its
// window and early finish, the card of the learner's list, and the plan row the services act on.
import type { TAsqQuestion } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';

/** A timestamptz column as epoch milliseconds (float8: both drivers hand back a plain number). */
export function ms(column: string): SQL {
  return sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
}

/** SQL: asqStatus of plan `p` — 3 ended (past its end or finished early), 2 not started, 1 in progress. */
export const planStatus = sql`(case when p.finished_at is not null or now() > p.end_time then 3
  when now() < p.start_time then 2 else 1 end)::int`;

/** SQL: how many submitted answer sheets plan `p` has. */
export const joinCount = sql`(select count(*) from questionnaire_answer_sheets s
  where s.tenant_id = p.tenant_id and s.plan_id = p.id and s.submitted_at is not null)::int`;

/**
 * SQL: plan `planId` holds an answer — a submitted sheet or a half-filled one autosaved as a draft. From then
 * on its anonymity is fixed: the person answering did so under the promise the plan made, submitted or not.
 */
export function planHasAnswers(tenantId: string, planId: SQL): SQL {
  return sql`exists (select 1 from questionnaire_answer_sheets s
    where s.tenant_id = ${tenantId} and s.plan_id = ${planId}
      and (s.submitted_at is not null or s.answers <> '{}'::jsonb))`;
}

export const planShape = {
  id: col.int,
  tenant_id: col.text,
  template_id: col.int,
  name: col.text,
  remark: col.text,
  anonymous: col.bool,
  questions: col.json<TAsqQuestion[]>(),
  start_time: col.epochMs,
  end_time: col.epochMs,
  logic_status: col.int,
  status: col.int,
  biz_type: col.text,
  biz_id: col.int,
  asq_url: col.text,
  creator_id: col.intOrNull,
  creator_name: col.text,
  created_at: col.epochMs,
};
export type PlanRow = RowOf<typeof planShape>;

export const planColumns = sql`p.id, p.tenant_id, p.template_id, p.name, p.remark, p.anonymous, p.questions,
  ${ms('p.start_time')} as start_time, ${ms('p.end_time')} as end_time, p.logic_status, ${planStatus} as status,
  p.biz_type, p.biz_id, p.asq_url, p.creator_id, coalesce(nullif(cu.real_name, ''), cu.name, '') as creator_name,
  ${ms('p.created_at')} as created_at`;
export const planJoins = sql`left join users cu on cu.id = p.creator_id`;

export const cardShape = {
  id: col.int,
  name: col.text,
  status: col.int,
  logic_status: col.int,
  sheet_id: col.intOrNull,
  submitted: col.bool,
  join_count: col.int,
  start_time: col.epochMs,
  end_time: col.epochMs,
  total_num: col.int,
};
export type CardRow = RowOf<typeof cardShape>;

/** The caller's sheet `s` beside plan `p`. */
export function mySheetJoin(userId: number): SQL {
  return sql`left join questionnaire_answer_sheets s
    on s.tenant_id = p.tenant_id and s.plan_id = p.id and s.user_id = ${userId}`;
}

export const sheetShape = {
  id: col.int,
  plan_id: col.int,
  user_id: col.int,
  answers: col.json<Record<string, string>>(),
  submitted_at: col.epochMsOrNull,
};
export type SheetRow = RowOf<typeof sheetShape>;
