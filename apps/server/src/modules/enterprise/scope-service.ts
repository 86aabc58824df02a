// The admin's reach, worked out once per call: the units they administer (the org domain's `managedOrgIds`,
// else their own unit), narrowed to their top-most ones, and — for the report counters of the report
// domain — one `PeopleScope` per subtree (a chosen unit must lie inside one of them).
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { orgChainUp } from '../../core/org-scope.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { managedOrgIds } from '../org/directory-service.ts';
import type { PeopleScope } from '../report/policy.ts';
import { type AdminScope, adminUnits, requireOrgAdmin, requireRoots } from './policy.ts';

export async function adminScopeOf(db: Db, actor: Actor): Promise<AdminScope> {
  requireOrgAdmin(actor);
  const managed = await managedOrgIds(db, actor, actor.userId);
  const units = managed.length > 0 ? managed : actor.orgId === null ? [] : [actor.orgId];
  if (units.length <= 1) return requireRoots(actor.tenantId, units);
  // Drop a unit that lies below another administered one, so nobody is counted twice.
  const tops: number[] = [];
  for (const unit of units) {
    const line = await queryRows(db, sql`${orgChainUp(actor.tenantId, unit)}`, { id: col.int });
    if (!line.some((row) => row.id !== unit && units.includes(row.id))) tops.push(unit);
  }
  return requireRoots(actor.tenantId, tops);
}

/** The chosen unit when it is inside the admin's subtrees (404 otherwise). */
export async function requireUnit(db: Db, scope: AdminScope, orgId: number): Promise<number> {
  const rows = await queryRows(
    db,
    sql`select id from organisations where tenant_id = ${scope.tenantId} and id = ${orgId} and id in ${adminUnits(scope)}`,
    { id: col.int },
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  return orgId;
}

/** The report domain's people scopes the figures are counted over: the chosen unit, else each subtree. */
export async function peopleScopes(
  db: Db,
  scope: AdminScope,
  orgId: number | undefined,
): Promise<PeopleScope[]> {
  const bases = orgId === undefined ? scope.roots : [await requireUnit(db, scope, orgId)];
  return bases.map((base) => ({
    tenantId: scope.tenantId,
    scope: { kind: 'orgSubtree', orgId: base },
    orgId: undefined,
  }));
}
