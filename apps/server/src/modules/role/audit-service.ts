// The audit log list (issue 20 item 8): the tenant's changes, newest first, filtered by module, action,
// entity, actor and time, within the caller's data scope (by who made the change).
import type { TAuditQuery } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { auditInScope } from './policy.ts';
import { auditShape } from './queries.ts';

export async function listAudit(db: Db, actor: Actor, query: TAuditQuery) {
  const scope = await dataScopeOf(db, actor);
  const { limit, offset } = pageWindow(query);
  const filters: SQL[] = [sql`a.tenant_id = ${actor.tenantId}`, auditInScope(actor, scope)];
  if (query.module) filters.push(sql`a.module = ${query.module}`);
  if (query.action) filters.push(sql`a.action = ${query.action}`);
  if (query.entityType) filters.push(sql`a.entity_type = ${query.entityType}`);
  if (query.entityId) filters.push(sql`a.entity_id = ${query.entityId}`);
  if (query.actorName)
    filters.push(sql`a.actor_name ilike ${`%${query.actorName.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (query.from !== undefined) filters.push(sql`a.created_at >= to_timestamp(${query.from} / 1000.0)`);
  if (query.to !== undefined) filters.push(sql`a.created_at <= to_timestamp(${query.to} / 1000.0)`);
  const rows = await queryRows(
    db,
    sql`select a.id, a.actor_user_id, a.actor_name, a.module, a.action, a.entity_type, a.entity_id,
               a.before, a.after, a.created_at, (count(*) over ())::int as total_num
          from audit_logs a where ${sql.join(filters, sql` and `)}
         order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
    auditShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
