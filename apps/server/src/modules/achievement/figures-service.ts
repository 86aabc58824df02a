// The learner's own figures (home page, /Integral, personal centre): points earned all time, this year and
// this month from the maintained aggregates, the spendable balance, and study hours from course study time.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow } from '../../db/rows.ts';
import { monthKey, monthStart, yearKey, yearStart } from './queries.ts';

export type Learner = Pick<Actor, 'tenantId' | 'userId'>;

export async function pointsFiguresOf(db: DbOrTx, learner: Learner) {
  const row = await queryRow(
    db,
    sql`select coalesce(b.earned, 0)::int as total, coalesce(b.balance, 0)::int as balance,
          coalesce((select earned from points_periods p where p.tenant_id = ${learner.tenantId}
                     and p.user_id = ${learner.userId} and p.period = ${yearKey}), 0)::int as year,
          coalesce((select earned from points_periods p where p.tenant_id = ${learner.tenantId}
                     and p.user_id = ${learner.userId} and p.period = ${monthKey}), 0)::int as month
        from (select 1) one
        left join points_balances b on b.tenant_id = ${learner.tenantId} and b.user_id = ${learner.userId}`,
    { total: col.int, balance: col.int, year: col.int, month: col.int },
  );
  return { total: row?.total ?? 0, year: row?.year ?? 0, month: row?.month ?? 0, balance: row?.balance ?? 0 };
}

/** Study seconds credited by the course domain: all time, this year, this month. */
export async function studySecondsOf(db: DbOrTx, learner: Learner) {
  const row = await queryRow(
    db,
    sql`select coalesce(sum(seconds), 0)::int as total,
          coalesce(sum(seconds) filter (where study_date >= ${yearStart}), 0)::int as year,
          coalesce(sum(seconds) filter (where study_date >= ${monthStart}), 0)::int as month
        from course_study_times where tenant_id = ${learner.tenantId} and user_id = ${learner.userId}`,
    { total: col.int, year: col.int, month: col.int },
  );
  return { total: row?.total ?? 0, year: row?.year ?? 0, month: row?.month ?? 0 };
}

/** "My archive": my totals and counts, and the share of the tenant's learners my totals beat. */
export async function personalStatistics(db: DbOrTx, learner: Learner) {
  const { tenantId, userId } = learner;
  const row = await queryRow(
    db,
    sql`with mine as (
          select coalesce((select earned from points_balances where tenant_id = ${tenantId} and user_id = ${userId}), 0) as points,
                 coalesce((select sum(seconds) from course_study_times where tenant_id = ${tenantId} and user_id = ${userId}), 0) as seconds,
                 (select count(*) from certificates where tenant_id = ${tenantId} and user_id = ${userId}) as certificates
        ), learners as (select count(*)::float as n from users where tenant_id = ${tenantId})
        select mine.points::int as points, mine.seconds::int as seconds, mine.certificates::int as certificates,
          coalesce(100 * (select count(*) from points_balances b where b.tenant_id = ${tenantId} and b.earned < mine.points) / nullif(learners.n, 0), 0)::float as points_exceed,
          coalesce(100 * (select count(*) from study_hours_periods h where h.tenant_id = ${tenantId}
                    and h.period = 'all' and h.seconds < mine.seconds) / nullif(learners.n, 0), 0)::float as seconds_exceed,
          coalesce(100 * (select count(*) from (select user_id from certificates where tenant_id = ${tenantId}
                    group by user_id having count(*) < mine.certificates) c) / nullif(learners.n, 0), 0)::float as certificates_exceed
        from mine, learners`,
    {
      points: col.int,
      seconds: col.int,
      certificates: col.int,
      points_exceed: col.num,
      seconds_exceed: col.num,
      certificates_exceed: col.num,
    },
  );
  const facts = await queryRow(
    db,
    sql`select count(*) filter (where kind = 'course')::int as courses,
          count(*) filter (where kind = 'exam')::int as exams,
          count(*) filter (where kind in ('trainOnLine', 'trainOffLine', 'trainMix'))::int as trainings,
          count(*) filter (where kind = 'live')::int as lives,
          (select count(distinct exam_id) from exam_attempts where tenant_id = ${tenantId} and user_id = ${userId}
             and status = 'submitted')::int as exams_taken
        from learning_facts where tenant_id = ${tenantId} and user_id = ${userId}`,
    { courses: col.int, exams: col.int, trainings: col.int, lives: col.int, exams_taken: col.int },
  );
  return { ...row, ...facts };
}
