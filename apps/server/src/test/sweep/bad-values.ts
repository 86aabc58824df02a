// The fixed set of bad inputs every route gets: each case gives every known parameter name one bad value
// (in the query for GET, as a JSON body otherwise; path parameters take the case's text), so one request
// per case covers whatever names the route reads. Long values are split over several requests to stay
// under the body limit, so a 413 never hides what the route would do with them.
import { PAGE_NAMES } from './param-names.ts';
import type { QueryValue } from './sweep-client.ts';

export type BadRequestShape = {
  /** Query (GET) or body (otherwise) parameters. */
  params?: Record<string, unknown>;
  /** A malformed JSON body, sent as is. */
  rawJson?: string;
  /** The value each path parameter takes. */
  pathValue: string;
  /** The names a 4xx reply may name. */
  names: string[];
};

export type BadCase = { label: string; getToo: boolean; requests: (names: string[]) => BadRequestShape[] };

const LONG = 'x'.repeat(10_000);
const NUL = 'a\u0000b';
const UNKNOWN_ENUM = 'NOT_A_KNOWN_VALUE';
const HUGE = '9'.repeat(30);

const every = (names: string[], value: unknown) => Object.fromEntries(names.map((name) => [name, value]));

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const BAD_CASES: BadCase[] = [
  {
    label: 'wrong types',
    getToo: true,
    requests: (names) => [
      { params: every(names, { not: 'a scalar' }), pathValue: 'abc', names },
      { params: every(names, true), pathValue: 'true', names },
      { params: every(names, 'abc'), pathValue: 'abc', names },
    ],
  },
  {
    label: 'arrays for scalars',
    getToo: true,
    requests: (names) => [{ params: every(names, ['1', '2']), pathValue: '1,2', names }],
  },
  {
    label: '10 000-character strings',
    getToo: true,
    requests: (names) =>
      chunks(names, 40).map((part) => ({ params: every(part, LONG), pathValue: LONG, names: part })),
  },
  {
    label: 'NUL bytes',
    getToo: true,
    requests: (names) => [{ params: every(names, NUL), pathValue: NUL, names }],
  },
  {
    label: 'negative and huge page numbers',
    getToo: true,
    requests: () => [
      { params: every(PAGE_NAMES, -1), pathValue: '-1', names: PAGE_NAMES },
      { params: every(PAGE_NAMES, Number(HUGE)), pathValue: HUGE, names: PAGE_NAMES },
      { params: every(PAGE_NAMES, HUGE), pathValue: HUGE, names: PAGE_NAMES },
      { params: every(PAGE_NAMES, 1.5), pathValue: '1.5', names: PAGE_NAMES },
    ],
  },
  {
    label: 'unknown enum values',
    getToo: true,
    requests: (names) => [
      { params: every(names, UNKNOWN_ENUM), pathValue: UNKNOWN_ENUM, names },
      { params: every(names, 987654), pathValue: '987654', names },
    ],
  },
  {
    label: 'malformed JSON',
    getToo: false,
    requests: (names) => [
      { rawJson: '{"id": 1, "courseId": ', pathValue: '1', names },
      { rawJson: '[1, 2', pathValue: '1', names },
    ],
  },
];

/** A body parameter as a query value: objects and booleans become text, arrays repeat the name. */
export function asQuery(params: Record<string, unknown>): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) query[name] = value.map(String);
    else if (value && typeof value === 'object') query[name] = '[object Object]';
    else query[name] = String(value);
  }
  return query;
}
