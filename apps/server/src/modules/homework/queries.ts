// Column lists and SQL pieces of the homework domain, written once: an assignment with the caller's (or a
// named learner's) submission, a submission row, and epoch milliseconds from timestamptz columns.
import type { THomeworkFile } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';

/** A timestamptz column as epoch milliseconds (float8: both drivers hand back a plain number). */
export function ms(column: string): SQL {
  return sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
}

export const jobShape = {
  id: col.int,
  tenant_id: col.text,
  source: col.text,
  biz_id: col.int,
  biz_name: col.text,
  biz_pic_url: col.text,
  train_way: col.int,
  course_id: col.intOrNull,
  chapter_id: col.intOrNull,
  title: col.text,
  instructions: col.text,
  attachments: col.json<THomeworkFile[]>(),
  due_at: col.epochMsOrNull,
  allowed_types: col.json<string[]>(),
  max_size_mb: col.int,
  pass_score: col.int,
  full_score: col.int,
  lecturer_id: col.intOrNull,
  lecturer_name: col.text,
};
export type JobRow = RowOf<typeof jobShape>;

/** Assignment `h` with its lecturer `lu`. */
export const jobColumns = sql`h.id, h.tenant_id, h.source, h.biz_id, h.biz_name, h.biz_pic_url, h.train_way::int as train_way,
  h.course_id, h.chapter_id, h.title, h.instructions, h.attachments, ${ms('h.due_at')} as due_at,
  to_jsonb(h.allowed_types) as allowed_types, h.max_size_mb, h.pass_score, h.full_score, h.lecturer_id,
  coalesce(nullif(lu.real_name, ''), lu.name, '') as lecturer_name`;
export const jobJoins = sql`left join users lu on lu.id = h.lecturer_id`;

export const submissionShape = {
  id: col.int,
  homework_id: col.int,
  user_id: col.int,
  user_name: col.text,
  state: col.int,
  content: col.text,
  files: col.json<THomeworkFile[]>(),
  score: col.intOrNull,
  comment: col.text,
  review_files: col.json<THomeworkFile[]>(),
  submit_count: col.int,
  submitted_at: col.epochMsOrNull,
  graded_at: col.epochMsOrNull,
};
export type SubmissionRow = RowOf<typeof submissionShape>;

/** Submission `s` with its learner `su`. */
export const submissionColumns = sql`s.id, s.homework_id, s.user_id, coalesce(nullif(su.real_name, ''), su.name, '') as user_name,
  s.state::int as state, s.content, s.files, s.score, s.comment, s.review_files, s.submit_count,
  ${ms('s.submitted_at')} as submitted_at, ${ms('s.graded_at')} as graded_at`;

/** The submission columns prefixed `sub_` for rows that carry a job and a submission side by side. */
export const prefixedSubmissionShape = Object.fromEntries(
  Object.entries(submissionShape).map(([key, decoder]) => [
    `sub_${key}`,
    key === 'id' ? col.intOrNull : decoder,
  ]),
);
