// What the sweep reads from the database itself: its tables (found at run time, so a table added tomorrow
// is covered too) and a fingerprint of every table's committed rows, to prove a request wrote nothing.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type RawRow = Record<string, unknown>;

function isRowList(value: unknown): value is RawRow[] {
  return Array.isArray(value);
}

/** Rows of a statement built by the sweep itself (identifiers from the catalogue, never from a request). */
export async function rawRows(db: Db, text: string): Promise<RawRow[]> {
  const result: unknown = await db.execute(sql.raw(text));
  if (isRowList(result)) return result;
  if (result && typeof result === 'object' && 'rows' in result && isRowList(result.rows)) return result.rows;
  throw new Error('rawRows: unexpected driver result');
}

export type Column = {
  name: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  maxLength: number | null;
  /** Digits before the decimal point a numeric column can hold (null: unlimited or not numeric). */
  intDigits: number | null;
};
export type Table = { name: string; columns: Column[]; tenantColumn: 'tenant_id' | 'id' };

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const quoteIdent = ident;
export const quoteText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Every table of tenant data: those with a tenant_id column, and `tenants` itself (keyed by id). */
export async function tenantTables(db: Db): Promise<Table[]> {
  const rows = await rawRows(
    db,
    `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default, c.is_identity,
            c.character_maximum_length, c.numeric_precision, c.numeric_scale
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of rows) {
    const precision = row.numeric_precision === null ? null : Number(row.numeric_precision);
    const scale = row.numeric_scale === null ? 0 : Number(row.numeric_scale);
    const column: Column = {
      name: String(row.column_name),
      type: String(row.data_type),
      nullable: row.is_nullable === 'YES',
      hasDefault: row.column_default !== null || row.is_identity === 'YES',
      maxLength: row.character_maximum_length === null ? null : Number(row.character_maximum_length),
      intDigits: row.data_type === 'numeric' && precision !== null ? precision - scale : null,
    };
    const name = String(row.table_name);
    tables.set(name, [...(tables.get(name) ?? []), column]);
  }
  const result: Table[] = [];
  for (const [name, columns] of tables) {
    if (columns.some((column) => column.name === 'tenant_id'))
      result.push({ name, columns, tenantColumn: 'tenant_id' });
    else if (name === 'tenants') result.push({ name, columns, tenantColumn: 'id' });
  }
  return result;
}

export type Fingerprint = Map<string, string>;

/**
 * Per table, the count of visible rows and the newest xmin among them. Any committed INSERT or UPDATE
 * leaves a row whose xmin is a newer transaction id, and any DELETE lowers the count, so an unchanged
 * pair means nothing was written; a rolled-back write leaves no visible row and rightly counts as none.
 * Chosen over pg_current_wal_insert_lsn(), which is cluster-wide on PostgreSQL (every other database
 * on the server moves it) and moves on reads too (page pruning, hint bits); over pg_stat_user_tables,
 * whose counters are flushed asynchronously; and over row counts alone, which miss updates. It reads
 * the same on PGlite and PostgreSQL.
 */
export async function fingerprint(db: Db, tables: Table[]): Promise<Fingerprint> {
  const parts = tables.map(
    (table) =>
      `SELECT ${quoteText(table.name)} AS t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text AS f FROM ${ident(table.name)}`,
  );
  const rows = await rawRows(db, parts.join(' UNION ALL '));
  return new Map(rows.map((row) => [String(row.t), String(row.f)]));
}

/** The tables whose fingerprint differs, with before → after. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const changed: string[] = [];
  for (const [table, value] of after) {
    if (before.get(table) !== value) changed.push(`${table} ${before.get(table) ?? '-'} → ${value}`);
  }
  return changed;
}
