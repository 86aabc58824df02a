// Hand-written SQL with typed rows: a query names its columns once, as a shape of decoders, and the row type
// is inferred from that shape. A column renamed in SQL but not in the shape fails loudly the first time the
// query runs (in the module's tests), never as an `undefined` passed on silently. Decoders also even out
// what the two drivers return (pg sends int8 and numeric as strings).
import type { SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from './client.ts';

type Decoder<T> = (value: unknown, column: string) => T;
export type RowShape = Record<string, Decoder<unknown>>;
export type RowOf<S extends RowShape> = { [K in keyof S]: ReturnType<S[K]> };

function fail(column: string, value: unknown, expected: string): never {
  throw new Error(
    `column "${column}": expected ${expected}, got ${value === undefined ? 'no such column' : typeof value}`,
  );
}

function toNumber(value: unknown, column: string): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return fail(column, value, 'a number');
}

function toDate(value: unknown, column: string): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return fail(column, value, 'a timestamp');
}

/** A decoder that also accepts SQL NULL. */
function nullable<T>(decode: Decoder<T>): Decoder<T | null> {
  return (value, column) => (value === null ? null : decode(value, column));
}

const int: Decoder<number> = toNumber;
const text: Decoder<string> = (value, column) =>
  typeof value === 'string' ? value : fail(column, value, 'text');
const bool: Decoder<boolean> = (value, column) =>
  typeof value === 'boolean' ? value : fail(column, value, 'a boolean');
const date: Decoder<Date> = toDate;
/**
 * A timestamp sent as epoch milliseconds (DESIGN §2: every reply uses them). Takes a number (an
 * `extract(epoch …) * 1000` column), a Date, or the text a raw query returns for a timestamptz
 * ('2026-11-28 14:00:00.123+00'): the last used to fail, and was easy to trip over.
 */
const epochMs: Decoder<number> = (value, column) => {
  if (typeof value === 'number' || typeof value === 'bigint') return toNumber(value, column);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return toDate(value, column).getTime();
};

/** Column decoders; `…OrNull` variants accept SQL NULL. */
export const col = {
  int,
  intOrNull: nullable(int),
  num: int,
  numOrNull: nullable(int),
  text,
  textOrNull: nullable(text),
  bool,
  boolOrNull: nullable(bool),
  date,
  dateOrNull: nullable(date),
  epochMs,
  epochMsOrNull: nullable(epochMs),
  /** A json/jsonb column, typed by the caller (the database checked it is JSON). */
  json:
    <T>(): Decoder<T> =>
    (value, column) =>
      value === undefined ? fail(column, value, 'json') : (value as T),
} as const;

/** One raw row decoded by `shape` (for rows read some other way, such as a prepared statement). */
export function decodeRow<S extends RowShape>(raw: Record<string, unknown>, shape: S): RowOf<S> {
  const row: Record<string, unknown> = {};
  for (const key in shape) row[key] = (shape[key] as Decoder<unknown>)(raw[key], key);
  return row as RowOf<S>;
}

/** Runs `query` (on the database or inside a transaction) and decodes every row by `shape`. */
export async function queryRows<S extends RowShape>(db: DbOrTx, query: SQL, shape: S): Promise<RowOf<S>[]> {
  // Both drivers answer `execute` with `{ rows }`; Drizzle cannot name that type for a generic db handle.
  const result = (await (db as Db).execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((raw) => decodeRow(raw, shape));
}

/** The first row of `query`, or undefined. */
export async function queryRow<S extends RowShape>(
  db: DbOrTx,
  query: SQL,
  shape: S,
): Promise<RowOf<S> | undefined> {
  const [row] = await queryRows(db, query, shape);
  return row;
}

/** Runs a statement whose rows are not read (writes, locks); returns the affected row count when known. */
export async function runStatement(db: DbOrTx, query: SQL): Promise<number> {
  const result = (await (db as Db).execute(query)) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return result.rowCount ?? result.affectedRows ?? 0;
}
