// The scale tenant for benchmarks (`npm run seed -- --scale`, PostgreSQL only): by default 10,000 users in an
// org tree of 20 departments and 100 teams, 2,000 courses of 5 chapters, assignments through users,
// departments and positions, and 1,000,000 chapter progress rows (200,000 learner-course records). The size
// option (`--progress-rows 100k|1m|5m`) scales the number of users only, 100 progress rows each, so every
// learner — the bench's `learner` above all — keeps the same courses and records while the tables around
// them grow: what growth should not change is the cost of one learner's call. Every row is made by
// set-based SQL (generate_series): 5 M rows take about 30 s on two cores. Its `learner` (password elearn123)
// is the bench's caller; `lecturer` teaches courses. Idempotent: an existing scale tenant is left alone.

import { sql } from 'drizzle-orm';
import { hashPassword } from '../core/passwords.ts';
import type { Database } from '../db/client.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

export const SCALE_TENANT = 'scale';

export const SCALE = {
  departments: 20,
  teamsPerDepartment: 5,
  positions: 50,
  lecturers: 50,
  courses: 2_000,
  chaptersPerCourse: 5,
  /** Courses each learner has progress on: users × this × chapters = the progress rows. */
  studiedPerUser: 20,
  coursesPerDepartment: 40,
  coursesPerPosition: 10,
  coursesPerUser: 2,
} as const;

/** Progress rows each user brings (20 courses × 5 chapters); the size option is counted in these. */
export const PROGRESS_ROWS_PER_USER = SCALE.studiedPerUser * SCALE.chaptersPerCourse;
export const DEFAULT_PROGRESS_ROWS = 1_000_000;
/** Below 100 users the learner, the 50 lecturers and the 100 teams would no longer be spread the same way. */
const MIN_PROGRESS_ROWS = 100 * PROGRESS_ROWS_PER_USER;
/** A ceiling that keeps a typo (500m for 5m) from filling the disk. */
const MAX_PROGRESS_ROWS = 50_000_000;

/** Reads a size such as `100k`, `1m`, `5M`, `250000` or `1_000_000` as a number of progress rows. */
export function parseProgressRows(text: string): number {
  const match = /^(\d+(?:[._]\d+)*)([km]?)$/i.exec(text.trim());
  const unit = match?.[2]?.toLowerCase();
  const scale = unit === 'm' ? 1e6 : unit === 'k' ? 1e3 : 1;
  const rows = match?.[1] ? Math.round(Number(match[1].replaceAll('_', '')) * scale) : Number.NaN;
  return checkProgressRows(rows, text);
}

/** Throws unless `rows` is a size the seed makes exactly: whole users, within the bounds above. */
export function checkProgressRows(rows: number, asked: string | number = rows): number {
  if (!Number.isInteger(rows) || rows % PROGRESS_ROWS_PER_USER !== 0)
    throw new Error(
      `progress rows "${asked}": give a multiple of ${PROGRESS_ROWS_PER_USER}, e.g. 100k, 1m or 5m`,
    );
  if (rows < MIN_PROGRESS_ROWS || rows > MAX_PROGRESS_ROWS)
    throw new Error(`progress rows "${asked}": between ${MIN_PROGRESS_ROWS} and ${MAX_PROGRESS_ROWS}`);
  return rows;
}

/** The short name of a size (100k, 1m, 5m, 250k), used in database names and reports. */
export function progressRowsLabel(rows: number): string {
  if (rows % 1_000_000 === 0) return `${rows / 1_000_000}m`;
  return rows % 1_000 === 0 ? `${rows / 1_000}k` : String(rows);
}

export type ScaleOptions = {
  /** Chapter progress rows to make; a multiple of PROGRESS_ROWS_PER_USER (default 1,000,000). */
  progressRows?: number;
};

export type ScaleReport = { created: boolean; seconds: number; counts: Record<string, number> };

