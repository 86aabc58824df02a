// The role back office's calls and query keys: roles, their privilege tree, data scope and members,
// tenants and the audit log (paths of packages/shared/src/role/paths-admin.ts).
import {
  roleAdminPaths,
  type TAuditPage,
  type TCreateRole,
  type TCreateTenant,
  type TCreateTenantAdmin,
  type TEditRole,
  type TEditTenant,
  type TRole,
  type TRolePage,
  type TRolePrivilegesReply,
  type TRoleUserPage,
  type TTenant,
  type TTenantAdmin,
  type TTenantPage,
} from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/index.ts';

export const roleAdminKeys = {
  roles: ['role-admin', 'roles'] as const,
  privileges: (roleId: number) => ['role-admin', 'privileges', roleId] as const,
  members: ['role-admin', 'members'] as const,
  candidates: ['role-admin', 'candidates'] as const,
  tenants: ['role-admin', 'tenants'] as const,
  tenantAdmins: ['role-admin', 'tenant-admins'] as const,
  audit: ['role-admin', 'audit'] as const,
};

type Query = Record<string, unknown>;

export const roleAdminApi = {
  roles: (query: Query) => http.get<TRolePage>(roleAdminPaths.roles, query),
  addRole: (input: TCreateRole) => http.post<TRole>(roleAdminPaths.roles, input),
  editRole: (input: TEditRole) => http.put<TRole>(roleAdminPaths.roles, input),
  deleteRole: (roleId: number) => http.del<null>(roleAdminPaths.roles, { roleId }),
  privileges: (roleId: number) =>
    http.get<TRolePrivilegesReply>(roleAdminPaths.roleMenuPrivilege, { roleId }),
  setPrivileges: (roleId: number, codes: string[]) =>
    http.put<null>(roleAdminPaths.rolePrivilege, { roleId, codes }),
  setDataScope: (roleId: number, dataScope: string) =>
    http.put<TRole>(roleAdminPaths.roleDataPrivilege, { roleId, dataScope }),
  members: (query: Query) => http.get<TRoleUserPage>(roleAdminPaths.roleUsers, query),
  candidates: (query: Query) => http.get<TRoleUserPage>(roleAdminPaths.roleCandidates, query),
  addMembers: (roleId: number, userIds: number[]) =>
    http.post<{ changed: number }>(roleAdminPaths.roleUsers, { roleId, userIds }),
  removeMembers: (roleId: number, userIds: number[]) =>
    http.del<{ changed: number }>(roleAdminPaths.roleUsers, { roleId, userIds }),
  tenants: (query: Query) => http.get<TTenantPage>(roleAdminPaths.tenants, query),
  addTenant: (input: TCreateTenant) => http.post<TTenant>(roleAdminPaths.tenants, input),
  editTenant: (input: TEditTenant) => http.put<TTenant>(roleAdminPaths.tenants, input),
  tenantAdmins: (tenantId: string) => http.get<TTenantAdmin[]>(roleAdminPaths.tenantAdmins, { tenantId }),
  addTenantAdmin: (input: TCreateTenantAdmin) =>
    http.post<{ userId: number }>(roleAdminPaths.tenantAdmins, input),
  removeTenantAdmin: (tenantId: string, userId: number) =>
    http.del<null>(roleAdminPaths.tenantAdmins, { tenantId, userId }),
  audit: (query: Query) => http.get<TAuditPage>(roleAdminPaths.audit, query),
};

/** The role and the catalogue tree with what it holds. */
export function useRolePrivileges(roleId: number) {
  return useQuery({
    queryKey: roleAdminKeys.privileges(roleId),
    queryFn: () => roleAdminApi.privileges(roleId),
    enabled: roleId > 0,
  });
}
