// The data scope of back-office lists and changes (issue 20 item 2): a role sees all of its tenant, its own
// org unit and below, or only its own records. Every back-office list and change filters through
// `inDataScope`, and a record outside the scope is a 404 like another tenant's. The scope is the caller's
// role's (core/back-office.ts keeps it in memory with the role's privileges).
import { DataScopeKind } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Actor } from './actor.ts';
import { roleGrantOf } from './back-office.ts';
import { orgSubtree } from './org-scope.ts';

export type DataScope =
  | { kind: 'all' }
  | { kind: 'orgSubtree'; orgId: number }
  | { kind: 'own'; userId: number };

/**
 * The caller's data scope, from their role. A subtree scope without an org unit of one's own narrows to
 * one's own records; a caller without a role has only their own.
 */
export async function dataScopeOf(db: Db, actor: Actor): Promise<DataScope> {
  const own: DataScope = { kind: 'own', userId: actor.userId };
  if (actor.roleId === 0) return own;
  const grant = await roleGrantOf(db, actor.tenantId, actor.roleId);
  if (grant.dataScope === DataScopeKind.all) return { kind: 'all' };
  if (grant.dataScope === DataScopeKind.orgSubtree && actor.orgId !== null) {
    return { kind: 'orgSubtree', orgId: actor.orgId };
  }
  return own;
}

/**
 * SQL: the row is inside the scope. `org` is the row's org-unit column (the org unit of the record or of its
 * owner), `owner` the column of the user who created or owns it.
 */
export function inDataScope(tenantId: string, scope: DataScope, columns: { org: SQL; owner: SQL }): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'own':
      return sql`${columns.owner} = ${scope.userId}`;
    case 'orgSubtree':
      return sql`${columns.org} in ${orgSubtree(tenantId, sql`(${scope.orgId})`)}`;
  }
}

/** Whether one record (its org unit and owner, already read) is inside the scope; `orgLine` is the org's chain up. */
export function recordInDataScope(
  scope: DataScope,
  record: { orgLine: readonly number[]; owner: number | null },
): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'own':
      return record.owner === scope.userId;
    case 'orgSubtree':
      return record.orgLine.includes(scope.orgId);
  }
}