/** Creates the scale tenant; PostgreSQL only (PGlite would take minutes and is not what benches measure). */
export async function seedScale(database: Database, options: ScaleOptions = {}): Promise<ScaleReport> {
  if (database.driver !== 'postgres')
    throw new Error('The scale seed runs on PostgreSQL only (set DATABASE_URL).');
  const users = checkProgressRows(options.progressRows ?? DEFAULT_PROGRESS_ROWS) / PROGRESS_ROWS_PER_USER;
  const { db } = database;
  const started = Date.now();
  const t = SCALE_TENANT;
  const existing = await db.execute(sql`select 1 from tenants where id = ${t}`);
  if ((existing as unknown as { rows: unknown[] }).rows.length > 0) {
    // A tenant seeded before the kept tables were filled here has none: fill them once.
    const listed = await db.execute(
      sql`select 1 from learner_courses where tenant_id = ${t}
          and exists (select 1 from study_hours_periods where tenant_id = ${t}) limit 1`,
    );
    if ((listed as unknown as { rows: unknown[] }).rows.length === 0)
      await db.transaction((tx) => fillKeptTables((query) => tx.execute(query), t));
    return { created: false, seconds: 0, counts: await countRows(database) };
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    // Foreign keys are checked row by row by triggers; the generated rows are consistent by construction,
    // so a superuser (development, CI) skips those checks for this load. Without the right they just run.
    const role = await tx.execute(sql`select rolsuper from pg_roles where rolname = current_user`);
    if ((role as unknown as { rows: { rolsuper: boolean }[] }).rows[0]?.rolsuper)
      await run(sql`set local session_replication_role = replica`);
    await run(sql`set local jit = off`);
    // The per-record aggregate over millions of progress rows stays one in-memory hash instead of spilling.
    await run(sql`set local work_mem = '256MB'`);
    await run(sql`insert into tenants (id, name, site_name) values (${t}, 'Scale tenant', '规模测试站点')`);
    await run(
      sql`insert into organisations (tenant_id, parent_id, name, code, sort) values (${t}, null, '总部', 'S-HQ', 0)`,
    );
    await run(sql`insert into organisations (tenant_id, parent_id, name, code, sort)
      select ${t}, (select id from organisations where tenant_id = ${t} and code = 'S-HQ'), '部门' || d, 'S-D' || d, d
      from generate_series(1, ${SCALE.departments}) d`);
    await run(sql`insert into organisations (tenant_id, parent_id, name, code, sort)
      select ${t}, o.id, o.name || '-小组' || k, o.code || '-T' || k, k
      from organisations o cross join generate_series(1, ${SCALE.teamsPerDepartment}) k
      where o.tenant_id = ${t} and o.code like 'S-D%'`);
    await run(sql`insert into positions (tenant_id, name, code, sort)
      select ${t}, '岗位' || p, 'S-P' || p, p from generate_series(1, ${SCALE.positions}) p`);
    // Users: 1 = learner, 2 = lecturer, 3..51 more lecturers; spread over teams and positions.
    await run(sql`insert into users (tenant_id, account, password_hash, name, real_name, nick_name, work_no, org_id, position_id)
      select ${t}, case n when 1 then 'learner' when 2 then 'lecturer' else 'user' || n end, ${passwordHash},
        '学员' || n, '学员' || n, '学员' || n, 'S' || lpad(n::text, 6, '0'),
        teams.ids[1 + (n - 1) % ${SCALE.departments * SCALE.teamsPerDepartment}], pos.ids[1 + (n - 1) % ${SCALE.positions}]
      from generate_series(1, ${users}) n
      cross join (select array_agg(id order by id) as ids from organisations
        where tenant_id = ${t} and code like 'S-D%-T%') teams
      cross join (select array_agg(id order by id) as ids from positions where tenant_id = ${t}) pos`);
    await run(sql`insert into user_identities (user_id, tenant_id, is_teacher)
      select id, ${t}, row_number() over (order by id) between 2 and ${SCALE.lecturers + 1}
      from users where tenant_id = ${t}`);
    await run(sql`insert into knowledge_systems (tenant_id, name, sort)
      select ${t}, '知识体系' || k, k from generate_series(1, 10) k`);
    await run(sql`insert into courses (tenant_id, name, cover_url, lecturer_id, knowledge_system_id, introduction,
        credit_hours, points, on_shelf, audience, created_at)
      select ${t}, '规模课程 ' || n, '/course-covers/cover-' || (n % 8 + 1) || '.svg',
        lect.ids[1 + n % ${SCALE.lecturers}], ks.ids[1 + n % 10], '<p>规模测试课程</p>', (n % 4 + 1), n % 20,
        n % 50 <> 0, 'all', now() - (n || ' minutes')::interval
      from generate_series(1, ${SCALE.courses}) n
      cross join (select array_agg(id order by id) as ids from knowledge_systems where tenant_id = ${t}) ks
      cross join (select array_agg(user_id order by user_id) as ids from user_identities
        where tenant_id = ${t} and is_teacher) lect`);
    await run(sql`insert into course_chapters (tenant_id, course_id, name, type, sort, duration_seconds)
      select ${t}, c.id, '第' || k || '章', case when k % 2 = 1 then 6 else 1 end, k, case when k % 2 = 1 then 600 else 0 end
      from courses c cross join generate_series(1, ${SCALE.chaptersPerCourse}) k where c.tenant_id = ${t}`);
    await assignScale(run, t);
    await progressScale(run, t);
    await fillKeptTables(run, t);
  });
  await db.execute(sql`analyze`);
  return { created: true, seconds: (Date.now() - started) / 1000, counts: await countRows(database) };
}

