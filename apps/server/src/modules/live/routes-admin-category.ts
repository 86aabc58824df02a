// The back office's live categories (original live/classify, classifySort, catalogEdit) at the shared
// category paths, source = live: tree, add, edit, enable/disable, sort, in-use check, delete, creators.
import {
  LIVE_PRIVILEGE,
  liveAdminPaths,
  livePaths,
  ZLiveCategoryEditSchema,
  ZLiveCategoryIdSchema,
  ZLiveCategorySchema,
  ZLiveCategorySortSchema,
  ZLiveCategoryStatusSchema,
  ZLiveCategoryTreeQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  addCategory,
  adminCategories,
  categoryCreators,
  categoryInUse,
  deleteCategory,
  editCategory,
  setCategoryEnabled,
  sortCategories,
} from './category-service.ts';
import { presentCategoryTree } from './presenter-category.ts';

export async function liveCategoryRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const edit = backOffice(LIVE_PRIVILEGE.editCategories);

  // The tree is read by learner pages (filters) and by the back office; it is the tenant's, no secrets.
  app.get(livePaths.categoryTree, signedIn, async (request) => {
    const query = parseInput(ZLiveCategoryTreeQuerySchema, request.query, request);
    const rows = await adminCategories(db, actorOf(request).tenantId, query);
    const filtered = query.name !== undefined || query.status !== undefined || query.creatorId !== undefined;
    const all = filtered ? await adminCategories(db, actorOf(request).tenantId, {}) : rows;
    return ok(request, presentCategoryTree(all, filtered ? new Set(rows.map((row) => row.id)) : null));
  });

  app.post(liveAdminPaths.addCategory, edit, async (request) => {
    const input = parseInput(ZLiveCategorySchema, request.body, request);
    const id = await addCategory(db, actorOf(request), input);
    return ok(request, { id, idStr: String(id) });
  });

  app.post(liveAdminPaths.editCategory, edit, async (request) => {
    const input = parseInput(ZLiveCategoryEditSchema, request.body, request);
    await editCategory(db, actorOf(request), input);
    return ok(request, { id: input.id });
  });

  app.post(liveAdminPaths.categoryStatus, edit, async (request) => {
    const input = parseInput(ZLiveCategoryStatusSchema, queryAndBody(request), request);
    await setCategoryEnabled(db, actorOf(request), input.id, input.status === 1);
    return ok(request, { id: input.id, status: input.status });
  });

  app.post(liveAdminPaths.categorySort, edit, async (request) => {
    const { nodes } = parseInput(ZLiveCategorySortSchema, request.body, request);
    await sortCategories(db, actorOf(request), nodes);
    return ok(request, { sorted: true });
  });

  app.post(liveAdminPaths.checkCategory, backOffice(LIVE_PRIVILEGE.categories), async (request) => {
    const { id } = parseInput(ZLiveCategoryIdSchema, queryAndBody(request), request);
    const inUse = await categoryInUse(db, actorOf(request).tenantId, id);
    return ok(request, { id, isUsed: inUse ? 1 : 0 });
  });

  app.get(liveAdminPaths.deleteCategory, edit, async (request) => {
    const { id } = parseInput(ZLiveCategoryIdSchema, request.query, request);
    await deleteCategory(db, actorOf(request), id);
    return ok(request, { id });
  });

  app.get(liveAdminPaths.categoryCreators, backOffice(LIVE_PRIVILEGE.categories), async (request) => {
    const rows = await categoryCreators(db, actorOf(request).tenantId);
    return ok(
      request,
      rows.map((row) => ({ id: row.id, idStr: String(row.id), name: row.name })),
    );
  });
}
