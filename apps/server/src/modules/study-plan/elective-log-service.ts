// The back office's elective view log (original learnPlan/ElectivePlanList.vue: queryLog, delLog): who
// opened which course to learn ('立即学习' logs a view, plan/course/addLog), filtered by course, person,
// phone and org unit (with the units below it); and the exams of a course the plan editor adds with it.
import type { TElectiveLog } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { orgSubtree } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';

const logShape = {
  id: col.int,
  course_id: col.int,
  course_no: col.text,
  course_name: col.text,
  user_id: col.int,
  work_no: col.text,
  user_name: col.text,
  department: col.text,
  created_at: col.epochMs,
  total_num: col.int,
};

export async function listElectiveLog(db: DbOrTx, tenantId: string, query: TElectiveLog) {
  const { limit, offset } = pageWindow(query);
  const filters: SQL[] = [sql`l.tenant_id = ${tenantId}`];
  if (query.courseName) filters.push(sql`position(lower(${query.courseName}) in lower(c.name)) > 0`);
  if (query.userName)
    filters.push(sql`(position(lower(${query.userName}) in lower(u.name)) > 0
      or position(lower(${query.userName}) in lower(u.real_name)) > 0)`);
  if (query.phonenum) filters.push(sql`u.phone = ${query.phonenum}`);
  if (query.departmentId !== undefined)
    filters.push(sql`u.org_id in ${orgSubtree(tenantId, sql`(select ${query.departmentId}::int)`)}`);
  const rows = await queryRows(
    db,
    sql`select l.id::int as id, c.id as course_id, coalesce(c.course_no, '') as course_no, c.name as course_name,
        u.id as user_id, u.work_no, coalesce(nullif(u.real_name, ''), u.name) as user_name,
        coalesce(o.name, '') as department, (extract(epoch from l.created_at) * 1000)::float8 as created_at,
        (count(*) over ())::int as total_num
      from course_view_logs l
      join courses c on c.id = l.course_id and c.tenant_id = l.tenant_id
      join users u on u.id = l.user_id and u.tenant_id = l.tenant_id
      left join organisations o on o.id = u.org_id
      where ${sql.join(filters, sql` and `)}
      order by l.created_at desc, l.id desc limit ${limit} offset ${offset}`,
    logShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** Deletes entries of this tenant's log; another tenant's ids delete nothing. Returns how many went. */
export async function deleteElectiveLog(db: DbOrTx, tenantId: string, ids: readonly number[]) {
  const rows = await queryRows(
    db,
    sql`delete from course_view_logs where tenant_id = ${tenantId}
      and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) returning id::int as id`,
    { id: col.int },
  );
  return rows.length;
}

/** The exams attached to a course of this tenant (source course), published or not, oldest first. */
export async function listCourseExams(db: DbOrTx, tenantId: string, courseId: number) {
  return queryRows(
    db,
    sql`select e.id, e.name, e.pass_score::float8 as pass_score, e.total_score::float8 as total_score, e.published
      from exams e where e.tenant_id = ${tenantId} and e.source_type = 'course' and e.source_id = ${courseId}
      order by e.id`,
    { id: col.int, name: col.text, pass_score: col.num, total_score: col.num, published: col.bool },
  );
}
