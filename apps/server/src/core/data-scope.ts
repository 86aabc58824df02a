// The data scope of back-office lists and changes (issue 20 item 2): a role sees all of its tenant, its own
// org unit and below, or only its own records. Every back-office list and change filters through
// `inDataScope`, and a record outside the scope is a 404 like another tenant's.
// PROVISIONAL until the role module lands: every back-office caller has the whole tenant.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Actor } from './actor.ts';
import { orgSubtree } from './org-scope.ts';

export type DataScope =
  | { kind: 'all' }
  | { kind: 'orgSubtree'; orgId: number }
  | { kind: 'own'; userId: number };

/** The caller's data scope, from their role (cached with the role's privileges). */
export async function dataScopeOf(_db: Db, _actor: Actor): Promise<DataScope> {
  return { kind: 'all' };
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
