// The account domain's SQL written once: a person as the pickers show them (never a phone or an e-mail
// address), the LIKE pattern of a search, and an id list.
import { type SQL, sql } from 'drizzle-orm';
import { col } from '../../db/rows.ts';

/** Columns of a picker person over `u` users, `o` their org unit and `p` their position. */
export const pickerUserColumns = sql`u.id, u.name, u.work_no, u.avatar_url, u.org_id,
  coalesce(o.name, '') as org_name, u.position_id, coalesce(p.name, '') as position_name`;

/** Joins for pickerUserColumns, scoped to the tenant: only active people of `tenantId`. */
export function pickerUserFrom(tenantId: string): SQL {
  return sql`from users u
    left join organisations o on o.id = u.org_id and o.tenant_id = u.tenant_id
    left join positions p on p.id = u.position_id and p.tenant_id = u.tenant_id
    where u.tenant_id = ${tenantId} and not u.disabled`;
}

export const pickerUserShape = {
  id: col.int,
  name: col.text,
  work_no: col.text,
  avatar_url: col.text,
  org_id: col.intOrNull,
  org_name: col.text,
  position_id: col.intOrNull,
  position_name: col.text,
};

/** A tree node (org unit or position) with whether anything hangs below it. */
export const pickerNodeShape = { id: col.int, name: col.text, parent_id: col.int, has_children: col.bool };

/** `%text%` for ILIKE, the text's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `(1, 2, 3)` for IN; callers never pass an empty list. */
export function idList(ids: readonly number[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
