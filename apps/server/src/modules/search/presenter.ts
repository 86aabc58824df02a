// The search's replies: a hit with its title cut into highlighted and plain pieces and a short summary.
import { SearchKind, type TSearchKind, type TSearchResult, type TSearchTitlePart } from '@elearning/shared';
import type { HitRow } from './queries.ts';
import { normaliseText } from './tokens.ts';

const SUMMARY_LENGTH = 120;

/** Where a query word shows in a text: the word itself, or for a Latin word its stem-like start. */
function needlesOf(words: readonly string[]): string[] {
  return words
    .map((word) =>
      /^[a-z0-9]+$/.test(word) && word.length > 4 ? word.slice(0, Math.max(4, word.length - 3)) : word,
    )
    .filter((word) => word.length > 0);
}

export function highlight(text: string, words: readonly string[]): TSearchTitlePart[] {
  const lower = normaliseText(text, text.length);
  const needles = needlesOf(words);
  const marks = new Array<boolean>(text.length).fill(false);
  // Normalising may change lengths (full-width forms); highlight only when it did not.
  if (lower.length === text.length) {
    for (const needle of needles) {
      let at = lower.indexOf(needle);
      while (at >= 0) {
        marks.fill(true, at, at + needle.length);
        at = lower.indexOf(needle, at + needle.length);
      }
    }
  }
  const parts: TSearchTitlePart[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts.at(-1);
    const hit = marks[i] ?? false;
    if (last && last.hit === hit) last.text += text[i];
    else parts.push({ text: text[i] ?? '', hit });
  }
  return parts;
}

function summaryOf(body: string, words: readonly string[]): string {
  const lower = normaliseText(body, body.length);
  const at = needlesOf(words)
    .map((needle) => lower.indexOf(needle))
    .filter((index) => index >= 0)
    .sort((a, b) => a - b)[0];
  const start = at === undefined ? 0 : Math.max(0, at - 30);
  const text = body.slice(start, start + SUMMARY_LENGTH);
  return `${start > 0 ? '…' : ''}${text}${start + SUMMARY_LENGTH < body.length ? '…' : ''}`;
}

function kindOf(value: string): TSearchKind | undefined {
  return Object.values(SearchKind).find((kind) => kind === value);
}

/** The page's hits; a row of a kind this build does not know is left out. */
export function presentHits(rows: readonly HitRow[], words: readonly string[]): TSearchResult[] {
  return rows.flatMap((row) => {
    const kind = kindOf(row.kind);
    return kind ? [presentHit(row, words, kind)] : [];
  });
}

function presentHit(row: HitRow, words: readonly string[], kind: TSearchKind): TSearchResult {
  return {
    kind,
    id: row.ref_id,
    title: row.title,
    titleParts: highlight(row.title, words),
    summary: summaryOf(row.body, words),
    cover: row.cover,
    updatedAt: row.updated_at,
  };
}
