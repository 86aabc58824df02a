// Name lookups of the imports: org units, positions and people of the tenant read once per run, so a row
// names its unit by code or name, its position by name, a person by account or phone.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { DataScope } from '../../core/data-scope.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import type { ImportContext, RowProblem } from '../spreadsheet/registry.ts';
import { personInScope, unitInScope } from './policy.ts';

export type NameIndex = { byCode: Map<string, number>; byName: Map<string, number[]>; inScope: Set<number> };

export function addToIndex(
  index: NameIndex,
  entry: { id: number; code: string; name: string; inScope: boolean },
) {
  if (entry.code) index.byCode.set(entry.code.toLowerCase(), entry.id);
  const key = entry.name.toLowerCase();
  index.byName.set(key, [...(index.byName.get(key) ?? []), entry.id]);
  if (entry.inScope) index.inScope.add(entry.id);
}

/** The run's data scope, read once. */
export async function scopeOfRun(context: ImportContext, actor: Actor): Promise<DataScope> {
  const memo = context.memo.get('scope');
  if (memo) return memo as DataScope;
  const scope = await dataScopeOf(context.deps.db, actor);
  context.memo.set('scope', scope);
  return scope;
}

export async function unitIndex(tx: DbOrTx, tenantId: string, scope: DataScope): Promise<NameIndex> {
  const rows = await queryRows(
    tx,
    sql`select o.id, o.code, o.name, ${unitInScope(tenantId, scope, sql`o.id`)} as in_scope
      from organisations o where o.tenant_id = ${tenantId}`,
    { id: col.int, code: col.text, name: col.text, in_scope: col.bool },
  );
  const index: NameIndex = { byCode: new Map(), byName: new Map(), inScope: new Set() };
  for (const row of rows) addToIndex(index, { ...row, inScope: row.in_scope });
  return index;
}

export async function positionIndex(tx: DbOrTx, tenantId: string): Promise<NameIndex> {
  const rows = await queryRows(tx, sql`select id, code, name from positions where tenant_id = ${tenantId}`, {
    id: col.int,
    code: col.text,
    name: col.text,
  });
  const index: NameIndex = { byCode: new Map(), byName: new Map(), inScope: new Set() };
  for (const row of rows) addToIndex(index, { ...row, inScope: true });
  return index;
}

/** The id a cell names (code first, then a unique name), or the reason it names none. */
export function resolveName(index: NameIndex, field: string, value: string): number | RowProblem {
  const key = value.trim().toLowerCase();
  const id = index.byCode.get(key);
  const ids = id !== undefined ? [id] : (index.byName.get(key) ?? []);
  if (ids.length === 0) return { key: 'spreadsheet.notFoundByName', params: { field, value } };
  if (ids.length > 1) return { key: 'org.ambiguousName', params: { field, value } };
  const [found] = ids;
  if (found === undefined) return { key: 'spreadsheet.notFoundByName', params: { field, value } };
  if (!index.inScope.has(found)) return { key: 'spreadsheet.outOfScope', params: { field, value } };
  return found;
}

/** People named by account or phone (within scope), for the rows of one batch. */
export async function peopleByAccount(tx: DbOrTx, actor: Actor, scope: DataScope, accounts: string[]) {
  if (accounts.length === 0) return new Map<string, number>();
  const rows = await queryRows(
    tx,
    sql`select u.id, lower(u.account) as account, coalesce(u.phone, '') as phone from users u
      where u.tenant_id = ${actor.tenantId} and ${personInScope(actor.tenantId, scope)}
        and (lower(u.account) in (${sql.join(
          accounts.map((a) => sql`${a.toLowerCase()}`),
          sql`, `,
        )})
          or u.phone in (${sql.join(
            accounts.map((a) => sql`${a}`),
            sql`, `,
          )}))`,
    { id: col.int, account: col.text, phone: col.text },
  );
  const found = new Map<string, number>();
  for (const row of rows) {
    found.set(row.account, row.id);
    if (row.phone) found.set(row.phone, row.id);
  }
  return found;
}
