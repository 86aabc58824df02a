// Course study reports of the back office (issue 20 items 6 and 9): per course, its learners (assigned,
// enrolled or studying), how many started and finished, the mean progress and the total study time; the
// learners of one course come from the lecturer tab's study list (lecturer-service), in the caller's scope.
import type { TCourseReportList } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { DataScope } from '../../core/data-scope.ts';
import { usersTargetedBy } from '../../core/org-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, type RowOf } from '../../db/rows.ts';
import { courseInScope } from './policy.ts';
import { likePattern } from './queries.ts';

const reportShape = {
  course_id: col.int,
  course_name: col.text,
  category_name: col.text,
  teacher_name: col.text,
  learner_num: col.int,
  started_num: col.int,
  finished_num: col.int,
  average_progress: col.int,
  study_seconds: col.int,
  total_num: col.int,
};
export type CourseReportRow = RowOf<typeof reportShape>;

/** One page of the report (or every row up to `window.limit` for the export). */
export async function courseReport(
  db: DbOrTx,
  actor: Actor,
  scope: DataScope,
  query: Omit<TCourseReportList, 'pageNo' | 'pageSize'>,
  window: { limit: number; offset: number },
) {
  const t = actor.tenantId;
  const filters = [sql`c.tenant_id = ${t}`, sql`c.deleted_at is null`, courseInScope(t, scope)];
  if (query.name) filters.push(sql`c.name ilike ${likePattern(query.name)}`);
  if (query.categoryId) filters.push(sql`c.category_id = ${query.categoryId}`);
  const assigned = sql`(select target_type, target_id from course_assignments a2 where a2.tenant_id = ${t} and a2.course_id = c.id)`;
  const rows = await queryRows(
    db,
    sql`select c.id as course_id, c.name as course_name, coalesce(cc.name, '') as category_name,
        coalesce(lu.name, '') as teacher_name, s.learner_num, s.started_num, s.finished_num,
        s.average_progress, s.study_seconds, (count(*) over ())::int as total_num
      from courses c
      left join course_categories cc on cc.id = c.category_id
      left join users lu on lu.id = c.lecturer_id
      cross join lateral (
        with l as (
          select id as user_id from ${usersTargetedBy(t, assigned)} x
          union select user_id from course_enrolments where tenant_id = ${t} and course_id = c.id
          union select user_id from course_study_records where tenant_id = ${t} and course_id = c.id
        )
        select count(*)::int as learner_num, count(r.user_id)::int as started_num,
          count(r.completed_at)::int as finished_num,
          coalesce(floor(avg(coalesce(r.progress, 0))), 0)::int as average_progress,
          coalesce(sum(r.study_seconds), 0)::int as study_seconds
        from l left join course_study_records r on r.user_id = l.user_id and r.course_id = c.id
      ) s
      where ${sql.join(filters, sql` and `)}
      order by c.created_at desc, c.id desc limit ${window.limit} offset ${window.offset}`,
    reportShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
