// Who may change which site settings, in one place. Logos, banners and home plans belong to an org unit
// (0 = the whole tenant): a role whose data scope is its own subtree manages its units only, the tenant-wide
// ones need the data scope 'all', and a role limited to its own records manages none. Anything outside the
// caller's scope — or another tenant's — is a 404.
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { DataScope } from '../../core/data-scope.ts';
import { orgSubtree } from '../../core/org-scope.ts';

export function requireFound<T>(row: T | undefined | null): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The tenant-wide settings (site name, theme colour, filing number) need the data scope 'all'. */
export function requireTenantWide(scope: DataScope): void {
  if (scope.kind !== 'all') throw new AppError('FORBIDDEN');
}

/**
 * The org unit (0 = the tenant) may be managed by the caller: `orgLine` is the unit's chain up (orgLineOf),
 * empty when the unit does not exist in the tenant.
 */
export function requireOrgManaged(scope: DataScope, orgId: number, orgLine: readonly number[]): void {
  if (orgId !== 0 && orgLine.length === 0) throw new AppError('NOT_FOUND');
  if (scope.kind === 'all') return;
  if (scope.kind === 'orgSubtree' && orgId !== 0 && orgLine.includes(scope.orgId)) return;
  throw new AppError('NOT_FOUND');
}

/** SQL twin of `requireOrgManaged` for lists: the row's org column is one the caller manages. */
export function orgManagedBy(tenantId: string, scope: DataScope, orgColumn: SQL): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'orgSubtree':
      return sql`${orgColumn} in ${orgSubtree(tenantId, sql`(${scope.orgId})`)}`;
    case 'own':
      return sql`false`;
  }
}

/**
 * Of the rows found for a learner's org chain (and the tenant's own, org 0), the ones of the nearest unit:
 * `orgLine` lists the learner's unit first, then each unit above it.
 */
export function nearestOrg<T extends { org_id: number }>(
  rows: readonly T[],
  orgLine: readonly number[],
): T[] {
  const rank = (orgId: number) => (orgId === 0 ? orgLine.length : orgLine.indexOf(orgId));
  const ranked = rows.filter((row) => rank(row.org_id) >= 0);
  if (ranked.length === 0) return [];
  const best = Math.min(...ranked.map((row) => rank(row.org_id)));
  return ranked.filter((row) => rank(row.org_id) === best);
}
