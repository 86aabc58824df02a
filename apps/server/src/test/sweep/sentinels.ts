// Sentinels for the tenant-isolation sweep: every tenant table gets at least one row in tenant `learn`
// (the demo seed already has most; the rest are inserted here from the catalogue, foreign keys pointing
// at learn rows), then every learn row's free-text columns are overwritten with `SENTINEL-<table>-<id>`
// (or, in a table without free text, one measure column with a distinctive number). A reply to a caller
// of tenant `acme` that contains any of them is a cross-tenant leak.
import type { Db } from '../../db/client.ts';
import { type Column, quoteIdent, quoteText, rawRows, type Table } from './sweep-db.ts';

export const SENTINEL_PREFIX = 'SENTINEL-';
const LEARN = 'learn';

/** Columns people write or read as text: safe to overwrite (no logic branches on them). */
const FREE_TEXT = new Set([
  ...['name', 'title', 'content', 'stem', 'analysis', 'comment', 'introduction', 'description', 'detail'],
  ...['real_name', 'nick_name', 'original_name', 'file_name', 'source_name', 'room_name', 'room_addr'],
  ...['site_name', 'dict_value', 'user_agent', 'remark', 'summary', 'note', 'reason'],
]);

export type SentinelPlan = {
  marked: { table: string; columns: string[]; rows: number }[];
  numeric: { table: string; column: string; value: number }[];
  inserted: string[];
  unmarked: { table: string; reason: string }[];
};

type ForeignKey = { table: string; ref: string; columns: string[]; refColumns: string[] };

async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  const rows = await rawRows(
    db,
    `SELECT con.conrelid::regclass::text AS tbl, con.confrelid::regclass::text AS ref,
       (SELECT string_agg(a.attname::text, ',' ORDER BY k.ord) FROM unnest(con.conkey) WITH ORDINALITY AS k(n, ord)
          JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n) AS cols,
       (SELECT string_agg(a.attname::text, ',' ORDER BY k.ord) FROM unnest(con.confkey) WITH ORDINALITY AS k(n, ord)
          JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n) AS refcols
     FROM pg_constraint con WHERE con.contype = 'f' AND con.connamespace = 'public'::regnamespace`,
  );
  return rows.map((row) => ({
    table: String(row.tbl).replaceAll('"', ''),
    ref: String(row.ref).replaceAll('"', ''),
    columns: String(row.cols).split(','),
    refColumns: String(row.refcols).split(','),
  }));
}

/** Columns in a unique index (primary keys included) or a foreign key: never overwritten. */
async function constrainedColumns(db: Db): Promise<Set<string>> {
  const rows = await rawRows(
    db,
    `SELECT i.indrelid::regclass::text AS tbl, a.attname::text AS col FROM pg_index i
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
     JOIN pg_class c ON c.oid = i.indrelid
     WHERE i.indisunique AND c.relnamespace = 'public'::regnamespace
     UNION ALL
     SELECT con.conrelid::regclass::text, a.attname::text FROM pg_constraint con
     JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = ANY (con.conkey)
     WHERE con.contype = 'f' AND con.connamespace = 'public'::regnamespace`,
  );
  return new Set(rows.map((row) => `${String(row.tbl).replaceAll('"', '')}.${String(row.col)}`));
}

/** Columns a CHECK constraint names (a total that must equal its parts): never given a sentinel measure. */
async function checkedColumns(db: Db): Promise<Set<string>> {
  const rows = await rawRows(
    db,
    `SELECT con.conrelid::regclass::text AS tbl, a.attname::text AS col FROM pg_constraint con
     JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = ANY (con.conkey)
     WHERE con.contype = 'c' AND con.connamespace = 'public'::regnamespace`,
  );
  return new Set(rows.map((row) => `${String(row.tbl).replaceAll('"', '')}.${String(row.col)}`));
}

