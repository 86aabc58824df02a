// The search's SQL pieces, written once: the tsquery a parsed query becomes, and the row shape of a hit.
import { type SQL, sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';

/** A timestamptz column as epoch milliseconds. */
export const msCol = (value: unknown, column: string): number => col.date(value, column).getTime();
export const msOrNullCol = (value: unknown, column: string): number | null =>
  value === null ? null : msCol(value, column);

import { parseQuery } from './tokens.ts';

/** SQL tsquery of a search text (CJK bigrams AND English stems), or null when nothing searchable is left. */
export function tsqueryOf(text: string): { query: SQL; words: string[] } | null {
  const { cjk, latin, words } = parseQuery(text);
  const english = /[\p{L}\p{N}]/u.test(latin) ? sql`plainto_tsquery('english', ${latin})` : null;
  const chinese = cjk === '' ? null : sql`${cjk}::tsquery`;
  if (english && chinese) return { query: sql`(${chinese} && ${english})`, words };
  const only = english ?? chinese;
  return only ? { query: only, words } : null;
}

export const hitShape = {
  kind: col.text,
  ref_id: col.int,
  title: col.text,
  body: col.text,
  cover: col.text,
  updated_at: msCol,
};
export type HitRow = RowOf<typeof hitShape>;