type Run = (query: ReturnType<typeof sql>) => Promise<unknown>;

/**
 * The tables triggers keep on every change but the load above skips (replica mode turns triggers off): the
 * learners' study table (learner_courses, migration 0008), filled through the migration's own refresh
 * function, and the study-hour totals (study_hours_periods, 0023), so lists and rankings read what learners
 * really have.
 */
async function fillKeptTables(run: Run, t: string) {
  await run(sql`set local session_replication_role = origin`);
  await run(
    sql`select learner_courses_refresh_assigned(${t}, array_agg(id), null) from users where tenant_id = ${t}`,
  );
  await run(sql`insert into learner_courses as l (tenant_id, user_id, course_id, added_at, elective_at, progress)
    select e.tenant_id, e.user_id, e.course_id, case when e.kind = 'added' then e.created_at end,
      case when e.kind = 'elective' then e.created_at end, coalesce(r.progress, 0)
    from course_enrolments e left join course_study_records r on r.user_id = e.user_id and r.course_id = e.course_id
    where e.tenant_id = ${t}
    on conflict (tenant_id, user_id, course_id) do update
      set added_at = excluded.added_at, elective_at = excluded.elective_at`);
  // The study-hour rankings' totals (study_hours_periods, migration 0023), as that migration fills them.
  await run(sql`delete from study_hours_periods where tenant_id = ${t}`);
  await run(sql`insert into study_hours_periods (tenant_id, user_id, period, seconds)
    select s.tenant_id, s.user_id, p.period, sum(s.seconds)::int from course_study_times s
      cross join lateral unnest(array[to_char(s.study_date, 'YYYY-MM'), to_char(s.study_date, 'YYYY'), 'all']) as p(period)
    where s.tenant_id = ${t} group by s.tenant_id, s.user_id, p.period`);
}

/** Course ids in id order, so `course_ids[1 + n]` picks the n-th course without a join. */
const courseIds = (t: string) =>
  sql`(select array_agg(id order by id) as ids from courses where tenant_id = ${t})`;

