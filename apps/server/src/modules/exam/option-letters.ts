// How options are lettered when a paper shuffles them (issue 19), decided once for every view.
//
// THE RULE: letters follow the option as the learner saw it. Every view of an attempt's question — the
// learner's answer review, the lecturer's marking sheet, and the wrong-question book (which shows the
// options in the order of the attempt the question was last answered wrongly in) — lists the options in
// that attempt's order, and the screens letter them A, B, C… by position. Right answers and the learner's
// answers stay option keys, so they are lettered by that same position. An analysis is written against
// the bank's order (the lecturer letters options as authored), so the letters it cites are rewritten
// through the attempt's shuffle map. One option therefore carries one letter everywhere it is shown for
// that attempt, and the review, the marking sheet and the wrong book agree.
//
// A citation is a run of option letters standing alone ("B", "ACD" written in ascending order) or a list
// of them ("B、C", "A, D"); a lone "A" or "I" followed by a lower-case word is read as English, not as an
// option. Tags and entities of the sanitised HTML are left untouched.
import type { TPaperOption } from '@elearning/shared';

const LETTERS = 'ABCDEFGHIJKL';
const CITATION = /(?<![A-Za-z0-9])[A-L]+(?:[ \t]*[、,，/][ \t]*[A-L]+)*(?![A-Za-z0-9])/g;
const SEPARATOR = /([ \t]*[、,，/][ \t]*)/;
const ENGLISH_WORD_AFTER = /^\s+(?!(?:is|was|are|and|or)\b)[a-z]/;

/** The options in the order the attempt showed them (the bank's order when not shuffled). */
export function shownOptions<T extends { key: string }>(
  options: T[],
  order: readonly string[] | undefined,
): T[] {
  if (!order) return options;
  const byKey = new Map(options.map((option) => [option.key, option]));
  return order.flatMap((key) => byKey.get(key) ?? []);
}

/** Bank letter → shown letter, or null when the attempt shows the bank's order. */
function letterMap(
  bank: readonly TPaperOption[],
  shown: readonly TPaperOption[],
): Map<string, string> | null {
  const map = new Map<string, string>();
  let moved = false;
  bank.forEach((option, index) => {
    const at = shown.findIndex((candidate) => candidate.key === option.key);
    if (at < 0 || index >= LETTERS.length || at >= LETTERS.length) return;
    map.set(LETTERS[index]!, LETTERS[at]!);
    if (at !== index) moved = true;
  });
  return moved ? map : null;
}

function ascending(word: string): boolean {
  return [...word].every((letter, index) => index === 0 || letter > word[index - 1]!);
}

/** One citation through the map; left as written when it is not one (an unknown letter, an acronym). */
function rewriteCitation(citation: string, map: Map<string, string>): string {
  const parts = citation.split(SEPARATOR);
  const words = parts.filter((_, index) => index % 2 === 0);
  if (words.some((word) => !ascending(word) || [...word].some((letter) => !map.has(letter)))) return citation;
  const mapped = words.map((word) =>
    [...word]
      .map((letter) => map.get(letter)!)
      .sort()
      .join(''),
  );
  if (words.every((word) => word.length === 1)) mapped.sort();
  return parts.map((part, index) => (index % 2 === 0 ? mapped[index / 2]! : part)).join('');
}

function rewriteText(text: string, map: Map<string, string>): string {
  return text.replace(CITATION, (citation: string, offset: number) => {
    const lone = citation === 'A' || citation === 'I';
    if (lone && ENGLISH_WORD_AFTER.test(text.slice(offset + citation.length))) return citation;
    return rewriteCitation(citation, map);
  });
}

/** The analysis (sanitised HTML) with the option letters it cites as the attempt showed the options. */
export function analysisAsShown(
  analysis: string,
  bank: readonly TPaperOption[],
  shown: readonly TPaperOption[],
): string {
  const map = letterMap(bank, shown);
  if (!map || !analysis) return analysis;
  return analysis
    .split(/(<[^>]*>)/)
    .map((part, index) => (index % 2 === 1 ? part : rewriteText(part, map)))
    .join('');
}

/** A bank question's options and analysis as one attempt showed them. */
export function asShown(
  question: { options: TPaperOption[]; analysis: string },
  order: readonly string[] | undefined | null,
): { options: TPaperOption[]; analysis: string } {
  const options = shownOptions(question.options, order ?? undefined);
  return { options, analysis: analysisAsShown(question.analysis, question.options, options) };
}
