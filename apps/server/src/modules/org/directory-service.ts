// The back office's address book (units level by level, the people of a unit), the units a person manages
// as org admin, and who made lecturer categories — small reads within the caller's tenant and scope.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { requireFound } from './policy.ts';
import { personById } from './user-service.ts';

/** The org-admin units (`org_privileges`) of a person the caller reaches. */
export async function managedOrgIds(db: Db, actor: Actor, userId: number): Promise<number[]> {
  const scope = await dataScopeOf(db, actor);
  requireFound(await personById(db, actor.tenantId, scope, userId));
  const rows = await queryRows(
    db,
    sql`select org_id from org_privileges where tenant_id = ${actor.tenantId} and user_id = ${userId} order by org_id`,
    { org_id: col.int },
  );
  return rows.map((row) => row.org_id);
}

/** People who made lecturer categories (the category page's creator filter). */
export function lecturerCategoryCreators(db: Db, actor: Actor) {
  return queryRows(
    db,
    sql`select distinct u.id, u.name from lecturer_categories c join users u on u.id = c.created_by
      where c.tenant_id = ${actor.tenantId} order by u.name, u.id`,
    { id: col.int, name: col.text },
  );
}