/** Every department gets 40 courses, every position 10, every user 2 of their own; 10 % add 3 more. */
async function assignScale(run: Run, t: string) {
  const ranked = (table: string, where = sql``) =>
    sql`(select id, row_number() over (order by id) - 1 as rn from ${sql.raw(table)} where tenant_id = ${t} ${where})`;
  await run(sql`insert into course_assignments (tenant_id, course_id, target_type, target_id)
    select ${t}, c.ids[1 + (d.rn * 97 + k * 13) % ${SCALE.courses}], 'org', d.id
    from ${ranked('organisations', sql`and code ~ '^S-D[0-9]+$'`)} d
    cross join generate_series(0, ${SCALE.coursesPerDepartment - 1}) k cross join ${courseIds(t)} c
    on conflict do nothing`);
  await run(sql`insert into course_assignments (tenant_id, course_id, target_type, target_id)
    select ${t}, c.ids[1 + (p.rn * 31 + k * 7 + 500) % ${SCALE.courses}], 'position', p.id
    from ${ranked('positions')} p
    cross join generate_series(0, ${SCALE.coursesPerPosition - 1}) k cross join ${courseIds(t)} c
    on conflict do nothing`);
  await run(sql`insert into course_assignments (tenant_id, course_id, target_type, target_id)
    select ${t}, c.ids[1 + (u.rn * 11 + k * 1009 + 1000) % ${SCALE.courses}], 'user', u.id
    from ${ranked('users')} u
    cross join generate_series(0, ${SCALE.coursesPerUser - 1}) k cross join ${courseIds(t)} c
    on conflict do nothing`);
  await run(sql`insert into course_enrolments (tenant_id, user_id, course_id, kind)
    select ${t}, u.id, c.ids[1 + (u.rn * 17 + k * 211 + 1500) % ${SCALE.courses}],
      case when k = 0 then 'added' else 'elective' end
    from ${ranked('users')} u cross join generate_series(0, 2) k cross join ${courseIds(t)} c
    where u.rn % 10 = 0
    on conflict do nothing`);
}

/** 20 courses per learner × 5 chapters = 100 progress rows per user, then one record per learner and course. */
async function progressScale(run: Run, t: string) {
  await run(sql`analyze users, courses, course_chapters`);
  await run(sql`with u as (select id, row_number() over (order by id) - 1 as rn from users where tenant_id = ${t}),
      c as materialized (select id, row_number() over (order by id) - 1 as rn from courses where tenant_id = ${t}),
      pairs as (select u.id as user_id, u.rn, k, (u.rn * 37 + k * 101) % ${SCALE.courses} as ci
        from u cross join generate_series(1, ${SCALE.studiedPerUser}) k)
    insert into course_chapter_progress (tenant_id, user_id, course_id, chapter_id, percent, last_position, updated_at)
    select ${t}, p.user_id, c.id, ch.id, ((p.rn * 7 + p.k * 13 + ch.sort * 29) % 5) * 25, 0,
      now() - ((p.rn + p.k) % 60 || ' days')::interval
    from pairs p join c on c.rn = p.ci join course_chapters ch on ch.course_id = c.id and ch.tenant_id = ${t}`);
  await run(sql`insert into course_study_records (tenant_id, user_id, course_id, progress, study_seconds,
      last_chapter_id, time_credited_at, first_studied_at, last_studied_at, completed_at)
    select ${t}, user_id, course_id, floor(avg(percent))::int, sum(percent)::int * 6, max(chapter_id),
      max(updated_at), min(updated_at) - interval '3 days', max(updated_at),
      case when min(percent) = 100 then max(updated_at) end
    from course_chapter_progress where tenant_id = ${t} group by user_id, course_id`);
  await run(sql`insert into course_completions (tenant_id, user_id, course_id, created_at)
    select ${t}, user_id, course_id, completed_at from course_study_records
    where tenant_id = ${t} and completed_at is not null`);
  await run(sql`update courses c set study_num = r.n
    from (select course_id, count(*)::int as n from course_study_records where tenant_id = ${t} group by course_id) r
    where c.tenant_id = ${t} and c.id = r.course_id`);
}

async function countRows(database: Database): Promise<Record<string, number>> {
  const result = await database.db.execute(sql`select
      (select count(*) from users where tenant_id = ${SCALE_TENANT})::int as users,
      (select count(*) from courses where tenant_id = ${SCALE_TENANT})::int as courses,
      (select count(*) from course_chapter_progress where tenant_id = ${SCALE_TENANT})::int as progress_rows,
      (select count(*) from course_study_records where tenant_id = ${SCALE_TENANT})::int as study_records,
      (select count(*) from course_assignments where tenant_id = ${SCALE_TENANT})::int as assignments,
      (select count(*) from learner_courses where tenant_id = ${SCALE_TENANT})::int as learner_courses`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
}
