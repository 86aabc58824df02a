// The organisation scope, written once: an org unit and the units above it (something given to a unit
// covers everyone below it), a unit's subtree, and whether a target row — (target_type, target_id) as
// course assignments, course audiences and exam arrangements store them — names a person. Every domain
// that hands something to users, org units, positions or user groups uses these instead of its own CTE.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { col, queryRows } from '../db/rows.ts';
import { keptInMemory } from './kept-in-memory.ts';

/** The kinds of target a domain may hand something to. */
export const TargetType = {
  all: 'all',
  user: 'user',
  org: 'org',
  position: 'position',
  group: 'group',
} as const;

/** The facts about a person that targets match on. */
export type ScopeSubject = {
  tenantId: string;
  userId: number;
  orgId: number | null;
  positionId: number | null;
};

/** SQL subquery `(select id …)`: the org unit and every unit above it; empty without a unit. */
export function orgChainUp(tenantId: string, orgId: number | null): SQL {
  if (orgId === null) return sql`(select null::int as id where false)`;
  return sql`(with recursive chain as (
      select o.id, o.parent_id from organisations o where o.tenant_id = ${tenantId} and o.id = ${orgId}
      union
      select o.id, o.parent_id from organisations o join chain on o.id = chain.parent_id
      where o.tenant_id = ${tenantId}
    ) select id from chain)`;
}

/** SQL subquery `(select id …)`: the units `rootIds` (a subquery of ids) and every unit below them. */
export function orgSubtree(tenantId: string, rootIds: SQL): SQL {
  return sql`(with recursive tree as (
      select o.id from organisations o where o.tenant_id = ${tenantId} and o.id in ${rootIds}
      union
      select c.id from organisations c join tree on c.parent_id = tree.id where c.tenant_id = ${tenantId}
    ) select id from tree)`;
}

const ORG_CACHE_MS = 30_000;
const ORG_CACHE_MAX = 10_000;
const orgLineCache = keptInMemory(new Map<string, { ids: number[]; until: number }>());

/**
 * The ids of a unit and its ancestors, for queries that want them as a list (an index lookup each). Cached
 * for 30 s per unit: moving a unit in the tree reaches these readers within that time.
 */
export async function orgLineOf(db: DbOrTx, tenantId: string, orgId: number | null): Promise<number[]> {
  if (orgId === null) return [];
  const key = `${tenantId}:${orgId}`;
  const cached = orgLineCache.get(key);
  if (cached && cached.until > Date.now()) return cached.ids;
  const rows = await queryRows(db, sql`${orgChainUp(tenantId, orgId)}`, { id: col.int });
  const ids = rows.map((row) => row.id);
  if (orgLineCache.size > ORG_CACHE_MAX) orgLineCache.clear();
  orgLineCache.set(key, { ids, until: Date.now() + ORG_CACHE_MS });
  return ids;
}

/** The id list as SQL (`(1, 2, 3)`), or a list that matches nothing. */
function idList(ids: readonly number[]): SQL {
  return ids.length === 0
    ? sql`(null::int)`
    : sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;
}

export type TargetMatchOptions = {
  /** Also match targets of type 'all' (the whole tenant). */
  all?: boolean;
  /** The subject's org line when already known (orgLineOf); else the chain is computed in SQL. */
  orgLine?: readonly number[];
};

/**
 * SQL: the target row `alias` (columns target_type, target_id) names the subject — the user, a unit of their
 * org chain, or their position (and, with `all`, the whole tenant).
 */
export function targetsSubject(alias: string, subject: ScopeSubject, options: TargetMatchOptions = {}): SQL {
  const type = sql.raw(`${alias}.target_type`);
  const id = sql.raw(`${alias}.target_id`);
  const orgs = options.orgLine ? idList(options.orgLine) : orgChainUp(subject.tenantId, subject.orgId);
  const position =
    subject.positionId === null
      ? sql`false`
      : sql`(${type} = ${TargetType.position} and ${id} = ${subject.positionId})`;
  const all = options.all ? sql`${type} = ${TargetType.all} or ` : sql``;
  return sql`(${all}(${type} = ${TargetType.user} and ${id} = ${subject.userId})
    or (${type} = ${TargetType.org} and ${id} in ${orgs})
    or ${position}
    or (${type} = ${TargetType.group} and ${id} in (select gm.group_id from user_group_members gm
      where gm.tenant_id = ${subject.tenantId} and gm.user_id = ${subject.userId})))`;
}

/**
 * SQL subquery `(select id …)`: every active user of the tenant that the targets in `targets` reach — a
 * subquery yielding (target_type, target_id) rows; org units reach everyone in their subtree.
 */
export function usersTargetedBy(tenantId: string, targets: SQL): SQL {
  return sql`(with t as ${targets}
    select u.id from users u
    where u.tenant_id = ${tenantId} and not u.disabled and (
      exists (select 1 from t where t.target_type = ${TargetType.all})
      or u.id in (select t.target_id from t where t.target_type = ${TargetType.user})
      or u.position_id in (select t.target_id from t where t.target_type = ${TargetType.position})
      or u.org_id in ${orgSubtree(tenantId, sql`(select t.target_id from t where t.target_type = ${TargetType.org})`)}
      or u.id in (select gm.user_id from user_group_members gm where gm.tenant_id = ${tenantId}
        and gm.group_id in (select t.target_id from t where t.target_type = ${TargetType.group}))
    ))`;
}
