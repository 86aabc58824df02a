// Column lists, row shapes and SQL pieces of the training domain, written once. `t` is trainings, `tt` the
// caller's trainee row, `ks` the knowledge system (category), `hu` the head teacher.
import { type SQL, sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';
import { nowDate } from './clock.ts';

/** A timestamptz column as epoch ms (both drivers may hand back text for a raw-SQL timestamp). */
export const msCol = (value: unknown, column: string): number => col.date(value, column).getTime();
export const msOrNullCol = (value: unknown, column: string): number | null =>
  value === null ? null : msCol(value, column);

/** SPEC §4 status of training alias `t` at the training clock's now: 1 before, 2 between, 3 after. */
export function statusSql(alias = 't'): SQL {
  const now = nowDate();
  const a = sql.raw(alias);
  return sql`(case when ${now}::timestamptz < ${a}.begin_at then 1 when ${now}::timestamptz > ${a}.end_at then 3 else 2 end)`;
}

export const trainingShape = {
  id: col.int,
  tenant_id: col.text,
  name: col.text,
  cover_url: col.text,
  train_way: col.int,
  train_scope: col.text,
  category_name: col.text,
  plan_size: col.int,
  trainee_num: col.int,
  address: col.text,
  contact_name: col.text,
  contact_phone: col.text,
  sponsor: col.text,
  organizer: col.text,
  head_teacher_id: col.intOrNull,
  head_teacher: col.text,
  assistants: col.text,
  introduction: col.text,
  begin_at: msCol,
  end_at: msCol,
  apply_join: col.bool,
  sign_up_review: col.text,
  apply_start_at: msOrNullCol,
  apply_end_at: msOrNullCol,
  sign_in_grace_minutes: col.int,
  pass_score: col.int,
  weights: col.json<Record<string, number>>(),
  certificate_template_id: col.intOrNull,
  status: col.int,
  my_state: col.textOrNull,
  my_source: col.textOrNull,
  my_removed: col.bool,
  my_reject_desc: col.text,
};
export type TrainingRow = RowOf<typeof trainingShape>;

/** The training's columns with the caller's trainee row (`userId` null for none). */
export function trainingColumns(): SQL {
  return sql`t.id, t.tenant_id, t.name, t.cover_url, t.train_way, t.train_scope,
    coalesce(ks.name, '') as category_name, t.plan_size, t.trainee_num, t.address, t.contact_name,
    t.contact_phone, t.sponsor, t.organizer, t.head_teacher_id, coalesce(hu.name, '') as head_teacher,
    t.assistants, t.introduction, t.begin_at, t.end_at, t.apply_join, t.sign_up_review, t.apply_start_at,
    t.apply_end_at, t.sign_in_grace_minutes, t.pass_score, t.weights, t.certificate_template_id,
    ${statusSql()} as status, tt.state as my_state, tt.source as my_source,
    (tt.removed_at is not null) as my_removed, coalesce(tt.reject_desc, '') as my_reject_desc`;
}

export function trainingJoins(userId: number | null): SQL {
  return sql`left join knowledge_systems ks on ks.id = t.knowledge_system_id
    left join users hu on hu.id = t.head_teacher_id
    left join training_trainees tt on tt.training_id = t.id and tt.user_id = ${userId ?? 0}`;
}

export const sessionShape = {
  id: col.int,
  training_id: col.int,
  kind: col.text,
  title: col.text,
  starts_at: msCol,
  ends_at: msCol,
  classroom: col.text,
  lecturer_id: col.intOrNull,
  lecturer_name: col.text,
  course_id: col.intOrNull,
  exam_id: col.intOrNull,
  homework_id: col.intOrNull,
  qr_secret: col.text,
  stopped: col.bool,
};
export type SessionRow = RowOf<typeof sessionShape>;

export const sessionColumns = sql`s.id, s.training_id, s.kind, s.title, s.starts_at, s.ends_at, s.classroom,
  s.lecturer_id, coalesce(lu.name, '') as lecturer_name, s.course_id, s.exam_id, s.homework_id, s.qr_secret,
  (s.stopped_at is not null) as stopped`;
export const sessionJoins = sql`left join users lu on lu.id = s.lecturer_id`;
