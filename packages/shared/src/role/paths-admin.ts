// The role domain's back-office API paths: the original back office's (admin-calls.json, areas role,
// menu-permission and tenant) and the audit log, which the original lacks.
const SYS = '/api/sys/v1';

export const roleAdminPaths = {
  /** GET list, POST create, PUT edit, DELETE delete. */
  roles: `${SYS}/role`,
  /** PUT: the role's menu and button codes. */
  rolePrivilege: `${SYS}/role/privilege`,
  /** GET: the catalogue as a tree with what the role holds (`isOwn`). */
  roleMenuPrivilege: `${SYS}/role/menu/privilege`,
  /** GET and PUT: the role's data scope. */
  roleDataPrivilege: `${SYS}/role/data/privilege`,
  /** GET members, POST add, DELETE remove. */
  roleUsers: `${SYS}/role/user`,
  /** GET: users of the tenant who do not hold the role (to add). */
  roleCandidates: `${SYS}/role/unuser`,
  /** GET list, POST create, PUT edit (name, domain, disabled): platform administrators only. */
  tenants: `${SYS}/tenant`,
  /** GET list, POST create, DELETE remove: a tenant's administrators (platform administrators only). */
  tenantAdmins: `${SYS}/tenant/admin`,
  /** GET: the back office's menu catalogue as a tree (read-only: the catalogue is code, not data). */
  menuTree: `${SYS}/menu/tree`,
  /** GET: the audit log with filters. */
  audit: `${SYS}/audit/log`,
  /** The original back office's spelling of the audit log (its 操作日志 page). */
  auditAlias: '/api/log/v1/action/log',
  /** GET list (with role counts), POST create, PUT rename, DELETE: the role page's side tree. */
  roleCategories: `${SYS}/role/category/define`,
  /** GET: the positions of the tenant, for the role form's position picker. */
  rolePositions: `${SYS}/role/position`,
  /** GET: the org tree with what the role's data scope reaches (`isOwn`). */
  roleOrgPrivilege: `${SYS}/role/org/privilege`,
  /** GET: the data-scope choices with the role's own marked. */
  roleBizPrivilege: `${SYS}/role/biz/privilege`,
  /** POST: the org unit types, for the role form (the original's queryMaxOrgType). */
  roleOrgTypes: '/api/blade-system/v1/role/queryMaxOrgType',
  /** GET list, POST create, PUT edit, DELETE: the tenant's work-number rules. */
  workNoRules: `${SYS}/tenant/workno/rule`,
  /** GET children of a menu, POST add, PUT edit or switch, DELETE: the menu editor. */
  menuInfo: `${SYS}/menu/info`,
} as const;
