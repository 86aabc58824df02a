// Retrieval over the one search index for the customer-service chat: the rows of the asked kinds the caller
// may find that share words with a question, best first, each with the share of the question's words it
// holds. Unlike the search box (every word must match), any word may match here: a question is a sentence,
// not a title fragment.
import type { TSearchKind } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { searchVisibleTo } from './policy.ts';
import { bigramsOf, splitScripts, tsqueryLiteral } from './tokens.ts';

const WORD = /[\p{L}\p{N}]+/gu;

export type RetrievedRow = { kind: string; ref_id: number; title: string; body: string; share: number };

export async function retrieveForQuestion(
  db: DbOrTx,
  actor: Actor,
  question: string,
  kinds: readonly TSearchKind[],
  limit: number,
): Promise<RetrievedRow[]> {
  const { runs, latin } = splitScripts(question.slice(0, 500));
  const grams = bigramsOf(runs);
  const words = latin.match(WORD) ?? [];
  if (grams.length === 0 && words.length === 0) return [];
  // The question's lexemes: its CJK bigrams and the English stems of its words (stop words drop out).
  const lexemes = sql`(array(select jsonb_array_elements_text(${JSON.stringify(grams)}::jsonb))::text[]
    || tsvector_to_array(to_tsvector('english', ${words.join(' ')})))`;
  const gramQuery = grams.length > 0 ? sql`${tsqueryLiteral(grams, '|')}::tsquery` : null;
  const wordQuery = words.length > 0 ? sql`to_tsquery('english', ${words.join(' | ')})` : null;
  const query = gramQuery && wordQuery ? sql`(${gramQuery} || ${wordQuery})` : (gramQuery ?? wordQuery);
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return queryRows(
    db,
    sql`with q as (select ${lexemes} as lex)
      select d.kind, d.ref_id, d.title, d.body,
        (cardinality(array(select unnest(tsvector_to_array(d.terms)) intersect select unnest(q.lex)))::float8
          / greatest(cardinality(q.lex), 1)) as share
      from search_documents d, q
      where d.kind in (${kindList}) and d.terms @@ ${query} and ${searchVisibleTo(actor, orgLine)}
      order by share desc, ts_rank(d.terms, ${query}) desc, d.updated_at desc, d.id desc
      limit ${limit}`,
    { kind: col.text, ref_id: col.int, title: col.text, body: col.text, share: col.num },
  );
}
