// The back office's knowledge base: every resource of the tenant with its review state, adding and editing
// (approved at once, with an org audience), reviewing learners' shares (approve / reject with a remark),
// publishing, pinning and moving. Every change keeps the search index current in the same transaction.
import {
  KNOWLEDGE_SHARE_FORM_KEY,
  knowledgeEvents,
  type TKnowledgeAdminList,
  type TKnowledgeAdminSave,
  type TKnowledgeStatusChange,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { syncKnowledgeIndex } from './index-sync-service.ts';
import { requireFound, requirePending } from './policy.ts';
import { cardColumns, cardJoins, countedCardShape } from './queries.ts';
import { checkShareRefs, insertResource } from './share-service.ts';

export async function listAdminKnowledge(db: DbOrTx, actor: Actor, query: TKnowledgeAdminList) {
  const filters: SQL[] = [sql`k.tenant_id = ${actor.tenantId}`, sql`k.deleted_at is null`];
  if (query.status) filters.push(sql`k.status = ${query.status}`);
  if (query.catalogId !== undefined) filters.push(sql`k.catalog_id = ${query.catalogId}`);
  if (query.name) filters.push(sql`k.name ilike ${`%${query.name.replace(/[\\%_]/g, '\\$&')}%`}`);
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select ${cardColumns}, k.published, (count(*) over ())::int as total_num from knowledge_resources k ${cardJoins}
      where ${sql.join(filters, sql` and `)}
      order by (k.status = 'pending') desc, k.is_top desc, k.created_at desc, k.id desc limit ${limit} offset ${offset}`,
    { ...countedCardShape, published: col.bool },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

async function writeAudience(tx: DbOrTx, tenantId: string, id: number, orgIds: readonly number[]) {
  await runStatement(tx, sql`delete from knowledge_audiences where knowledge_id = ${id}`);
  for (const orgId of orgIds)
    await runStatement(
      tx,
      sql`insert into knowledge_audiences (tenant_id, knowledge_id, org_id)
        select ${tenantId}, ${id}, o.id from organisations o where o.tenant_id = ${tenantId} and o.id = ${orgId}
        on conflict do nothing`,
    );
  const audience = orgIds.length > 0 ? 'limited' : 'all';
  await runStatement(tx, sql`update knowledge_resources set audience = ${audience} where id = ${id}`);
}

export async function addAdminKnowledge(
  db: DbOrTx,
  actor: Actor,
  input: TKnowledgeAdminSave,
): Promise<number> {
  await checkShareRefs(db, actor.tenantId, input);
  return db.transaction(async (tx) => {
    const id = await insertResource(tx, actor, input, 'admin');
    await runStatement(
      tx,
      sql`update knowledge_resources set content = ${input.content ?? ''}, is_top = ${input.isTop}, reviewer_id = ${actor.userId},
        reviewed_at = now() where id = ${id}`,
    );
    await writeAudience(tx, actor.tenantId, id, input.orgIds);
    await syncKnowledgeIndex(tx, actor.tenantId, id);
    await recordAudit(tx, actor, {
      module: 'knowledge',
      action: 'create',
      entityType: 'knowledge',
      entityId: id,
      after: input,
    });
    return id;
  });
}

export async function updateAdminKnowledge(
  db: DbOrTx,
  actor: Actor,
  input: TKnowledgeAdminSave & { knowledgeId: number },
) {
  await checkShareRefs(db, actor.tenantId, input);
  await db.transaction(async (tx) => {
    await lockResource(tx, actor.tenantId, input.knowledgeId);
    const link = input.uploadType === 1;
    const first = link ? undefined : input.attachments[0];
    await runStatement(
      tx,
      sql`update knowledge_resources set catalog_id = ${input.catalogId}, knowledge_system_id = ${input.knowledgeSystemId ?? null},
        name = ${input.resName}, introduction = ${input.introduction ?? ''}, upload_type = ${input.uploadType},
        url = ${link ? (input.resUrl ?? '') : ''}, attachments = ${JSON.stringify(link ? [] : input.attachments)}::jsonb,
        file_id = ${first?.fileId ?? null}, file_name = ${first?.fileName ?? ''}, allow_download = ${input.allowDownload === 0},
        content = ${input.content ?? ''}, is_top = ${input.isTop}, updated_at = now()
      where id = ${input.knowledgeId}`,
    );
    await writeAudience(tx, actor.tenantId, input.knowledgeId, input.orgIds);
    await syncKnowledgeIndex(tx, actor.tenantId, input.knowledgeId);
    await recordAudit(tx, actor, {
      module: 'knowledge',
      action: 'update',
      entityType: 'knowledge',
      entityId: input.knowledgeId,
      after: input,
    });
  });
}

async function lockResource(tx: DbOrTx, tenantId: string, id: number) {
  const row = await queryRow(
    tx,
    sql`select id, status, uploader_id from knowledge_resources where tenant_id = ${tenantId} and id = ${id}
      and deleted_at is null for update`,
    { id: col.int, status: col.text, uploader_id: col.int },
  );
  return requireFound(row);
}

/** Approve or reject a pending share (two reviewers at once: the second gets 409), publish or unpublish. */
export async function changeKnowledgeStatus(db: DbOrTx, actor: Actor, input: TKnowledgeStatusChange) {
  await db.transaction(async (tx) => {
    const row = await lockResource(tx, actor.tenantId, input.id);
    if (input.status === 'approve' || input.status === 'reject') {
      requirePending(row);
      const status = input.status === 'approve' ? 'approved' : 'rejected';
      await runStatement(
        tx,
        sql`update knowledge_resources set status = ${status}, review_remark = ${input.remark ?? ''},
          reviewer_id = ${actor.userId}, reviewed_at = now(), updated_at = now() where id = ${input.id}`,
      );
      if (status === 'approved')
        await emitDomainEvent(tx, {
          tenantId: actor.tenantId,
          type: knowledgeEvents.shareApproved,
          userId: row.uploader_id,
          subjectType: KNOWLEDGE_SHARE_FORM_KEY,
          subjectId: input.id,
          dedupeKey: `${knowledgeEvents.shareApproved}:${input.id}`,
        });
    } else {
      await runStatement(
        tx,
        sql`update knowledge_resources set published = ${input.status === 'publish'}, updated_at = now() where id = ${input.id}`,
      );
    }
    await syncKnowledgeIndex(tx, actor.tenantId, input.id);
    await recordAudit(tx, actor, {
      module: 'knowledge',
      action: input.status,
      entityType: 'knowledge',
      entityId: input.id,
      after: input,
    });
  });
}

export async function pinKnowledge(db: DbOrTx, actor: Actor, id: number, isTop: boolean) {
  await db.transaction(async (tx) => {
    await lockResource(tx, actor.tenantId, id);
    await runStatement(tx, sql`update knowledge_resources set is_top = ${isTop} where id = ${id}`);
  });
}

export async function moveKnowledge(db: DbOrTx, actor: Actor, id: number, catalogId: number) {
  await checkShareRefs(db, actor.tenantId, { catalogId, knowledgeSystemId: undefined });
  await db.transaction(async (tx) => {
    await lockResource(tx, actor.tenantId, id);
    await runStatement(tx, sql`update knowledge_resources set catalog_id = ${catalogId} where id = ${id}`);
  });
}
