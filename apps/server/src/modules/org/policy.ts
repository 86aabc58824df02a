// Access decisions of the organisation back office: every list and change is narrowed to the caller's data
// scope (core/data-scope.ts) — an org admin reaches only their own unit and below — and anything outside it,
// or in another tenant, is not found. A person may not freeze, delete or move themselves.
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { type DataScope, inDataScope } from '../../core/data-scope.ts';

/** SQL: org unit column `org` is one the scope reaches (a unit has no owner: an own-records scope has none). */
export function unitInScope(tenantId: string, scope: DataScope, org: SQL): SQL {
  return inDataScope(tenantId, scope, { org, owner: sql`null::int` });
}

/** SQL: the person (alias `u`) is one the scope reaches: by their org unit, or themselves. */
export function personInScope(tenantId: string, scope: DataScope, alias = 'u'): SQL {
  return inDataScope(tenantId, scope, { org: sql.raw(`${alias}.org_id`), owner: sql.raw(`${alias}.id`) });
}

/** SQL: a record with an org unit and a creator (groups) is in scope. */
export function recordInScope(tenantId: string, scope: DataScope, org: SQL, owner: SQL): SQL {
  return inDataScope(tenantId, scope, { org, owner });
}

/** Creating at the top of the tree (or anything tenant-wide) needs the whole tenant. */
export function requireWholeTenant(scope: DataScope): void {
  if (scope.kind !== 'all') throw new AppError('NOT_FOUND');
}

/** The record when found (in the tenant and the scope); otherwise 404. */
export function requireFound<T>(row: T | undefined | null): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Every id asked for was found in scope; one missing makes the whole request a 404. */
export function requireAllFound<T>(rows: T[], ids: readonly number[]): T[] {
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
  return rows;
}

export function requireNotSelf(actor: Actor, userIds: readonly number[]): void {
  if (userIds.includes(actor.userId)) throw new AppError('ORG_SELF_CHANGE');
}
