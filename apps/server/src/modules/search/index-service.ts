// Writes the one search index. Call these in the same transaction as the content change, so a search never
// finds what was just deleted and always finds what was just published:
//
//   indexSearchDocument(tx: DbOrTx, doc: SearchDocumentInput): Promise<void>
//     doc = { tenantId, kind: TSearchKind, refId, title, body?, cover?, orgIds?, knowledgeSystemId? }
//     Upserts the row of (tenantId, kind, refId). `orgIds` (org units; each covers its subtree) limits who
//     finds it; null/omitted = the whole tenant. Kinds with their own policy (course, live, training, study
//     plan) are filtered at query time by that domain's policy SQL, so they pass no orgIds.
//   removeSearchDocument(tx: DbOrTx, tenantId: string, kind: TSearchKind, refId: number): Promise<void>
//     Drops the row: call when the thing is deleted, hidden, unpublished or taken off the shelf.
import type { TSearchKind } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { runStatement } from '../../db/rows.ts';
import { bigramsOf, splitScripts, trigramsOf } from './tokens.ts';

export type SearchDocumentInput = {
  tenantId: string;
  kind: TSearchKind;
  refId: number;
  title: string;
  /** Plain text (strip HTML first); only the first 20 000 characters are indexed. */
  body?: string;
  cover?: string;
  /** Org units whose subtrees may find it; null or omitted: everyone in the tenant. */
  orgIds?: readonly number[] | null;
  /** The knowledge-system node it is filed under (browsing a node lists every kind through the index). */
  knowledgeSystemId?: number | null | undefined;
};

const BODY_MAX = 20_000;

/** SQL text[] from a JS list (passed as one JSON parameter: both drivers then bind it the same way). */
function textArray(values: readonly string[]): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::text[]`;
}

/** SQL tsvector of a text: English stems of its Latin words (weight `weight`) and its CJK bigrams. */
export function termsOf(text: string, weight: 'A' | 'B' | 'C' | 'D'): SQL {
  const { runs, latin } = splitScripts(text);
  return sql`setweight(to_tsvector('english', ${latin}), ${weight}) || setweight(array_to_tsvector(${textArray(bigramsOf(runs))}), ${weight})`;
}

export async function indexSearchDocument(tx: DbOrTx, doc: SearchDocumentInput): Promise<void> {
  const body = (doc.body ?? '').slice(0, BODY_MAX);
  const orgIds = doc.orgIds && doc.orgIds.length > 0 ? JSON.stringify(doc.orgIds) : null;
  const orgSql =
    orgIds === null ? sql`null::int[]` : sql`array(select jsonb_array_elements_text(${orgIds}::jsonb)::int)`;
  const terms = sql`${termsOf(doc.title, 'A')} || ${termsOf(body, 'D')}`;
  const grams = sql`array_to_tsvector(${textArray(trigramsOf(doc.title))})`;
  await runStatement(
    tx,
    sql`insert into search_documents (tenant_id, kind, ref_id, title, body, cover, org_ids, knowledge_system_id,
        terms, grams, updated_at)
      values (${doc.tenantId}, ${doc.kind}, ${doc.refId}, ${doc.title}, ${body}, ${doc.cover ?? ''}, ${orgSql},
        ${doc.knowledgeSystemId ?? null},
        ${terms}, ${grams}, now())
      on conflict (tenant_id, kind, ref_id) do update set title = excluded.title, body = excluded.body,
        cover = excluded.cover, org_ids = excluded.org_ids,
        knowledge_system_id = excluded.knowledge_system_id, terms = excluded.terms, grams = excluded.grams,
        updated_at = now()`,
  );
}

export async function removeSearchDocument(
  tx: DbOrTx,
  tenantId: string,
  kind: TSearchKind,
  refId: number,
): Promise<void> {
  await runStatement(
    tx,
    sql`delete from search_documents where tenant_id = ${tenantId} and kind = ${kind} and ref_id = ${refId}`,
  );
}

/** Rich text to plain words for the index. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type Titled = {
  name: string;
  introduction?: string | null | undefined;
  coverUrl?: string | null | undefined;
  knowledgeSystemId?: number | null | undefined;
};

// The documents of the domains whose visibility the search checks with their own policy at query time.
export function courseSearchDoc(tenantId: string, refId: number, input: Titled): SearchDocumentInput {
  const doc = {
    tenantId,
    kind: 'course',
    refId,
    title: input.name,
    body: plainText(input.introduction),
  } as const;
  return { ...doc, cover: input.coverUrl ?? '', knowledgeSystemId: input.knowledgeSystemId ?? null };
}
export function trainingSearchDoc(tenantId: string, refId: number, input: Titled): SearchDocumentInput {
  const doc = {
    tenantId,
    kind: 'training',
    refId,
    title: input.name,
    body: plainText(input.introduction),
  } as const;
  return { ...doc, cover: input.coverUrl ?? '', knowledgeSystemId: input.knowledgeSystemId ?? null };
}
export function studyPlanSearchDoc(tenantId: string, refId: number, input: Titled): SearchDocumentInput {
  const doc = {
    tenantId,
    kind: 'study-plan',
    refId,
    title: input.name,
    body: plainText(input.introduction),
  } as const;
  return { ...doc, cover: input.coverUrl ?? '', knowledgeSystemId: input.knowledgeSystemId ?? null };
}
export function liveSearchDoc(
  tenantId: string,
  refId: number,
  input: {
    channelName: string;
    introduction?: string | undefined;
    coverImageUrl?: string | undefined;
    knowledgeSystemId?: number | null | undefined;
  },
): SearchDocumentInput {
  const body = plainText(input.introduction);
  const system = input.knowledgeSystemId ?? null;
  return {
    tenantId,
    kind: 'live',
    refId,
    title: input.channelName,
    body,
    cover: input.coverImageUrl ?? '',
    knowledgeSystemId: system,
  };
}
