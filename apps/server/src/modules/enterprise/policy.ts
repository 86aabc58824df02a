// Who may use the enterprise centre and what it covers (SPEC §6 organisation admin): only an org admin, and
// only the people and units of the subtrees they administer (their `org_privileges` units, else their own
// unit). A plain learner is refused (403) on every call; a unit or a person outside the subtree — another
// tenant's included — is a 404, like any record one may not see.
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { orgSubtree } from '../../core/org-scope.ts';

/** The units an admin's reports start from (never empty for an admin). */
export type AdminScope = { tenantId: string; roots: number[] };

export function requireOrgAdmin(actor: Actor): void {
  if (!actor.isOrgAdmin) throw new AppError('ENTERPRISE_ORG_ADMIN_ONLY');
}

/** An admin with no unit to administer covers nobody: refused like a learner. */
export function requireRoots(tenantId: string, roots: number[]): AdminScope {
  if (roots.length === 0) throw new AppError('ENTERPRISE_ORG_ADMIN_ONLY');
  return { tenantId, roots };
}

function rootList(scope: AdminScope): SQL {
  return sql`(${sql.join(
    scope.roots.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** SQL subquery: every unit of the admin's subtrees. */
export function adminUnits(scope: AdminScope): SQL {
  return orgSubtree(scope.tenantId, rootList(scope));
}

/** SQL: the person (alias `u`) belongs to the admin's subtrees (and tenant). */
export function personInAdminScope(scope: AdminScope, userAlias = 'u'): SQL {
  const u = sql.raw(userAlias);
  return sql`${u}.tenant_id = ${scope.tenantId} and ${u}.org_id in ${adminUnits(scope)}`;
}

/** Every id asked for was found inside the scope; otherwise the call names something it may not see. */
export function requireAllInScope(found: number[], asked: number[]): void {
  const seen = new Set(found);
  if (asked.some((id) => !seen.has(id))) throw new AppError('NOT_FOUND');
}

/** The row exists inside the admin's scope; otherwise it is not theirs to see (404). */
export function requireFound<T>(row: T | undefined | null): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
