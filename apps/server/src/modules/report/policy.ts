// Who counts what: the back-office caller's data scope decides which people the figures cover, and an org
// unit asked for must be the caller's tenant's and inside that scope (else 404, like any record one may not
// see). Everything the report services count goes through the `PeopleScope` decided here.
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { type DataScope, dataScopeOf, inDataScope } from '../../core/data-scope.ts';
import { orgSubtree } from '../../core/org-scope.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow } from '../../db/rows.ts';

/** The people a report covers: a tenant, the caller's data scope and, when chosen, one org unit's subtree. */
export type PeopleScope = { tenantId: string; scope: DataScope; orgId: number | undefined };

export async function peopleScopeOf(db: Db, actor: Actor, orgId: number | undefined): Promise<PeopleScope> {
  const scope = await dataScopeOf(db, actor);
  const people: PeopleScope = { tenantId: actor.tenantId, scope, orgId };
  if (orgId === undefined) return people;
  const found = await queryRow(
    db,
    sql`select count(*)::int as n from organisations o
         where o.tenant_id = ${actor.tenantId} and o.id = ${orgId}
           and ${inDataScope(actor.tenantId, scope, { org: sql`o.id`, owner: sql`null::int` })}`,
    { n: col.int },
  );
  if (!found || found.n === 0) throw new AppError('NOT_FOUND');
  return people;
}

/** SQL: the user (alias `u`) is one of the people the report covers. */
export function coversUser(people: PeopleScope, userAlias = 'u'): SQL {
  const org = sql.raw(`${userAlias}.org_id`);
  const id = sql.raw(`${userAlias}.id`);
  const chosen =
    people.orgId === undefined
      ? sql`true`
      : sql`${org} in ${orgSubtree(people.tenantId, sql`(${people.orgId})`)}`;
  return sql`${chosen} and ${inDataScope(people.tenantId, people.scope, { org, owner: id })}`;
}

/** SQL: the org unit (alias `o`) is inside what the report covers. */
export function coversOrg(people: PeopleScope, orgAlias = 'o'): SQL {
  const id = sql.raw(`${orgAlias}.id`);
  const chosen =
    people.orgId === undefined
      ? sql`true`
      : sql`${id} in ${orgSubtree(people.tenantId, sql`(${people.orgId})`)}`;
  return sql`${chosen} and ${inDataScope(people.tenantId, people.scope, { org: id, owner: sql`null::int` })}`;
}
