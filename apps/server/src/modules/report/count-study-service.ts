// Per-person study statistics (the original back office's personal.vue, first tab): for each person the
// report covers, sign-in days, study hours and exams taken in the day range. Figures come from the tables
// the dashboard already counts; one statement per page, ordered by org unit then name so pages are stable.
import type { TReportStudyUserRow } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { PageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { coversUser, type PeopleScope } from './policy.ts';
import { atInRange, type DayRange, dayInRange } from './queries.ts';

export type StudyUserFilter = DayRange & { userName?: string | undefined };

const hours = (seconds: number) => Math.round(seconds / 360) / 10;

function peopleWhere(people: PeopleScope, filter: StudyUserFilter): SQL {
  const name = filter.userName ? sql`u.name ilike ${`%${escapeLike(filter.userName)}%`}` : sql`true`;
  return sql`u.tenant_id = ${people.tenantId} and not u.disabled and ${name} and ${coversUser(people)}`;
}

/** `%` and `_` typed by the admin are literal characters of a name, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (found) => `\\${found}`);
}

export async function countStudyUsers(db: Db, people: PeopleScope, filter: StudyUserFilter): Promise<number> {
  const row = await queryRow(
    db,
    sql`select count(*)::int as n from users u where ${peopleWhere(people, filter)}`,
    {
      n: col.int,
    },
  );
  return row?.n ?? 0;
}

/** One page of people (all of them when `window` is absent, for the export). */
export async function listStudyUsers(
  db: Db,
  people: PeopleScope,
  filter: StudyUserFilter,
  window?: PageWindow,
): Promise<TReportStudyUserRow[]> {
  const t = people.tenantId;
  const page = window ? sql`limit ${window.limit} offset ${window.offset}` : sql``;
  const rows = await queryRows(
    db,
    sql`select u.id, u.name, u.work_no, coalesce(o.name, '') as org_name, coalesce(p.name, '') as position_name,
        (select count(distinct (l.created_at at time zone 'UTC')::date)::int from login_records l
          where l.tenant_id = ${t} and l.user_id = u.id and l.success
            and ${atInRange(sql`l.created_at`, filter)}) as login_days,
        (select coalesce(sum(s.seconds), 0)::bigint from course_study_times s
          where s.tenant_id = ${t} and s.user_id = u.id and ${dayInRange(sql`s.study_date`, filter)}) as seconds,
        (select count(distinct r.exam_id)::int from exam_results r
          where r.tenant_id = ${t} and r.user_id = u.id and ${atInRange(sql`r.submitted_at`, filter)}) as exams
      from users u
      left join organisations o on o.id = u.org_id
      left join positions p on p.id = u.position_id
     where ${peopleWhere(people, filter)}
     order by o.name nulls last, u.name, u.id ${page}`,
    {
      id: col.int,
      name: col.text,
      work_no: col.text,
      org_name: col.text,
      position_name: col.text,
      login_days: col.int,
      seconds: col.int,
      exams: col.int,
    },
  );
  return rows.map((row) => ({
    userId: row.id,
    userName: row.name,
    workNo: row.work_no,
    orgName: row.org_name,
    position: row.position_name,
    totalLogin: row.login_days,
    studyPeriod: hours(row.seconds),
    countExam: row.exams,
  }));
}
