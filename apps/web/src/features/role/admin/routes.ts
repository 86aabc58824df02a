// The role domain's back-office pages: roles, one role's privileges and users, tenants (platform
// administrators) and the audit log (paths of the original back office).
import { rolePrivilegeCodes as codes } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const roleAdminRoutes: AdminRoute[] = [
  {
    path: 'system/role',
    menuCode: codes.role,
    title: 'role:admin.role.title',
    group: 'role',
    load: () => import('./RoleListPage.tsx'),
  },
  {
    path: 'system/permissionConfig',
    menuCode: codes.role,
    title: 'role:admin.privilege.title',
    group: 'role',
    hidden: true,
    load: () => import('./RolePrivilegePage.tsx'),
  },
  {
    path: 'system/roleUsers',
    menuCode: codes.role,
    title: 'role:admin.member.title',
    group: 'role',
    hidden: true,
    load: () => import('./RoleUsersPage.tsx'),
  },
  {
    path: 'system/tenant',
    menuCode: codes.tenant,
    title: 'role:admin.tenant.title',
    group: 'role',
    load: () => import('./TenantListPage.tsx'),
  },
  {
    path: 'system/actionLog',
    menuCode: codes.audit,
    title: 'role:admin.audit.title',
    group: 'role',
    load: () => import('./AuditPage.tsx'),
  },
];
