// The study-plan figures of the back office's study report (report module's registerAreaCounter): the
// report never reads plan tables itself. A required, published plan counts in a range when it starts in
// it; its students are the audience the report's people scope admits; the time is their study time on the
// plan's courses (course study records, seconds).
import { PlanItemKind, PlanKind, PlanState } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { col, queryRow } from '../../db/rows.ts';
import { atInRange } from '../report/queries.ts';
import { registerAreaCounter } from '../report/study-area-service.ts';
import { audienceOf } from './lecturer-service.ts';

let registered = false;

export function registerStudyPlanReportCounters(): void {
  if (registered) return;
  registered = true;
  registerAreaCounter('plan', async (db, people, range, coversUser) => {
    const tenantId = people.tenantId;
    const row = await queryRow(
      db,
      sql`with plans as (
          select p.id from study_plans p where p.tenant_id = ${tenantId} and p.kind = ${PlanKind.required}
            and p.state = ${PlanState.published} and ${atInRange(sql`p.start_at`, range)}),
        students as (
          select distinct pl.id as plan_id, u.id as user_id from plans pl
          join users u on u.id in ${audienceOf(tenantId, sql`pl.id`)} where ${coversUser('u')})
        select (select count(*) from plans)::int as plan_num,
          (select count(distinct user_id) from students)::int as student_num,
          coalesce((select sum(r.study_seconds) from students s
            join study_plan_items i on i.plan_id = s.plan_id and i.kind = ${PlanItemKind.course}
            join course_study_records r on r.tenant_id = ${tenantId} and r.user_id = s.user_id and r.course_id = i.ref_id), 0)::int
            as study_time`,
      { plan_num: col.int, student_num: col.int, study_time: col.int },
    );
    return {
      compulsoryNum: row?.plan_num ?? 0,
      compulsoryStudents: row?.student_num ?? 0,
      compulsoryTime: row?.study_time ?? 0,
    };
  });
}
