// Typo-tolerant suggestions: for each Latin word of a query, the closest word of a title the caller may
// find, by letter-trigram similarity (the index's `grams`), when it is close enough to be a misspelling.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { searchVisibleTo } from './policy.ts';
import { normaliseText, trigramsOf, tsqueryLiteral } from './tokens.ts';

const MIN_SIMILARITY = 0.34;
const CANDIDATES = 200;
const MAX_SUGGESTIONS = 5;

/** Jaccard similarity of two words' trigram sets. */
export function similarity(a: string, b: string): number {
  const left = new Set(trigramsOf(a));
  const right = new Set(trigramsOf(b));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

export async function suggestSearches(db: DbOrTx, actor: Actor, keyword: string): Promise<string[]> {
  const words = (normaliseText(keyword).match(/[a-z0-9]+/g) ?? []).filter((word) => word.length >= 3);
  if (words.length === 0) return [];
  const grams = [...new Set(words.flatMap((word) => trigramsOf(word)))];
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const rows = await queryRows(
    db,
    sql`select d.title from search_documents d
      where d.grams @@ ${tsqueryLiteral(grams, '|')}::tsquery and ${searchVisibleTo(actor, orgLine)}
      order by ts_rank(d.grams, ${tsqueryLiteral(grams, '|')}::tsquery) desc limit ${CANDIDATES}`,
    { title: col.text },
  );
  const vocabulary = new Set(rows.flatMap((row) => normaliseText(row.title).match(/[a-z0-9]+/g) ?? []));
  const replaced = words.map((word) => closest(word, vocabulary) ?? word);
  const suggestions: string[] = [];
  const whole = replaced.join(' ');
  if (whole !== words.join(' ')) suggestions.push(whole);
  for (const [index, word] of words.entries()) {
    const better = replaced[index];
    if (better && better !== word && !suggestions.includes(better)) suggestions.push(better);
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}

function closest(word: string, vocabulary: Set<string>): string | null {
  if (vocabulary.has(word)) return null;
  let best: string | null = null;
  let bestScore = MIN_SIMILARITY;
  for (const candidate of vocabulary) {
    const score = similarity(word, candidate);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
