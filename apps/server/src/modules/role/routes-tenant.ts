// Tenants (platform administrators, the original back office's /sys/v1/tenant) and the audit log.
import {
  rolePrivilegeCodes as codes,
  roleAdminPaths as paths,
  ZAuditQuerySchema,
  ZCreateTenantAdminSchema,
  ZCreateTenantSchema,
  ZEditTenantAdminSchema,
  ZEditTenantSchema,
  ZRemoveTenantAdminSchema,
  ZTenantAdminQuerySchema,
  ZTenantListQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { listAudit } from './audit-service.ts';
import { presentAudit, presentTenant, presentTenantAdmin } from './presenter.ts';
import {
  createTenantAdmin,
  editTenantAdmin,
  listTenantAdmins,
  removeTenantAdmin,
} from './tenant-admin-service.ts';
import { createTenant, editTenant, listTenants } from './tenant-service.ts';

export async function roleTenantRoutes(app: FastifyInstance) {
  const { db, realtime, tenants } = app.deps;
  const deps = { db, realtime, tenants };

  app.get(paths.tenants, backOffice(codes.tenant), async (request) => {
    const query = parseInput(ZTenantListQuerySchema, request.query, request);
    const { rows, totalNum } = await listTenants(deps, actorOf(request), query);
    return ok(request, paged(rows.map(presentTenant), totalNum, query.pageSize));
  });

  app.post(paths.tenants, backOffice(codes.tenantAdd), async (request) => {
    const input = parseInput(ZCreateTenantSchema, request.body, request);
    return ok(request, presentTenant(await createTenant(deps, actorOf(request), input)));
  });

  app.put(paths.tenants, backOffice(codes.tenantEdit), async (request) => {
    const input = parseInput(ZEditTenantSchema, request.body, request);
    return ok(request, presentTenant(await editTenant(deps, actorOf(request), input)));
  });

  app.get(paths.tenantAdmins, backOffice(codes.tenant), async (request) => {
    const { tenantId } = parseInput(ZTenantAdminQuerySchema, request.query, request);
    return ok(request, (await listTenantAdmins(db, actorOf(request), tenantId)).map(presentTenantAdmin));
  });

  app.post(paths.tenantAdmins, backOffice(codes.tenantEdit), async (request) => {
    const input = parseInput(ZCreateTenantAdminSchema, request.body, request);
    return ok(request, { userId: await createTenantAdmin(deps, actorOf(request), input) });
  });

  app.put(paths.tenantAdmins, backOffice(codes.tenantEdit), async (request) => {
    const input = parseInput(ZEditTenantAdminSchema, request.body, request);
    await editTenantAdmin(deps, actorOf(request), input);
    return ok(request, null);
  });

  app.delete(paths.tenantAdmins, backOffice(codes.tenantEdit), async (request) => {
    const input = parseInput(ZRemoveTenantAdminSchema, queryAndBody(request), request);
    await removeTenantAdmin(deps, actorOf(request), input);
    return ok(request, null);
  });

  const audit: RouteHandlerMethod = async (request) => {
    const query = parseInput(ZAuditQuerySchema, request.query, request);
    const { rows, totalNum } = await listAudit(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentAudit), totalNum, query.pageSize));
  };
  app.get(paths.audit, backOffice(codes.audit), audit);
  app.get(paths.auditAlias, backOffice(codes.audit), audit);
}
