// The bank content of the questions a paper shows (stem, options, type, answer key), cached in process so a
// wave of takers opening the same paper reads the bank once, not once per taker: concurrent misses for the
// same questions share one read. Kept 60 s, like the fixed papers joins draw from (paper-layout.ts): a bank
// edit reaches new papers within a minute. Reviews and marking read the bank directly (they show analyses
// and right answers that a lecturer may have just corrected).

import { keptInMemory } from '../../core/kept-in-memory.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AttemptLayout } from '../../db/schema/index.ts';
import { layoutQuestions } from './paper-layout.ts';
import { type QuestionContent, questionContent } from './question-content.ts';

const PAPER_CONTENT_TTL_MS = 60_000;
const CACHE_MAX = 20_000;
const cached = keptInMemory(new Map<string, { content: QuestionContent; until: number }>());
/** Reads under way, per database handle (a transaction never waits on a read queued outside it). */
const fillsByDb = new WeakMap<object, Map<string, Promise<Map<number, QuestionContent>>>>();

let bankReads = 0;

/** How many times the bank was read for papers (tests: a wave of takers reads it once). */
export function paperBankReads(): number {
  return bankReads;
}

/** The content of these questions, from the cache where it is fresh and one shared read for the rest. */
export async function paperQuestionContent(
  db: DbOrTx,
  tenantId: string,
  ids: number[],
): Promise<Map<number, QuestionContent>> {
  const now = Date.now();
  const found = new Map<number, QuestionContent>();
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const entry = cached.get(`${tenantId}:${id}`);
    if (entry && entry.until > now) found.set(id, entry.content);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  missing.sort((a, b) => a - b);
  const key = `${tenantId}:${missing.join(',')}`;
  let filling = fillsByDb.get(db);
  if (!filling) {
    filling = new Map();
    fillsByDb.set(db, filling);
  }
  const fills = filling;
  let fill = fills.get(key);
  if (!fill) {
    bankReads += 1;
    fill = questionContent(db, tenantId, missing).finally(() => fills.delete(key));
    fills.set(key, fill);
    const read = await fill;
    if (cached.size + read.size > CACHE_MAX) cached.clear();
    const until = Date.now() + PAPER_CONTENT_TTL_MS;
    for (const [id, content] of read) cached.set(`${tenantId}:${id}`, { content, until });
  }
  for (const [id, content] of await fill) found.set(id, content);
  return found;
}

/** Forgets the cached content of edited bank questions, so papers opened from now on show the edit. */
export function forgetQuestionContent(tenantId: string, ids: readonly number[]): void {
  for (const id of ids) cached.delete(`${tenantId}:${id}`);
}

/** Every question of an attempt's paper, groups included, as the taker's paper shows them. */
export function paperContent(db: DbOrTx, tenantId: string, layout: AttemptLayout) {
  return paperQuestionContent(
    db,
    tenantId,
    layoutQuestions(layout).map((question) => question.id),
  );
}
