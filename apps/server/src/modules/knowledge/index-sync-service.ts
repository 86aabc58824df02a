// Keeps a resource's row of the one search index current, in the caller's transaction: an approved,
// published, undeleted resource is indexed (its audience's org units limit who finds it); anything else is
// removed from the index. A listed resource's files become readable by the tenant (preview, download).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow } from '../../db/rows.ts';
import { setFilePublic } from '../file/record-service.ts';
import { indexSearchDocument, plainText, removeSearchDocument } from '../search/index-service.ts';

export async function syncKnowledgeIndex(tx: DbOrTx, tenantId: string, id: number): Promise<void> {
  const row = await queryRow(
    tx,
    sql`select k.name, k.attachments, k.introduction, k.content, k.knowledge_system_id, k.audience,
        (k.status = 'approved' and k.published and k.deleted_at is null) as listed,
        coalesce((select array_agg(ka.org_id order by ka.org_id) from knowledge_audiences ka
          where ka.knowledge_id = k.id), '{}') as org_ids
      from knowledge_resources k where k.tenant_id = ${tenantId} and k.id = ${id}`,
    {
      name: col.text,
      attachments: col.json<{ fileId: string }[]>(),
      introduction: col.text,
      content: col.text,
      knowledge_system_id: col.intOrNull,
      audience: col.text,
      listed: col.bool,
      org_ids: col.json<number[]>(),
    },
  );
  if (!row?.listed) {
    await removeSearchDocument(tx, tenantId, 'knowledge', id);
    return;
  }
  // Once listed, the attachments open for the tenant's readers (the file service's watermarked preview).
  for (const attachment of row.attachments) await setFilePublic(tx, tenantId, attachment.fileId, true);
  await indexSearchDocument(tx, {
    tenantId,
    kind: 'knowledge',
    refId: id,
    title: row.name,
    body: `${row.introduction} ${plainText(row.content)}`,
    // A limited resource nobody is named for is found by nobody: an impossible org id keeps it so.
    orgIds: row.audience === 'all' ? null : row.org_ids.length > 0 ? row.org_ids : [0],
    knowledgeSystemId: row.knowledge_system_id,
  });
}
