// Rankings (issue 15 §3): points this month, this year or all time, for the tenant or within my org unit,
// with my own rank. Points rankings read the maintained aggregates (points_periods, points_balances) through
// their (tenant, period, earned desc) indexes: a page is an index range and each line's rank a count of the
// few above it; how many the tenant's ranking holds is read from points_rank_sizes (kept by triggers of the
// achievement migration), never counted, so nothing per request grows with the tenant's 10 000 learners; the
// tenant-wide page is a prepared statement (ranking-prepared.ts). My rank counts those above me through the
// same index. Study-hour rankings sum the course domain's daily
// study time of the period.
import { RankMeasure, RankPeriod, RankScope, type TRankingQuery } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { learnerColumns, learnerJoins, learnerShape } from './queries.ts';
import { periodKey, pointsRankingPage, rankLineShape } from './ranking-prepared.ts';

type Ranking = Pick<TRankingQuery, 'period' | 'scope' | 'measure'>;

/**
 * The (user_id, value) rows being ranked, as a subquery over the aggregate of the measure and period: points
 * from the ledger's totals, study seconds from study_hours_periods (kept by a trigger on course_study_times).
 */
function rankedSource(actor: Actor, ranking: Ranking): SQL {
  const { tenantId } = actor;
  if (ranking.measure === RankMeasure.hours)
    return sql`(select user_id, seconds as value from study_hours_periods
                 where tenant_id = ${tenantId} and period = ${periodKey(ranking.period)} and seconds > 0)`;
  if (ranking.period === RankPeriod.all)
    return sql`(select user_id, earned as value from points_balances where tenant_id = ${tenantId} and earned > 0)`;
  return sql`(select user_id, earned as value from points_periods
               where tenant_id = ${tenantId} and period = ${periodKey(ranking.period)} and earned > 0)`;
}

/**
 * How many the ranking holds: the maintained size for a tenant-wide points ranking (one primary-key read);
 * otherwise a count of an index range of the aggregate, bounded by my org unit for the org scope.
 */
function rankingSize(actor: Actor, ranking: Ranking, source: SQL, inScope: SQL): SQL {
  if (ranking.measure === RankMeasure.points && !isScoped(actor, ranking))
    return sql`coalesce((select ranked from points_rank_sizes
                          where tenant_id = ${actor.tenantId} and period = ${periodKey(ranking.period)}), 0)`;
  return sql`(select count(*) from ${source} r ${inScope})`;
}

const isScoped = (actor: Actor, ranking: Ranking) => ranking.scope === RankScope.org && actor.orgId !== null;

/** Joins `r` to users of my org unit when the ranking is scoped to it; nothing otherwise. */
function scopeJoin(actor: Actor, ranking: Ranking): SQL {
  if (!isScoped(actor, ranking)) return sql``;
  return sql`join users su on su.id = r.user_id and su.tenant_id = ${actor.tenantId} and su.org_id = ${actor.orgId}`;
}

/** Within my org unit: only learners of my unit (a learner without one ranks in the whole tenant). */
function scopeFilter(actor: Actor, ranking: Ranking): SQL {
  if (isScoped(actor, ranking)) return sql`and u.org_id = ${actor.orgId}`;
  return sql``;
}

/**
 * One page of the ranking, best first; ties share a rank. The page is taken from the ordered aggregate
 * first (an index range), then joined to its 20 users; each line's rank is 1 + how many have more. The
 * ranking's size rides on every line (one round trip); only a page past the end asks for it on its own.
 */
export async function rankingPage(db: DbOrTx, actor: Actor, query: TRankingQuery) {
  const { limit, offset } = pageWindow(query);
  const source = rankedSource(actor, query);
  const inScope = scopeJoin(actor, query);
  const size = rankingSize(actor, query, source, inScope);
  const tenantWide = query.measure === RankMeasure.points && !isScoped(actor, query);
  const rows = tenantWide
    ? await pointsRankingPage(db, query.period, { tenantId: actor.tenantId, limit, offset })
    : await queryRows(
        db,
        sql`with page as (select r.user_id, r.value from ${source} r ${inScope}
                          order by r.value desc nulls last, r.user_id limit ${limit} offset ${offset})
            select ${learnerColumns}, page.value,
              (1 + (select count(*) from ${source} r ${inScope} where r.value > page.value))::int as rank,
              (${size})::int as total
            from page ${learnerJoins(sql`page.user_id`)}
            order by page.value desc, u.id`,
        rankLineShape,
      );
  if (rows.length > 0 || offset === 0) return { rows, totalNum: rows[0]?.total ?? 0 };
  const total = await queryRow(db, sql`select (${size})::int as n`, { n: col.int });
  return { rows, totalNum: total?.n ?? 0 };
}

/** The top `num` learners (home page), best first. */
export async function topLearners(db: DbOrTx, actor: Actor, ranking: Ranking, num: number) {
  return queryRows(
    db,
    sql`select ${learnerColumns}, r.value from ${rankedSource(actor, ranking)} r ${learnerJoins(sql`r.user_id`)}
        where u.tenant_id = ${actor.tenantId} ${scopeFilter(actor, ranking)}
        order by r.value desc nulls last, r.user_id limit ${num}`,
    { ...learnerShape, value: col.int },
  );
}

/**
 * My rank (1 + how many have more), my value and how many are ranked; rank null when I have nothing yet
 * (and then nobody is counted: the count above me runs only for a value of mine).
 */
export async function myRank(db: DbOrTx, actor: Actor, ranking: Ranking) {
  const source = rankedSource(actor, ranking);
  const inScope = scopeJoin(actor, ranking);
  const row = await queryRow(
    db,
    sql`with me as (select coalesce((select r.value from ${source} r where r.user_id = ${actor.userId}), 0) as value)
        select me.value::int as value,
          (case when me.value > 0
                then (select count(*) from ${source} r ${inScope} where r.value > me.value) else 0 end)::int as above,
          (${rankingSize(actor, ranking, source, inScope)})::int as total
        from me`,
    { value: col.int, above: col.int, total: col.int },
  );
  const value = row?.value ?? 0;
  return { value, rank: value > 0 ? (row?.above ?? 0) + 1 : null, total: row?.total ?? 0 };
}
