// Column lists, row shapes and the item-progress SQL of the study-plan domain, written once. An item's
// progress is read from its own domain's records (course study records, passed exam results, live
// attendance, training completion, homework submissions): nothing is copied into plan tables.
import { PlanItemKind } from '@elearning/shared';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';

/**
 * SQL: the whole-percent progress (0–100) of item `i` for the learner `userId` (an SQL expression). The
 * tenant is a value, or a placeholder of a prepared statement (queries-my-plans.ts).
 */
export function itemProgress(tenantId: string | Placeholder, userId: SQL | Placeholder): SQL {
  const done = (exists: SQL) => sql`case when exists (${exists}) then 100 else 0 end`;
  return sql`(case i.kind
    when ${PlanItemKind.course} then coalesce((select r.progress::int from course_study_records r
      where r.tenant_id = ${tenantId} and r.user_id = ${userId} and r.course_id = i.ref_id), 0)
    when ${PlanItemKind.exam} then ${done(sql`select 1 from exam_results r where r.tenant_id = ${tenantId}
      and r.user_id = ${userId} and r.exam_id = i.ref_id and r.is_pass = 3`)}
    when ${PlanItemKind.live} then ${done(sql`select 1 from live_viewers v where v.tenant_id = ${tenantId}
      and v.user_id = ${userId} and v.live_id = i.ref_id`)}
    when ${PlanItemKind.training} then ${done(sql`select 1 from training_trainees t where t.tenant_id = ${tenantId}
      and t.user_id = ${userId} and t.training_id = i.ref_id and t.completed_at is not null`)}
    when ${PlanItemKind.homework} then ${done(sql`select 1 from homework_submissions s where s.tenant_id = ${tenantId}
      and s.user_id = ${userId} and s.homework_id = i.ref_id`)}
    else 0 end)`;
}

export const planShape = {
  id: col.int,
  name: col.text,
  cover_url: col.text,
  introduction: col.text,
  kind: col.text,
  state: col.text,
  start_at: col.date,
  end_at: col.date,
  min_electives: col.int,
  remind_days: col.int,
  lecturer_id: col.intOrNull,
  lecturer_name: col.text,
  org_id: col.intOrNull,
  category_id: col.intOrNull,
  creator_id: col.intOrNull,
  created_at: col.date,
};
export type PlanRow = RowOf<typeof planShape>;

/** The plan's columns; `p` plans, `lu` the managing lecturer. */
export const planColumns = sql`p.id, p.name, p.cover_url, p.introduction, p.kind, p.state, p.start_at, p.end_at,
  p.min_electives, p.remind_days, p.lecturer_id, coalesce(lu.name, '') as lecturer_name, p.org_id, p.category_id, p.creator_id,
  p.created_at`;
export const planJoins = sql`left join users lu on lu.id = p.lecturer_id`;

export const itemShape = {
  id: col.int,
  plan_id: col.int,
  stage_id: col.intOrNull,
  kind: col.text,
  ref_id: col.int,
  name: col.text,
  required: col.bool,
  sort_order: col.int,
  due_at: col.dateOrNull,
  prerequisite_item_id: col.intOrNull,
};
export type ItemRow = RowOf<typeof itemShape>;
export const itemColumns = sql`i.id, i.plan_id, i.stage_id, i.kind, i.ref_id, i.name, i.required, i.sort_order,
  i.due_at, i.prerequisite_item_id`;

/** An item with one learner's progress. */
export const itemProgressShape = { ...itemShape, user_id: col.int, progress: col.int };
export type ItemProgressRow = RowOf<typeof itemProgressShape>;
