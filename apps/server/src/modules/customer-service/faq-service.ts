// The FAQ the tenant edits for the bot: list, save (new or changed) and delete. An enabled entry is in the
// one search index (kind 'faq', never listed on /search/list), written in the same transaction; a disabled
// or deleted one is taken out of it.
import { SearchKind, type TFaqSave } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { indexSearchDocument, removeSearchDocument } from '../search/index-service.ts';
import { requireFound } from './policy.ts';

const faqShape = {
  id: col.int,
  question: col.text,
  answer: col.text,
  enabled: col.bool,
  updated_at: col.date,
};

export async function listFaqs(db: Db, actor: Actor, paging: PageInput) {
  const { limit, offset } = pageWindow(paging);
  const rows = await queryRows(
    db,
    sql`select id, question, answer, enabled, updated_at, (count(*) over ())::int as total_num from cs_faqs
      where tenant_id = ${actor.tenantId} order by updated_at desc, id desc limit ${limit} offset ${offset}`,
    { ...faqShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** Writes the entry's index row (or drops it when disabled), in the caller's transaction. */
export async function indexFaq(
  tx: DbOrTx,
  tenantId: string,
  faq: { id: number; question: string; answer: string; enabled: boolean },
) {
  if (!faq.enabled) return removeSearchDocument(tx, tenantId, SearchKind.faq, faq.id);
  return indexSearchDocument(tx, {
    tenantId,
    kind: SearchKind.faq,
    refId: faq.id,
    title: faq.question,
    body: faq.answer,
  });
}

export async function saveFaq(db: Db, actor: Actor, input: TFaqSave) {
  return db.transaction(async (tx) => {
    const saved =
      input.id === undefined
        ? await queryRow(
            tx,
            sql`insert into cs_faqs (tenant_id, question, answer, enabled)
              values (${actor.tenantId}, ${input.question}, ${input.answer}, ${input.enabled}) returning id`,
            { id: col.int },
          )
        : await queryRow(
            tx,
            sql`update cs_faqs set question = ${input.question}, answer = ${input.answer}, enabled = ${input.enabled},
                updated_at = now()
              where id = ${input.id} and tenant_id = ${actor.tenantId} returning id`,
            { id: col.int },
          );
    const { id } = requireFound(saved);
    await indexFaq(tx, actor.tenantId, { id, ...input });
    await recordAudit(tx, actor, {
      module: 'customer-service',
      action: 'save',
      entityType: 'faq',
      entityId: id,
      after: input,
    });
    return id;
  });
}

export async function deleteFaqs(db: Db, actor: Actor, ids: number[]) {
  await db.transaction(async (tx) => {
    const gone = await queryRows(
      tx,
      sql`delete from cs_faqs where tenant_id = ${actor.tenantId}
        and id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int) returning id`,
      { id: col.int },
    );
    requireFound(gone.length === ids.length ? gone : null);
    for (const { id } of gone) {
      await removeSearchDocument(tx, actor.tenantId, SearchKind.faq, id);
      await recordAudit(tx, actor, {
        module: 'customer-service',
        action: 'delete',
        entityType: 'faq',
        entityId: id,
      });
    }
  });
}
