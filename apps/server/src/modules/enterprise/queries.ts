// Column lists and row shapes of the enterprise centre, written once: a student row (person, unit, position).
import { sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';

export const studentShape = {
  id: col.int,
  name: col.text,
  work_no: col.text,
  account: col.text,
  phone: col.textOrNull,
  org_id: col.intOrNull,
  org_name: col.text,
  position_name: col.text,
  disabled: col.bool,
};
export type StudentRow = RowOf<typeof studentShape>;

/** `u` the person, `o` their unit, `p` their position. */
export const studentColumns = sql`u.id, u.name, u.work_no, u.account, u.phone, u.org_id,
  coalesce(o.name, '') as org_name, coalesce(p.name, '') as position_name, u.disabled`;
export const studentJoins = sql`left join organisations o on o.id = u.org_id left join positions p on p.id = u.position_id`;

export const unitShape = { id: col.int, name: col.text, parent_id: col.intOrNull };
export type UnitRow = RowOf<typeof unitShape>;
