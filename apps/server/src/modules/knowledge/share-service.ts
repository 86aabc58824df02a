// A learner's shares: upload for review (front/add), change it until it is approved (front/update), list
// them with their review state, the review's facts (getApprInfo) and deleting one. Admin uploads are
// approved at once (admin-service).
import type { TKnowledgeShare } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { syncKnowledgeIndex } from './index-sync-service.ts';
import { requireEditableShare, requireFound, requireOwnShare } from './policy.ts';
import { cardColumns, cardJoins, countedCardShape, msCol, msOrNullCol, TYPE_NAMES } from './queries.ts';

/** The columns a share writes (the review state is set by the caller). */
function shareValues(input: TKnowledgeShare) {
  const link = input.uploadType === 1;
  const first = link ? undefined : input.attachments[0];
  return {
    name: input.resName,
    catalogId: input.catalogId,
    knowledgeSystemId: input.knowledgeSystemId ?? null,
    introduction: input.introduction ?? '',
    uploadType: input.uploadType,
    url: link ? (input.resUrl ?? '') : '',
    allowDownload: input.allowDownload === 0,
    resourceType: TYPE_NAMES[input.type],
    attachments: JSON.stringify(link ? [] : input.attachments),
    fileId: first?.fileId ?? null,
    fileName: first?.fileName ?? '',
  };
}

/** The catalogue and knowledge system named must be this tenant's (400 naming the field otherwise). */
export async function checkShareRefs(
  db: DbOrTx,
  tenantId: string,
  input: Pick<TKnowledgeShare, 'catalogId' | 'knowledgeSystemId'>,
) {
  const row = await queryRow(
    db,
    sql`select exists (select 1 from knowledge_catalogs where tenant_id = ${tenantId} and id = ${input.catalogId}) as catalog_ok,
      (${input.knowledgeSystemId ?? null}::int is null or exists (select 1 from knowledge_systems
        where tenant_id = ${tenantId} and id = ${input.knowledgeSystemId ?? null}::int)) as system_ok`,
    { catalog_ok: col.bool, system_ok: col.bool },
  );
  if (!row?.catalog_ok)
    throw new AppError('KNOWLEDGE_CATALOG_MISSING', {
      fields: [{ field: 'catalogId', message: 'knowledge.catalogMissing' }],
    });
  if (!row.system_ok)
    throw new AppError('KNOWLEDGE_SYSTEM_MISSING', {
      fields: [{ field: 'knowledgeSystemId', message: 'knowledge.systemMissing' }],
    });
}

/** Writes a new resource; `status` is 'pending' for a learner's share, 'approved' for an admin's. */
export async function insertResource(
  tx: DbOrTx,
  actor: Actor,
  input: TKnowledgeShare,
  source: 'learner' | 'admin',
  extra: SQL = sql``,
): Promise<number> {
  const v = shareValues(input);
  const status = source === 'admin' ? 'approved' : 'pending';
  const row = await queryRow(
    tx,
    sql`insert into knowledge_resources (tenant_id, catalog_id, knowledge_system_id, name, resource_type, file_id,
        file_name, attachments, upload_type, url, introduction, uploader_id, source, status, allow_download
        ${extra})
      values (${actor.tenantId}, ${v.catalogId}, ${v.knowledgeSystemId}, ${v.name}, ${v.resourceType}, ${v.fileId},
        ${v.fileName}, ${v.attachments}::jsonb, ${v.uploadType}, ${v.url}, ${v.introduction}, ${actor.userId},
        ${source}, ${status}, ${v.allowDownload})
      returning id`,
    { id: col.int },
  );
  if (!row) throw new AppError('INTERNAL');
  return row.id;
}

export async function addShare(db: DbOrTx, actor: Actor, input: TKnowledgeShare): Promise<number> {
  await checkShareRefs(db, actor.tenantId, input);
  return db.transaction((tx) => insertResource(tx, actor, input, 'learner'));
}

/** Changes the learner's own share while it is pending or rejected; a rejected one goes back to review. */
export async function updateShare(
  db: DbOrTx,
  actor: Actor,
  input: TKnowledgeShare & { knowledgeId: number },
) {
  await checkShareRefs(db, actor.tenantId, input);
  await db.transaction(async (tx) => {
    const row = await queryRow(
      tx,
      sql`select uploader_id, status from knowledge_resources where tenant_id = ${actor.tenantId}
        and id = ${input.knowledgeId} and deleted_at is null for update`,
      { uploader_id: col.int, status: col.text },
    );
    requireEditableShare(requireOwnShare(row, actor));
    const v = shareValues(input);
    await runStatement(
      tx,
      sql`update knowledge_resources set catalog_id = ${v.catalogId}, knowledge_system_id = ${v.knowledgeSystemId},
        name = ${v.name}, resource_type = ${v.resourceType}, file_id = ${v.fileId}, file_name = ${v.fileName},
        attachments = ${v.attachments}::jsonb, upload_type = ${v.uploadType}, url = ${v.url},
        introduction = ${v.introduction}, allow_download = ${v.allowDownload}, status = 'pending',
        review_remark = '', updated_at = now()
      where id = ${input.knowledgeId}`,
    );
  });
}

export async function listMyShares(db: DbOrTx, actor: Actor, paging: PageInput) {
  const { limit, offset } = pageWindow(paging);
  const rows = await queryRows(
    db,
    sql`select ${cardColumns}, (count(*) over ())::int as total_num from knowledge_resources k ${cardJoins}
      where k.tenant_id = ${actor.tenantId} and k.uploader_id = ${actor.userId} and k.deleted_at is null
      order by k.created_at desc, k.id desc limit ${limit} offset ${offset}`,
    countedCardShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** The review facts of the caller's own share. */
export async function approvalInfo(db: DbOrTx, actor: Actor, id: number) {
  const row = await queryRow(
    db,
    sql`select k.uploader_id, k.status, k.review_remark, coalesce(rv.name, '') as reviewer_name, k.reviewed_at,
        k.created_at from knowledge_resources k left join users rv on rv.id = k.reviewer_id
      where k.tenant_id = ${actor.tenantId} and k.id = ${id} and k.deleted_at is null`,
    {
      uploader_id: col.int,
      status: col.text,
      review_remark: col.text,
      reviewer_name: col.text,
      reviewed_at: msOrNullCol,
      created_at: msCol,
    },
  );
  return requireOwnShare(row, actor);
}

/** Deletes a resource: the uploader their own, an admin (`anyOfTenant`) any of the tenant's. */
export async function deleteKnowledge(db: DbOrTx, actor: Actor, id: number, anyOfTenant: boolean) {
  await db.transaction(async (tx) => {
    const row = await queryRow(
      tx,
      sql`select uploader_id from knowledge_resources where tenant_id = ${actor.tenantId} and id = ${id}
        and deleted_at is null for update`,
      { uploader_id: col.int },
    );
    if (!anyOfTenant) requireOwnShare(row, actor);
    else requireFound(row);
    await runStatement(tx, sql`update knowledge_resources set deleted_at = now() where id = ${id}`);
    await syncKnowledgeIndex(tx, actor.tenantId, id);
  });
}
