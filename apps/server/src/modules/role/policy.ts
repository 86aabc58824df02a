// Who may do what with roles, members and tenants: a role or user outside the caller's tenant (or data
// scope) is a 404; administrator roles keep every code; nobody hands out codes they do not hold, nor takes
// their own administrator role away; only a platform administrator manages tenants.
import { RoleKind } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { RoleGrant } from '../../core/back-office.ts';
import { type DataScope, inDataScope } from '../../core/data-scope.ts';

/** SQL: the user (alias `u`) is one the caller's data scope reaches. */
export function userInScope(actor: Actor, scope: DataScope, alias = 'u'): SQL {
  return inDataScope(actor.tenantId, scope, {
    org: sql.raw(`${alias}.org_id`),
    owner: sql.raw(`${alias}.id`),
  });
}

/** SQL: the role (alias `r`, its creator `cu`) is one the caller's data scope reaches. */
export function roleInScope(actor: Actor, scope: DataScope): SQL {
  return inDataScope(actor.tenantId, scope, { org: sql`cu.org_id`, owner: sql`r.created_by` });
}

/** SQL: the audit row (alias `a`) is one the caller's data scope reaches (by who made the change). */
export function auditInScope(actor: Actor, scope: DataScope): SQL {
  return inDataScope(actor.tenantId, scope, { org: sql`a.actor_org_id`, owner: sql`a.actor_user_id` });
}

/** The row when found in the caller's tenant and scope; otherwise not found. */
export function requireFound<T>(row: T | undefined): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Administrator roles hold every code by their kind: their codes and enabled state are fixed. */
export function requireCustomRole(role: { kind: string }): void {
  if (role.kind !== RoleKind.custom) throw new AppError('ROLE_ADMIN_FIXED');
}

/**
 * Nobody grants more than they hold: the codes given to a role (or the role handed to a user) must all be
 * held by the caller. Administrator roles are handed out by administrators only.
 */
export function requireWithinGrant(
  caller: RoleGrant,
  codes: Iterable<string>,
  kind: string = RoleKind.custom,
): void {
  if (kind === RoleKind.platformAdmin && caller.kind !== RoleKind.platformAdmin)
    throw new AppError('FORBIDDEN');
  if (kind === RoleKind.tenantAdmin && caller.kind === RoleKind.custom) throw new AppError('FORBIDDEN');
  for (const code of codes) if (!caller.codes.has(code)) throw new AppError('FORBIDDEN');
}

/** A caller does not take their own administrator role away (the tenant would be left without one). */
export function requireNotSelfLockout(
  actor: Actor,
  userIds: readonly number[],
  role: { kind: string },
): void {
  if (role.kind !== RoleKind.custom && userIds.includes(actor.userId))
    throw new AppError('ROLE_SELF_LOCKOUT');
}

/** Tenants are the platform administrators' (their role's kind, not only a code). */
export function requirePlatformAdmin(grant: RoleGrant): void {
  if (grant.kind !== RoleKind.platformAdmin) throw new AppError('FORBIDDEN');
}

/** A platform administrator does not disable the tenant they work in. */
export function requireNotOwnTenant(actor: Actor, tenantId: string): void {
  if (actor.tenantId === tenantId) throw new AppError('TENANT_OWN');
}

/** The original back office's client id: its menus are the privilege catalogue (code), not data. */
const BACK_OFFICE_CLIENT = 'admin';

export const isBackOfficeMenus = (clientId: string): boolean => clientId.toLowerCase() === BACK_OFFICE_CLIENT;

/** The menu editor changes the learner site's menus only; the back office's are built in. */
export function requireEditableMenus(clientId: string): void {
  if (isBackOfficeMenus(clientId)) throw new AppError('MENU_FIXED');
}