/** The first allowed value of each column limited by `CHECK (col = ANY (ARRAY['a', …]))`. */
async function checkedValues(db: Db): Promise<Map<string, string>> {
  const rows = await rawRows(
    db,
    `SELECT conrelid::regclass::text AS tbl, pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE contype = 'c' AND connamespace = 'public'::regnamespace`,
  );
  const values = new Map<string, string>();
  for (const row of rows) {
    const match = /\(?(\w+)\)?(?:::text)? = ANY \(\(?ARRAY\['([^']*)'/.exec(String(row.def));
    if (match) values.set(`${String(row.tbl).replaceAll('"', '')}.${match[1]}`, match[2] ?? '');
  }
  return values;
}

async function hasLearnRow(db: Db, table: Table): Promise<boolean> {
  const rows = await rawRows(
    db,
    `SELECT 1 FROM ${quoteIdent(table.name)} WHERE ${quoteIdent(table.tenantColumn)} = ${quoteText(LEARN)} LIMIT 1`,
  );
  return rows.length > 0;
}

function literalFor(table: Table, column: Column, checked: Map<string, string>): string | undefined {
  const allowed = checked.get(`${table.name}.${column.name}`);
  if (allowed !== undefined) return quoteText(allowed);
  if (column.name === 'tenant_id') return quoteText(LEARN);
  switch (column.type) {
    case 'text':
    case 'character varying':
      return quoteText(`sw-${table.name}-${Date.now().toString(36)}`.slice(0, column.maxLength ?? 200));
    case 'integer':
    case 'bigint':
    case 'smallint':
    case 'numeric':
    case 'real':
    case 'double precision':
      return '1';
    case 'boolean':
      return 'false';
    // Far in the future, so no background job (the exam sweeper's deadlines) acts on these rows.
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return `now() + interval '30 days'`;
    case 'date':
      return 'current_date + 30';
    case 'json':
    case 'jsonb':
      return `'{}'`;
    case 'uuid':
      return 'gen_random_uuid()';
    default:
      return undefined;
  }
}

/** Inserts one learn row into a table that has none; foreign keys point at existing learn rows. */
async function insertLearnRow(db: Db, table: Table, fks: ForeignKey[], checked: Map<string, string>) {
  const values = new Map<string, string>();
  for (const fk of fks.filter((candidate) => candidate.table === table.name)) {
    const needed = fk.columns.some((name) => {
      const column = table.columns.find((c) => c.name === name);
      return column && !column.nullable && !column.hasDefault && name !== 'tenant_id';
    });
    if (!needed) continue;
    const refTenant = fk.ref === 'tenants' ? 'id' : 'tenant_id';
    const [ref] = await rawRows(
      db,
      `SELECT ${fk.refColumns.map((c) => `${quoteIdent(c)}::text AS ${quoteIdent(c)}`).join(', ')}
       FROM ${quoteIdent(fk.ref)} WHERE ${quoteIdent(refTenant)} = ${quoteText(LEARN)} ORDER BY 1 LIMIT 1`,
    );
    if (!ref) throw new Error(`no learn row in ${fk.ref} to point ${table.name}.${fk.columns.join(',')} at`);
    fk.columns.forEach((name, i) => {
      values.set(name, quoteText(String(ref[fk.refColumns[i] ?? ''])));
    });
  }
  for (const column of table.columns) {
    if (values.has(column.name) || (column.nullable && column.name !== 'tenant_id') || column.hasDefault)
      continue;
    const literal = literalFor(table, column, checked);
    if (literal === undefined) throw new Error(`no value for ${table.name}.${column.name} (${column.type})`);
    values.set(column.name, literal);
  }
  const names = [...values.keys()];
  await rawRows(
    db,
    `INSERT INTO ${quoteIdent(table.name)} (${names.map(quoteIdent).join(', ')})
     VALUES (${names.map((name) => values.get(name)).join(', ')})`,
  );
}

/** Makes sure every table has a learn row (several passes: a row may need another table's row first). */
async function fillEmptyTables(db: Db, tables: Table[], plan: SentinelPlan) {
  const fks = await foreignKeys(db);
  const checked = await checkedValues(db);
  let pending: Table[] = [];
  for (const table of tables) if (!(await hasLearnRow(db, table))) pending.push(table);
  const errors = new Map<string, string>();
  for (let pass = 0; pass < 4 && pending.length > 0; pass += 1) {
    const next: Table[] = [];
    for (const table of pending) {
      try {
        await insertLearnRow(db, table, fks, checked);
        plan.inserted.push(table.name);
      } catch (error) {
        errors.set(table.name, error instanceof Error ? error.message : String(error));
        next.push(table);
      }
    }
    pending = next;
  }
  for (const table of pending)
    plan.unmarked.push({ table: table.name, reason: `no learn row: ${errors.get(table.name)}` });
}

const NUMERIC_TYPES = new Set(['integer', 'bigint', 'numeric', 'real', 'double precision']);

export async function plantSentinels(db: Db, tables: Table[]): Promise<SentinelPlan> {
  const plan: SentinelPlan = { marked: [], numeric: [], inserted: [], unmarked: [] };
  await fillEmptyTables(db, tables, plan);
  const constrained = await constrainedColumns(db);
  const checked = await checkedColumns(db);
  const where = (table: Table) => `${quoteIdent(table.tenantColumn)} = ${quoteText(LEARN)}`;
  for (const [index, table] of tables.entries()) {
    if (plan.unmarked.some((entry) => entry.table === table.name)) continue;
    const text = table.columns.filter(
      (column) =>
        FREE_TEXT.has(column.name) &&
        ['text', 'character varying'].includes(column.type) &&
        (column.maxLength ?? 100) >= 40 &&
        !constrained.has(`${table.name}.${column.name}`),
    );
    const rowKey = table.columns.some((column) => column.name === 'id')
      ? 'id::text'
      : 'substr(md5(ctid::text), 1, 8)';
    if (text.length > 0) {
      const sets = text.map(
        (column) =>
          `${quoteIdent(column.name)} = ${quoteText(`${SENTINEL_PREFIX}${table.name}-`)} || ${rowKey}`,
      );
      const rows = await rawRows(
        db,
        `UPDATE ${quoteIdent(table.name)} SET ${sets.join(', ')} WHERE ${where(table)} RETURNING 1 AS one`,
      );
      plan.marked.push({ table: table.name, columns: text.map((c) => c.name), rows: rows.length });
      continue;
    }
    const measure = table.columns.find(
      (column) =>
        NUMERIC_TYPES.has(column.type) &&
        column.name !== 'id' &&
        !column.name.endsWith('_id') &&
        (column.intDigits === null || column.intDigits >= 8) &&
        !constrained.has(`${table.name}.${column.name}`) &&
        !checked.has(`${table.name}.${column.name}`),
    );
    if (measure) {
      const value = 7_300_017 + index * 100;
      await rawRows(
        db,
        `UPDATE ${quoteIdent(table.name)} SET ${quoteIdent(measure.name)} = ${value} WHERE ${where(table)}`,
      );
      plan.numeric.push({ table: table.name, column: measure.name, value });
    } else {
      plan.unmarked.push({
        table: table.name,
        reason: 'no free text or measure column: its rows reach replies only through the rows they point at',
      });
    }
  }
  return plan;
}

/** The sentinels a reply contains, by table. */
export function sentinelsIn(text: string, plan: SentinelPlan): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/SENTINEL-([a-z_]+)-/g)) found.add(match[1] ?? '?');
  for (const entry of plan.numeric) {
    if (new RegExp(`(?<![\\d.])${entry.value}(?![\\d])`).test(text))
      found.add(`${entry.table}.${entry.column}`);
  }
  return [...found];
}
