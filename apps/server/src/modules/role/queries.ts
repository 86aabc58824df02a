// Row shapes and column lists of the role module, written once.
import { sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';

/** A role with its member and code counts; `r` roles. */
export const roleColumns = sql`r.id, r.name, r.code, r.description, r.kind, r.data_scope, r.category_id, r.disabled, r.updated_at,
  (select count(*) from user_identities ui where ui.tenant_id = r.tenant_id and ui.role_id = r.id)::int as user_num,
  (select count(*) from role_privileges p where p.role_id = r.id)::int as privilege_num`;

export const roleShape = {
  id: col.int,
  name: col.text,
  code: col.text,
  description: col.text,
  kind: col.text,
  data_scope: col.text,
  category_id: col.intOrNull,
  disabled: col.bool,
  updated_at: col.date,
  user_num: col.int,
  privilege_num: col.int,
};
export type RoleRow = RowOf<typeof roleShape>;
export const countedRoleShape = { ...roleShape, total_num: col.int };

export const roleUserShape = {
  id: col.int,
  name: col.text,
  account: col.text,
  phone: col.textOrNull,
  org_id: col.intOrNull,
  org_name: col.textOrNull,
  role_id: col.int,
  total_num: col.int,
};
export type RoleUserRow = RowOf<typeof roleUserShape>;

export const tenantShape = {
  id: col.text,
  name: col.text,
  domain: col.textOrNull,
  disabled: col.bool,
  user_num: col.int,
  created_at: col.date,
  total_num: col.int,
};
export type TenantRow = RowOf<typeof tenantShape>;

export const auditShape = {
  id: col.int,
  actor_user_id: col.int,
  actor_name: col.text,
  module: col.text,
  action: col.text,
  entity_type: col.text,
  entity_id: col.text,
  before: col.json<unknown>(),
  after: col.json<unknown>(),
  created_at: col.date,
  total_num: col.int,
};
export type AuditRow = RowOf<typeof auditShape>;

export const menuInfoShape = {
  id: col.int,
  parent_id: col.intOrNull,
  name: col.text,
  code: col.text,
  alias: col.text,
  path: col.text,
  icon: col.text,
  menu_type: col.text,
  sort: col.int,
  is_enabled: col.bool,
  is_show: col.bool,
  has_children: col.bool,
};
export type MenuInfoRow = RowOf<typeof menuInfoShape>;
