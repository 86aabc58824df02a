// The training figures of the back office's study report (report module's registerAreaCounter /
// registerDepartmentCounter): the report never reads training tables itself, the training domain counts.
// A training counts in a range when it begins in it; its people are its accepted trainees; time is the
// length of the face-to-face sessions they signed in to; 'passed' is a completed training.
import { sql } from 'drizzle-orm';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { atInRange } from '../report/queries.ts';
import { registerAreaCounter, registerDepartmentCounter } from '../report/study-area-service.ts';

let registered = false;

export function registerTrainingReportCounters(): void {
  if (registered) return;
  registered = true;

  registerAreaCounter('train', async (db, people, range, coversUser) => {
    const row = await queryRow(
      db,
      sql`with joined as (
          select tt.training_id, tt.user_id, tt.completed_at
          from training_trainees tt join trainings t on t.id = tt.training_id join users u on u.id = tt.user_id
          where tt.tenant_id = ${people.tenantId} and tt.state = 'signed_up' and t.deleted_at is null
            and ${atInRange(sql`t.begin_at`, range)} and ${coversUser('u')})
        select (select count(distinct training_id) from joined)::int as train_num,
          (select count(distinct user_id) from joined)::int as train_students,
          coalesce((select sum(extract(epoch from (s.ends_at - s.starts_at)))
            from joined j join training_sign_ins si on si.training_id = j.training_id and si.user_id = j.user_id
            join training_sessions s on s.id = si.session_id), 0)::int as train_time,
          coalesce((select round(100.0 * count(*) filter (where completed_at is not null) / nullif(count(*), 0))
            from joined), 0)::int as train_pass`,
      { train_num: col.int, train_students: col.int, train_time: col.int, train_pass: col.int },
    );
    return {
      trainNum: row?.train_num ?? 0,
      trainStudents: row?.train_students ?? 0,
      trainTime: Math.round(row?.train_time ?? 0),
      trainPass: row?.train_pass ?? 0,
    };
  });

  registerDepartmentCounter('train', async (db, tenantId, range, peopleByDept) => {
    const rows = await queryRows(
      db,
      sql`select p.dept_id, count(distinct p.user_id)::int as joined,
          count(distinct p.user_id) filter (where tt.completed_at is not null)::int as passed
        from ${peopleByDept} p join training_trainees tt on tt.user_id = p.user_id and tt.tenant_id = ${tenantId}
          and tt.state = 'signed_up'
        join trainings t on t.id = tt.training_id and t.deleted_at is null
        where ${atInRange(sql`t.begin_at`, range)}
        group by p.dept_id`,
      { dept_id: col.int, joined: col.int, passed: col.int },
    );
    return new Map(rows.map((row) => [row.dept_id, { joined: row.joined, passed: row.passed }]));
  });
}
