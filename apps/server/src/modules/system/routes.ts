// System endpoints: menu privileges per identity, site (domain) information, dictionaries.
import { ZDictQuerySchema } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { parseInput } from '../../core/validate.ts';
import { authOf } from '../auth/auth-hook.ts';
import { identitiesOf } from './policy.ts';
import { presentDomainInfo, presentMenu } from './presenter.ts';
import { listDictionary, listMenusFor, listOrgPrivileges } from './service.ts';

export async function systemRoutes(app: FastifyInstance) {
  const { db, tenants } = app.deps;

  // `userId` is accepted for the original client but ignored: privileges are always the caller's own.
  app.get('/api/sys/v1/user/menu/privilege', { config: { auth: 'required' } }, async (request) => {
    const { tenantId, user } = authOf(request);
    const [menuTree, orgs] = await Promise.all([
      listMenusFor(db, tenantId, identitiesOf(user)),
      user.isOrgAdmin ? listOrgPrivileges(db, tenantId, user.id) : Promise.resolve([]),
    ]);
    return ok(request, {
      menus: menuTree.map(presentMenu),
      orgPrivileges: orgs.map((org) => ({ ...org, isOwn: 1 })),
    });
  });

  // Anonymous callers name the tenant with Tenant-Id; a signed-in caller's token decides.
  app.get('/api/sys/v1/domain/info', { config: { auth: 'optional' } }, async (request) => {
    const tenant = await tenants.requireTenant(request, request.auth?.tenantId);
    return ok(request, presentDomainInfo(tenant));
  });

  app.get('/api/blade-system/v1/dict/code', { config: { auth: 'optional' } }, async (request) => {
    const { code } = parseInput(ZDictQuerySchema, request.query, request);
    const tenant = await tenants.requireTenant(request, request.auth?.tenantId);
    return ok(request, await listDictionary(db, tenant.id, code));
  });
}
