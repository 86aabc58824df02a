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
  /** GET: the audit log with filters. */
  audit: `${SYS}/audit/log`,
} as const;
