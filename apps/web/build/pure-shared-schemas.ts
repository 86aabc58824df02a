// Vite plugin for the web build: wraps each top-level zod schema definition of @elearning/shared in a pure
// IIFE (`const ZName = /* @__PURE__ */ (() => z…)();`). The bundler can then drop every schema a page does
// not use together with zod itself — the web app validates with the shared check functions, and only the
// server parses with the schemas.
import type { Plugin } from 'vite';

const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/].*\.ts$/;
const DECLARATION = /^(export )?const (\w+)(: [^=\n]+)? = /gm;
const USES_ZOD = /\bz\.|\bz[A-Z]\w*\(|\bZ[A-Z]\w*\.|\brefineWith\(/;

/** Characters after which a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set(['=', '(', ',', ':', '[', '!', '&', '|', '?', '{', '}', ';', '']);

/** Index of the `/` closing the regular expression opened at `start` (character classes respected). */
function regexEnd(code: string, start: number): number {
  let inClass = false;
  for (let i = start + 1; i < code.length; i += 1) {
    const ch = code[i];
    if (ch === '\\') i += 1;
    else if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    else if (ch === '/' && !inClass) return i;
    else if (ch === '\n') return -1;
  }
  return -1;
}

/**
 * Index just after the `;` ending the statement that starts at `from`, or -1. Strings, template literals,
 * comments and regular expressions are skipped.
 */
export function statementEnd(code: string, from: number): number {
  let depth = 0;
  let previous = '';
  for (let i = from; i < code.length; i += 1) {
    const ch = code[i] ?? '';
    if (ch.trim() === '') continue;
    if (ch === '/' && code[i + 1] !== '/' && code[i + 1] !== '*' && BEFORE_REGEX.has(previous)) {
      i = regexEnd(code, i);
      if (i < 0) return -1;
      previous = '/';
      continue;
    }
    previous = ch;
    if (ch === "'" || ch === '"' || ch === '`') {
      for (i += 1; i < code.length && code[i] !== ch; i += 1) if (code[i] === '\\') i += 1;
    } else if (ch === '/' && code[i + 1] === '/') {
      i = code.indexOf('\n', i);
      if (i < 0) return -1;
    } else if (ch === '/' && code[i + 1] === '*') {
      i = code.indexOf('*/', i + 2) + 1;
      if (i <= 0) return -1;
    } else if (ch === '(' || ch === '[' || ch === '{') {
      depth += 1;
    } else if (ch === ')' || ch === ']' || ch === '}') {
      depth -= 1;
    } else if (ch === ';' && depth === 0) {
      return i + 1;
    }
  }
  return -1;
}

/** Wraps the schema-building initializers of one shared source file. */
export function wrapSchemas(code: string): string {
  let out = '';
  let last = 0;
  for (const match of code.matchAll(DECLARATION)) {
    const start = (match.index ?? 0) + match[0].length;
    if (start < last) continue;
    const end = statementEnd(code, start);
    if (end < 0) continue;
    const init = code.slice(start, end - 1);
    if (!USES_ZOD.test(init)) continue;
    out += `${code.slice(last, start)}/* @__PURE__ */ (() => (${init}))();`;
    last = end;
  }
  return out + code.slice(last);
}

export function pureSharedSchemas(): Plugin {
  return {
    name: 'elearning:pure-shared-schemas',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      return SHARED_SOURCE.test(id) ? { code: wrapSchemas(code), map: null } : null;
    },
  };
}
