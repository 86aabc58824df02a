// The learner's knowledge base: the list (catalogue, knowledge system with its sub-systems, type, name,
// sort), a resource's page, and counted views and downloads (each a domain event for points).
import { knowledgeEvents, type TKnowledgeList } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { knowledgeSubtree } from '../course/queries.ts';
import { knowledgePublishedTo, knowledgeVisibleTo, requireDownloadable, requireFound } from './policy.ts';
import {
  cardColumns,
  cardJoins,
  countedCardShape,
  detailColumns,
  detailJoins,
  detailShape,
  TYPE_NAMES,
} from './queries.ts';

const ORDER = {
  new: sql`k.is_top desc, k.created_at desc, k.id desc`,
  hot: sql`k.is_top desc, k.view_num desc, k.id desc`,
  download: sql`k.is_top desc, k.download_num desc, k.id desc`,
} as const;

function catalogSubtree(tenantId: string, rootId: number): SQL {
  return sql`(with recursive tree as (
      select c.id from knowledge_catalogs c where c.tenant_id = ${tenantId} and c.id = ${rootId}
      union select c.id from knowledge_catalogs c join tree on c.parent_id = tree.id where c.tenant_id = ${tenantId}
    ) select id from tree)`;
}

export async function listKnowledge(db: DbOrTx, actor: Actor, query: TKnowledgeList) {
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const filters: SQL[] = [knowledgePublishedTo(actor, orgLine)];
  if (query.catalogId !== undefined)
    filters.push(sql`k.catalog_id in ${catalogSubtree(actor.tenantId, query.catalogId)}`);
  if (query.knowledgeSystemId !== undefined)
    filters.push(sql`k.knowledge_system_id in ${knowledgeSubtree(actor.tenantId, query.knowledgeSystemId)}`);
  if (query.type !== undefined) {
    const type = TYPE_NAMES[query.type as keyof typeof TYPE_NAMES];
    filters.push(sql`k.resource_type = ${type}`);
  }
  if (query.name) filters.push(sql`k.name ilike ${`%${query.name.replace(/[\\%_]/g, '\\$&')}%`}`);
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select ${cardColumns}, (count(*) over ())::int as total_num from knowledge_resources k ${cardJoins}
      where ${sql.join(filters, sql` and `)} order by ${ORDER[query.sort]} limit ${limit} offset ${offset}`,
    countedCardShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** A resource the caller may open (published to them, or their own share; any for a reviewer); else 404. */
export async function getKnowledge(db: DbOrTx, actor: Actor, id: number, anyOfTenant = false) {
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const visible = anyOfTenant
    ? sql`k.tenant_id = ${actor.tenantId} and k.deleted_at is null`
    : knowledgeVisibleTo(actor, orgLine);
  const row = await queryRow(
    db,
    sql`select ${detailColumns(actor.userId)} from knowledge_resources k ${detailJoins}
      where k.id = ${id} and ${visible}`,
    detailShape,
  );
  return requireFound(row);
}

/** Counts a view (every opening) and records the first view per learner as a points event. */
export async function viewKnowledge(db: DbOrTx, actor: Actor, id: number) {
  await getKnowledge(db, actor, id);
  await db.transaction(async (tx) => {
    await runStatement(tx, sql`update knowledge_resources set view_num = view_num + 1 where id = ${id}`);
    await emitDomainEvent(tx, {
      tenantId: actor.tenantId,
      type: knowledgeEvents.viewed,
      userId: actor.userId,
      subjectType: 'knowledge',
      subjectId: id,
      dedupeKey: `${knowledgeEvents.viewed}:${id}:${actor.userId}`,
    });
  });
}

/** Counts a download of a resource that allows it; the first per learner is a points event. */
export async function downloadKnowledge(db: DbOrTx, actor: Actor, id: number) {
  const row = await getKnowledge(db, actor, id);
  requireDownloadable(row);
  await db.transaction(async (tx) => {
    await runStatement(
      tx,
      sql`update knowledge_resources set download_num = download_num + 1 where id = ${id}`,
    );
    await emitDomainEvent(tx, {
      tenantId: actor.tenantId,
      type: knowledgeEvents.downloaded,
      userId: actor.userId,
      subjectType: 'knowledge',
      subjectId: id,
      dedupeKey: `${knowledgeEvents.downloaded}:${id}:${actor.userId}`,
    });
  });
  return row;
}
