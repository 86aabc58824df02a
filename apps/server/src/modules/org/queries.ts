// Row shapes and columns shared by the organisation services.
import { type SQL, sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';

export const unitShape = {
  id: col.int,
  parent_id: col.intOrNull,
  name: col.text,
  code: col.text,
  org_type: col.text,
  remark: col.text,
  sort: col.int,
  user_num: col.int,
  child_num: col.int,
};
export type UnitRow = RowOf<typeof unitShape>;

/** The unit's columns (`o`) with its direct people and child units counted. */
export const unitColumns = sql`o.id, o.parent_id, o.name, o.code, o.org_type, o.remark, o.sort,
  (select count(*) from users m where m.tenant_id = o.tenant_id and m.org_id = o.id)::int as user_num,
  (select count(*) from organisations c where c.tenant_id = o.tenant_id and c.parent_id = o.id)::int as child_num`;

export const positionShape = {
  id: col.int,
  parent_id: col.intOrNull,
  name: col.text,
  code: col.text,
  org_id: col.intOrNull,
  org_name: col.text,
  remark: col.text,
  sort: col.int,
  user_num: col.int,
  child_num: col.int,
};
export type PositionRow = RowOf<typeof positionShape>;

export const positionColumns = sql`p.id, p.parent_id, p.name, p.code, p.org_id, coalesce(o.name, '') as org_name,
  p.remark, p.sort,
  (select count(*) from users m where m.tenant_id = p.tenant_id and m.position_id = p.id)::int as user_num,
  (select count(*) from positions c where c.tenant_id = p.tenant_id and c.parent_id = p.id)::int as child_num`;
export const positionFrom = (tenantId: string): SQL =>
  sql`from positions p left join organisations o on o.id = p.org_id and o.tenant_id = p.tenant_id where p.tenant_id = ${tenantId}`;

export const jobLevelShape = {
  id: col.int,
  parent_id: col.intOrNull,
  name: col.text,
  code: col.text,
  remark: col.text,
  sort: col.int,
  user_num: col.int,
  child_num: col.int,
};
export type JobLevelRow = RowOf<typeof jobLevelShape>;
export const jobLevelColumns = sql`j.id, j.parent_id, j.name, j.code, j.remark, j.sort,
  (select count(*) from users m where m.tenant_id = j.tenant_id and m.job_level_id = j.id)::int as user_num,
  (select count(*) from job_levels c where c.tenant_id = j.tenant_id and c.parent_id = j.id)::int as child_num`;

export const personShape = {
  id: col.int,
  name: col.text,
  account: col.text,
  work_no: col.text,
  phone: col.textOrNull,
  email: col.text,
  sex: col.int,
  org_id: col.intOrNull,
  org_name: col.text,
  position_id: col.intOrNull,
  position_name: col.text,
  job_level_id: col.intOrNull,
  disabled: col.bool,
  is_teacher: col.bool,
  is_tutor: col.bool,
  is_org_admin: col.bool,
  role_id: col.int,
  role_name: col.text,
  created_at: col.epochMs,
};
export type PersonRow = RowOf<typeof personShape>;

/** A person (`u`) with their unit, position, identities and role. */
export const personColumns = sql`u.id, u.name, u.account, u.work_no, u.phone, u.email, u.sex, u.org_id,
  coalesce(o.name, '') as org_name, u.position_id, coalesce(p.name, '') as position_name, u.job_level_id,
  u.disabled, coalesce(i.is_teacher, false) as is_teacher, coalesce(i.is_tutor, false) as is_tutor,
  coalesce(i.is_org_admin, false) as is_org_admin, coalesce(i.role_id, 0) as role_id,
  coalesce(r.name, '') as role_name, (extract(epoch from u.created_at) * 1000)::float8 as created_at`;
export const personJoins = sql`left join organisations o on o.id = u.org_id and o.tenant_id = u.tenant_id
  left join positions p on p.id = u.position_id and p.tenant_id = u.tenant_id
  left join user_identities i on i.user_id = u.id
  left join roles r on r.id = i.role_id and r.tenant_id = u.tenant_id`;

/** `%text%` for ilike, with the wildcards of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The ids as SQL `(1, 2, 3)`. */
export function idList(ids: readonly number[]): SQL {
  return ids.length === 0
    ? sql`(null::int)`
    : sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;
}
