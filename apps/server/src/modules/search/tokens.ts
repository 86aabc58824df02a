// Turning text into search terms, the same way for what is indexed and what is asked. Chinese (and Japanese
// and Korean) runs have no spaces, so each run becomes its overlapping two-character words ('高效沟通' →
// 高效, 效沟, 沟通); any two characters inside a title are then one of its terms. Latin words go to
// PostgreSQL's English stemmer. Titles also give letter trigrams for the typo-tolerant suggestions.

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case, full-width folded, at most `max` characters. */
export function normaliseText(text: string, max = 20_000): string {
  return text.normalize('NFKC').toLowerCase().slice(0, max);
}

/** The CJK runs of a text and what is left of it (the Latin part) with the runs replaced by spaces. */
export function splitScripts(text: string): { runs: string[]; latin: string } {
  const normal = normaliseText(text);
  const runs = normal.match(CJK) ?? [];
  return { runs, latin: normal.replace(CJK, ' ').replace(/\s+/g, ' ').trim() };
}

/** Overlapping two-character words of each run; a run of one character is kept whole. */
export function bigramsOf(runs: readonly string[]): string[] {
  const grams = new Set<string>();
  for (const run of runs) {
    const chars = Array.from(run);
    if (chars.length === 1) grams.add(run);
    for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  }
  return [...grams];
}

/** Letter trigrams of each Latin word (padded), for similarity between a misspelt word and a title's. */
export function trigramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (const word of normaliseText(text).replace(CJK, ' ').match(WORD) ?? []) {
    if (word.length < 3) continue;
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return [...grams];
}

/** A tsquery literal: each lexeme quoted, joined with `op`; '' when there is none. */
export function tsqueryLiteral(lexemes: readonly string[], op: '&' | '|', prefix = false): string {
  const quoted = lexemes.map(
    (lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${prefix ? ':*' : ''}`,
  );
  return quoted.join(` ${op} `);
}

/** What a query asks for: the CJK part as a tsquery literal and the Latin words for the English stemmer. */
export function parseQuery(text: string): { cjk: string; latin: string; words: string[] } {
  const { runs, latin } = splitScripts(text.slice(0, 100));
  const parts: string[] = [];
  for (const run of runs) {
    // One character alone matches every two-character word that starts with it.
    parts.push(
      Array.from(run).length === 1 ? tsqueryLiteral([run], '&', true) : tsqueryLiteral(bigramsOf([run]), '&'),
    );
  }
  const words = [...runs, ...(latin.match(WORD) ?? [])];
  return { cjk: parts.map((part) => `(${part})`).join(' & '), latin, words };
}
