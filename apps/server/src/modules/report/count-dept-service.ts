// Study statistics by department (the original back office's department.vue, first tab): for each
// department the dashboard chart compares, its people, how many studied in the range, their hours and the
// exams they took. The departments are few (children of one unit), so the page is cut after counting.
import type { TReportStudyDeptRow } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { departments, peopleByDept } from './analysis-service.ts';
import type { PeopleScope } from './policy.ts';
import { atInRange, type DayRange, dayInRange } from './queries.ts';

const hours = (seconds: number) => Math.round(seconds / 360) / 10;

export async function listStudyDepts(
  db: Db,
  people: PeopleScope,
  range: DayRange,
): Promise<TReportStudyDeptRow[]> {
  const units = await departments(db, people);
  if (units.length === 0) return [];
  const t = people.tenantId;
  const byDept = peopleByDept(
    people,
    units.map((unit) => unit.id),
  );
  const rows = await queryRows(
    db,
    sql`select p.dept_id,
        count(*)::int as members,
        count(*) filter (where s.seconds > 0)::int as students,
        coalesce(sum(s.seconds), 0)::bigint as seconds,
        coalesce(sum(e.exams), 0)::int as exams
      from ${byDept} p
      left join lateral (select sum(st.seconds)::bigint as seconds from course_study_times st
        where st.tenant_id = ${t} and st.user_id = p.user_id and ${dayInRange(sql`st.study_date`, range)}) s on true
      left join lateral (select count(distinct r.exam_id)::int as exams from exam_results r
        where r.tenant_id = ${t} and r.user_id = p.user_id and ${atInRange(sql`r.submitted_at`, range)}) e on true
     group by p.dept_id`,
    { dept_id: col.int, members: col.int, students: col.int, seconds: col.int, exams: col.int },
  );
  const counts = new Map(rows.map((row) => [row.dept_id, row]));
  return units.map((unit) => {
    const row = counts.get(unit.id);
    return {
      orgId: unit.id,
      orgName: unit.name,
      orgUserCount: row?.members ?? 0,
      countStudy: row?.students ?? 0,
      studyPeriod: hours(row?.seconds ?? 0),
      countExam: row?.exams ?? 0,
    };
  });
}
