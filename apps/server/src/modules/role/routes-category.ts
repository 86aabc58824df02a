// The role page's side tree (role/category/define) and the tenant's work-number rules (tenant/workno/rule),
// as the original back office calls them. Every route checks its button code (backOffice).
import {
  rolePrivilegeCodes as codes,
  roleAdminPaths as paths,
  ZCreateRoleCategorySchema,
  ZCreateWorkNoRuleSchema,
  ZEditRoleCategorySchema,
  ZEditWorkNoRuleSchema,
  ZRoleCategoryRefSchema,
  ZWorkNoRuleQuerySchema,
  ZWorkNoRuleRefSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  createRoleCategory,
  deleteRoleCategory,
  listRoleCategories,
  renameRoleCategory,
} from './category-service.ts';
import { presentRoleCategory, presentWorkNoRule } from './presenter-extra.ts';
import {
  createWorkNoRule,
  deleteWorkNoRule,
  editWorkNoRule,
  listWorkNoRules,
} from './workno-rule-service.ts';

export async function roleCategoryRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(paths.roleCategories, backOffice(codes.role), async (request) =>
    ok(request, (await listRoleCategories(db, actorOf(request))).map(presentRoleCategory)),
  );
  app.post(paths.roleCategories, backOffice(codes.roleEdit), async (request) => {
    const input = parseInput(ZCreateRoleCategorySchema, request.body, request);
    return ok(request, presentRoleCategory(await createRoleCategory(db, actorOf(request), input)));
  });
  app.put(paths.roleCategories, backOffice(codes.roleEdit), async (request) => {
    const input = parseInput(ZEditRoleCategorySchema, request.body, request);
    return ok(request, presentRoleCategory(await renameRoleCategory(db, actorOf(request), input)));
  });
  app.delete(paths.roleCategories, backOffice(codes.roleEdit), async (request) => {
    const { id } = parseInput(ZRoleCategoryRefSchema, queryAndBody(request), request);
    await deleteRoleCategory(db, actorOf(request), id);
    return ok(request, null);
  });

  app.get(paths.workNoRules, backOffice(codes.roleWorkNo), async (request) => {
    const { tenantId } = parseInput(ZWorkNoRuleQuerySchema, request.query, request);
    return ok(request, (await listWorkNoRules(db, actorOf(request), tenantId)).map(presentWorkNoRule));
  });
  app.post(paths.workNoRules, backOffice(codes.roleWorkNo), async (request) => {
    const input = parseInput(ZCreateWorkNoRuleSchema, request.body, request);
    return ok(request, presentWorkNoRule(await createWorkNoRule(db, actorOf(request), input)));
  });
  app.put(paths.workNoRules, backOffice(codes.roleWorkNo), async (request) => {
    const input = parseInput(ZEditWorkNoRuleSchema, request.body, request);
    return ok(request, presentWorkNoRule(await editWorkNoRule(db, actorOf(request), input)));
  });
  app.delete(paths.workNoRules, backOffice(codes.roleWorkNo), async (request) => {
    const ref = parseInput(ZWorkNoRuleRefSchema, queryAndBody(request), request);
    await deleteWorkNoRule(db, actorOf(request), ref);
    return ok(request, null);
  });
}
