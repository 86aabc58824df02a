// The role module (issue 20 items 2 and 8): roles and their privileges, tenants, the audit log. It also
// starts the in-process cache of role grants that every back-office check reads (core/back-office.ts).
import type { FastifyInstance } from 'fastify';
import { watchRolePrivileges } from '../../core/back-office.ts';
import { roleExtraRoutes } from './routes-admin-extra.ts';
import { roleCategoryRoutes } from './routes-category.ts';
import { roleRoleRoutes } from './routes-role.ts';
import { roleTenantRoutes } from './routes-tenant.ts';

export async function roleRoutes(app: FastifyInstance) {
  watchRolePrivileges(app.deps.db, app.deps.realtime);
  await roleRoleRoutes(app);
  await roleTenantRoutes(app);
  await roleExtraRoutes(app);
  await roleCategoryRoutes(app);
}
