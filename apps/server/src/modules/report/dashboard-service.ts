// The dashboard's figures (the original back office's first screen): organisation, people, sign-ins, course
// study and exams, counted over the people the caller's scope covers. Reports only read; each figure is one
// aggregate statement over indexed columns.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { col, queryRow } from '../../db/rows.ts';
import { coversOrg, coversUser, type PeopleScope } from './policy.ts';
import { atInRange, type DayRange, dayInRange } from './queries.ts';

const counted = { a: col.int, b: col.int, c: col.int, d: col.int };

async function four(db: Db, query: ReturnType<typeof sql>) {
  return (await queryRow(db, query, counted)) ?? { a: 0, b: 0, c: 0, d: 0 };
}

/** Org units, positions, roles and back-office users (people holding a role). */
export async function countOrganisation(db: Db, people: PeopleScope) {
  const t = people.tenantId;
  const row = await four(
    db,
    sql`select
      (select count(*)::int from organisations o where o.tenant_id = ${t} and ${coversOrg(people)}) as a,
      (select count(*)::int from positions p left join organisations o on o.id = p.org_id
        where p.tenant_id = ${t} and (p.org_id is null and ${people.orgId === undefined} or p.org_id is not null and ${coversOrg(people)})) as b,
      (select count(*)::int from roles r where r.tenant_id = ${t} and not r.disabled) as c,
      (select count(*)::int from users u join user_identities ui on ui.user_id = u.id
        where u.tenant_id = ${t} and not u.disabled and ui.role_id <> 0 and ${coversUser(people)}) as d`,
  );
  return { orgNum: row.a, positionNum: row.b, roleNum: row.c, managerNum: row.d };
}

/** Active people and how many of them are lecturers. */
export async function countMembers(db: Db, people: PeopleScope) {
  const row = await four(
    db,
    sql`select count(*)::int as a, count(*) filter (where ui.is_teacher)::int as b, 0 as c, 0 as d
          from users u left join user_identities ui on ui.user_id = u.id
         where u.tenant_id = ${people.tenantId} and not u.disabled and ${coversUser(people)}`,
  );
  return { userNum: row.a, teacherNum: row.b };
}

/** Successful sign-ins in the range: distinct people and times. */
export async function countLogins(db: Db, people: PeopleScope, range: DayRange) {
  const row = await four(
    db,
    sql`select count(distinct l.user_id)::int as a, count(*)::int as b, 0 as c, 0 as d
          from login_records l join users u on u.id = l.user_id
         where l.tenant_id = ${people.tenantId} and l.success
           and ${atInRange(sql`l.created_at`, range)} and ${coversUser(people)}`,
  );
  return { loginUsers: row.a, loginTimes: row.b };
}

/** Courses on the shelf (drafts never are); people who studied in the range and their hours (from the daily study-time rows). */
export async function countCourseStudy(db: Db, people: PeopleScope, range: DayRange) {
  const t = people.tenantId;
  const row = await queryRow(
    db,
    sql`select
      (select count(*)::int from courses c where c.tenant_id = ${t} and c.deleted_at is null and c.on_shelf) as courses,
      count(distinct s.user_id)::int as students,
      coalesce(sum(s.seconds), 0)::bigint as seconds
      from course_study_times s join users u on u.id = s.user_id
     where s.tenant_id = ${t} and ${dayInRange(sql`s.study_date`, range)} and ${coversUser(people)}`,
    { courses: col.int, students: col.int, seconds: col.int },
  );
  return row ?? { courses: 0, students: 0, seconds: 0 };
}

/** Published exams; results submitted in the range: people, attempts, and how many passed of those scored. */
export async function countExams(db: Db, people: PeopleScope, range: DayRange) {
  const t = people.tenantId;
  const row = await queryRow(
    db,
    sql`select
      (select count(*)::int from exams e where e.tenant_id = ${t} and e.published) as exams,
      count(distinct r.user_id)::int as students,
      count(*)::int as attempts,
      count(*) filter (where r.is_pass = 3)::int as passed,
      count(*) filter (where r.is_pass is not null)::int as scored
      from exam_results r join users u on u.id = r.user_id
     where r.tenant_id = ${t} and ${atInRange(sql`r.submitted_at`, range)} and ${coversUser(people)}`,
    { exams: col.int, students: col.int, attempts: col.int, passed: col.int, scored: col.int },
  );
  return row ?? { exams: 0, students: 0, attempts: 0, passed: 0, scored: 0 };
}
