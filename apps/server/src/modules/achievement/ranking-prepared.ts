// The hot ranking call (the home page's and /ranking/rankIntegralList's tenant-wide points ranking) as one
// named prepared statement per period: PostgreSQL plans it once per connection instead of on every call
// (planning cost more than running it), and it reads a 20-line index range of the maintained aggregate, the
// ranking's size from points_rank_sizes (kept by the achievement migration's triggers) and each line's rank
// as a count of the few above it, so nothing per request grows with the tenant's learners.
import { RankPeriod } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { keptInMemory } from '../../core/kept-in-memory.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, decodeRow } from '../../db/rows.ts';
import { learnerShape, monthKey, yearKey } from './queries.ts';

export type PointsPageParams = { tenantId: string; limit: number; offset: number };

/** A ranking line with its rank and the ranking's size. */
export const rankLineShape = { ...learnerShape, value: col.int, rank: col.int, total: col.int };

const tenant = sql.placeholder('tenantId');

/** The learners ranked this period (earned > 0), as `user_id, value`; month and year read points_periods. */
function source(period: RankPeriod): SQL {
  if (period === RankPeriod.all)
    return sql`(select user_id, earned as value from points_balances where tenant_id = ${tenant} and earned > 0)`;
  return sql`(select user_id, earned as value from points_periods
               where tenant_id = ${tenant} and period = ${periodKey(period)} and earned > 0)`;
}

/** The ranking's key in points_periods and points_rank_sizes ('all': points_balances). */
export function periodKey(period: RankPeriod): SQL {
  if (period === RankPeriod.month) return monthKey;
  if (period === RankPeriod.year) return yearKey;
  return sql`'all'`;
}

/**
 * The page's learners (the columns of queries.ts learnerColumns) are a lateral lookup by primary key, fenced
 * by `limit 1` so it is not flattened: a generic plan does not know the LIMIT and would otherwise hash-join
 * the page to every user and unit of the tenant. The page size is written into the statement (one statement
 * per size; sizes are a short list): with it as a parameter PostgreSQL judged every generic plan worse than a
 * custom one and planned the statement again on every call.
 */
function pageQuery(period: RankPeriod, limit: number): SQL {
  const ranked = source(period);
  return sql`(with page as (select r.user_id, r.value from ${ranked} r
                            order by r.value desc nulls last, r.user_id
                            limit ${sql.raw(String(limit))} offset ${sql.placeholder('offset')})
      select l.*, page.value,
        (1 + (select count(*) from ${ranked} r where r.value > page.value))::int as rank,
        coalesce((select ranked from points_rank_sizes
                   where tenant_id = ${tenant} and period = ${periodKey(period)}), 0)::int as total
      from page cross join lateral (
        select u.id, u.name, u.avatar_url as url,
          coalesce((select o.name from organisations o where o.id = u.org_id), '') as org_name
        from users u where u.id = page.user_id limit 1) l) q`;
}

/** Every column of `q` by its shape name, so a renamed column fails loudly when decoded. */
const selection: Record<string, SQL<unknown>> = Object.fromEntries(
  Object.keys(rankLineShape).map((name) => [name, sql`${sql.raw(`q.${name}`)}`]),
);

function prepare(db: DbOrTx, period: RankPeriod, limit: number) {
  return db
    .select(selection)
    .from(pageQuery(period, limit))
    .orderBy(sql`q.value desc, q.id`)
    .prepare(`points_ranking_${period}_${limit}`);
}

type Prepared = ReturnType<typeof prepare>;
const prepared = new WeakMap<DbOrTx, Map<string, Prepared>>();

/**
 * A leaderboard page is the same for every learner of the tenant who opens it, so it is read once per
 * RANKING_MAX_AGE_MS per instance and shared (concurrent callers share the read). This instance's own point
 * changes drop the tenant's pages at once; another instance's show within the age (ARCHITECTURE "What lives
 * in memory").
 */
export const RANKING_MAX_AGE_MS = 5_000;
/** Tenants × periods × pages kept at once; past this the map is cleared rather than grown. */
const MAX_PAGES = 5_000;
type RankLines = Awaited<ReturnType<typeof readPage>>;
const pages = keptInMemory(new Map<string, { at: number; lines: Promise<RankLines> }>());

/** Drops the kept ranking pages of a tenant (its learners' earned points changed on this instance). */
export function forgetRankingPages(tenantId: string) {
  const prefix = `${tenantId}\u0000`;
  for (const key of pages.keys()) if (key.startsWith(prefix)) pages.delete(key);
}

/** One page of the tenant's points ranking of `period`, best first, each line with the ranking's size. */
export function pointsRankingPage(db: DbOrTx, period: RankPeriod, params: PointsPageParams) {
  const key = `${params.tenantId}\u0000${period}\u0000${params.limit}\u0000${params.offset}`;
  const now = Date.now();
  const kept = pages.get(key);
  if (kept && now - kept.at < RANKING_MAX_AGE_MS) return kept.lines;
  if (pages.size >= MAX_PAGES) pages.clear();
  const lines = readPage(db, period, params);
  pages.set(key, { at: now, lines });
  // A failed read is not kept: the next caller tries again.
  lines.catch(() => {
    if (pages.get(key)?.lines === lines) pages.delete(key);
  });
  return lines;
}

async function readPage(db: DbOrTx, period: RankPeriod, params: PointsPageParams) {
  let byPeriod = prepared.get(db);
  if (!byPeriod) {
    byPeriod = new Map();
    prepared.set(db, byPeriod);
  }
  if (!Number.isSafeInteger(params.limit) || params.limit < 1)
    throw new Error('pointsRankingPage: bad limit');
  const statementKey = `${period}:${params.limit}`;
  let query = byPeriod.get(statementKey);
  if (!query) {
    query = prepare(db, period, params.limit);
    byPeriod.set(statementKey, query);
  }
  const rows = await query.execute({ tenantId: params.tenantId, offset: params.offset });
  return rows.map((row) => decodeRow(row, rankLineShape));
}
