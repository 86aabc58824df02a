// System endpoints: menu privileges per identity, site information and customisation, dictionaries, the
// organisation tree and the position list.
import {
  systemPaths,
  ZDictQuerySchema,
  ZOrganizationQuerySchema,
  ZPositionPageQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn, signInOptional } from '../../core/access.ts';
import { actorOf, optionalActorOf } from '../../core/actor.ts';
import { roleGrantOf } from '../../core/back-office.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput } from '../../core/validate.ts';
import { backOfficeMenuTree } from '../role/presenter.ts';
import { siteLookOf } from '../site/settings-service.ts';
import { listDictionary } from './dictionary-service.ts';
import { listMenusFor, listOrgPrivileges } from './menu-service.ts';
import { listOrgUnits, listPositions } from './organisation-service.ts';
import { identitiesOf } from './policy.ts';
import { presentDomainInfo, presentOrgTree, presentPositionPage, presentPrivileges } from './presenter.ts';

export async function systemRoutes(app: FastifyInstance) {
  const { db, tenants } = app.deps;

  // `userId` is accepted for the original client but ignored: privileges are always the caller's own.
  app.get(systemPaths.menuPrivilege, signedIn, async (request) => {
    const { tenantId, userId, user, isOrgAdmin } = actorOf(request);
    const [menuTree, orgs, grant] = await Promise.all([
      listMenusFor(db, tenantId, identitiesOf(user)),
      isOrgAdmin ? listOrgPrivileges(db, tenantId, userId) : Promise.resolve([]),
      roleGrantOf(db, tenantId, user.roleId),
    ]);
    const backOffice = backOfficeMenuTree(grant.codes, request.lang);
    return ok(request, presentPrivileges(menuTree, orgs, backOffice));
  });

  // Anonymous callers name the tenant with Tenant-Id; a signed-in caller's token decides.
  app.get(systemPaths.domainInfo, signInOptional, async (request) => {
    const tenant = await tenants.requireTenant(request, optionalActorOf(request)?.tenantId);
    return ok(request, presentDomainInfo(tenant, await siteLookOf(db, tenant.id)));
  });

  // `systemPaths.siteCustomisation` (cms/plan/my) is served by the site module, which owns the DIY plans.

  app.get(systemPaths.dict, signInOptional, async (request) => {
    const { code } = parseInput(ZDictQuerySchema, request.query, request);
    const tenant = await tenants.requireTenant(request, optionalActorOf(request)?.tenantId);
    return ok(request, await listDictionary(db, tenant.id, code));
  });

  app.get(systemPaths.organization, signedIn, async (request) => {
    const input = parseInput(ZOrganizationQuerySchema, request.query, request);
    const { tenantId } = actorOf(request);
    return ok(request, presentOrgTree(await listOrgUnits(db, { ...input, tenantId })));
  });

  app.get(systemPaths.positionPage, signedIn, async (request) => {
    const input = parseInput(ZPositionPageQuerySchema, request.query, request);
    const { tenantId } = actorOf(request);
    return ok(request, presentPositionPage(await listPositions(db, { ...input, tenantId }), input.pageSize));
  });
}
