// The back office's study-plan categories at the original paths (src/api/learnPlan: the catalog tree and
// its editor, the plan list's grouped column), the elective view log, and the exams of a course.
import {
  studyPlanPrivilegeCodes as C,
  studyPlanAdminPaths as P,
  ZElectiveLogDeleteSchema,
  ZElectiveLogSchema,
  ZPlanCatalogMoveSchema,
  ZPlanCatalogRenameSchema,
  ZPlanCatalogsSchema,
  ZPlanCategoryEditSchema,
  ZPlanCategoryIdSchema,
  ZPlanCategorySchema,
  ZPlanCategoryStatusSchema,
  ZPlanCategoryTreeSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  addCategory,
  categoryCreators,
  deleteCategory,
  editCategory,
  listCatalogColumn,
  listCategories,
  moveCategory,
  renameCategory,
  setCategoryEnabled,
} from './category-service.ts';
import { deleteElectiveLog, listCourseExams, listElectiveLog } from './elective-log-service.ts';
import {
  presentCatalogColumn,
  presentCategoryTree,
  presentCourseExam,
  presentElectiveLog,
} from './presenter-category.ts';

export async function studyPlanCatalogRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const edit = backOffice(C.edit);

  app.get(P.categoryTree, backOffice(C.list), async (request) => {
    const query = parseInput(ZPlanCategoryTreeSchema, request.query, request);
    const { tenantId } = actorOf(request);
    const filtered = query.name !== undefined || query.status !== undefined || query.creatorId !== undefined;
    const rows = await listCategories(db, tenantId, query);
    // A filter keeps the matches with their ancestors, so the whole tree is read to find them.
    const all = filtered ? await listCategories(db, tenantId, { addFlag: query.addFlag }) : rows;
    return ok(request, presentCategoryTree(all, filtered ? new Set(rows.map((row) => row.id)) : null));
  });
  app.post(P.addCatalog, edit, async (request) => {
    const input = parseInput(ZPlanCategorySchema, queryAndBody(request), request);
    const id = await addCategory(db, actorOf(request), input);
    return ok(request, { id, idStr: String(id) }, 'studyPlan.saved');
  });
  app.post(P.editCategory, edit, async (request) => {
    const input = parseInput(ZPlanCategoryEditSchema, queryAndBody(request), request);
    await editCategory(db, actorOf(request), input);
    return ok(request, { id: input.id }, 'studyPlan.saved');
  });
  app.post(P.categoryStatus, edit, async (request) => {
    const input = parseInput(ZPlanCategoryStatusSchema, queryAndBody(request), request);
    await setCategoryEnabled(db, actorOf(request), input.id, input.status === 1);
    return ok(request, { id: input.id, status: input.status });
  });
  app.get(P.deleteCategory, edit, async (request) => {
    const { id } = parseInput(ZPlanCategoryIdSchema, request.query, request);
    await deleteCategory(db, actorOf(request), id);
    return ok(request, { id }, 'studyPlan.deleted');
  });
  app.get(P.categoryCreators, backOffice(C.list), async (request) => {
    const rows = await categoryCreators(db, actorOf(request).tenantId);
    return ok(
      request,
      rows.map((row) => ({ id: row.id, idStr: String(row.id), name: row.name })),
    );
  });

  app.get(P.getCatalogs, backOffice(C.list), async (request) => {
    const { parentId } = parseInput(ZPlanCatalogsSchema, request.query, request);
    return ok(
      request,
      presentCatalogColumn(await listCatalogColumn(db, actorOf(request).tenantId, parentId)),
    );
  });
  app.put(P.updateCatalogs, edit, async (request) => {
    const { id, name } = parseInput(ZPlanCatalogRenameSchema, queryAndBody(request), request);
    await renameCategory(db, actorOf(request), id, name);
    return ok(request, { id }, 'studyPlan.saved');
  });
  app.put(P.moveCatalog, edit, async (request) => {
    const { id, parentId } = parseInput(ZPlanCatalogMoveSchema, queryAndBody(request), request);
    await moveCategory(db, actorOf(request), id, parentId);
    return ok(request, { id }, 'studyPlan.saved');
  });
  app.delete(P.delCatalogs, edit, async (request) => {
    const { id } = parseInput(ZPlanCategoryIdSchema, queryAndBody(request), request);
    await deleteCategory(db, actorOf(request), id);
    return ok(request, { id }, 'studyPlan.deleted');
  });

  app.get(P.queryLog, backOffice(C.report), async (request) => {
    const query = parseInput(ZElectiveLogSchema, request.query, request);
    const { rows, totalNum } = await listElectiveLog(db, actorOf(request).tenantId, query);
    return ok(request, paged(rows.map(presentElectiveLog), totalNum, query.pageSize));
  });
  app.delete(P.delLog, backOffice(C.delete), async (request) => {
    const { ids } = parseInput(ZElectiveLogDeleteSchema, queryAndBody(request), request);
    return ok(
      request,
      { deleted: await deleteElectiveLog(db, actorOf(request).tenantId, ids) },
      'studyPlan.deleted',
    );
  });
  app.get(P.courseRelatedExam, backOffice(C.list), async (request) => {
    const { id } = parseInput(ZPlanCategoryIdSchema, request.query, request);
    return ok(request, (await listCourseExams(db, actorOf(request).tenantId, id)).map(presentCourseExam));
  });
}
