// The training catalogue at the original paths: the tree of src/api/train/train.js (blade-manage
// getCategoryTree, addCatalog, editCategory, updateCategoryStatus, deleteCategory) and the arrangements
// page's grouped column of src/api/training/training.js (addCatalog, getCatalogs, updateCatalogs, move,
// delCatalogs, queryAllCatalog). `source=classroom` serves the classroom categories the same way.
import {
  trainingClassroomCodes as C,
  trainingCatalogPaths as P,
  TRAIN_CODES,
  ZCategorySourceSchema,
  ZTrainCatalogMoveSchema,
  ZTrainCatalogRenameSchema,
  ZTrainCatalogsSchema,
  ZTrainCategoryEditSchema,
  ZTrainCategoryIdSchema,
  ZTrainCategorySchema,
  ZTrainCategoryStatusSchema,
  ZTrainCategoryTreeSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  addCategory,
  deleteCategory,
  editCategory,
  listAllCategories,
  listCatalogColumn,
  listCategories,
  moveCategory,
  renameCategory,
  setCategoryEnabled,
} from './category-service.ts';
import { presentCategoryTree, presentColumnEntry } from './presenter-classroom.ts';

export async function trainingCatalogRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  // Reading the tree is part of arranging trainings (the editor and the list's column read it).
  const read = backOffice(TRAIN_CODES.view);
  const edit = backOffice(C.catalogEdit);

  app.get(P.categoryTree, read, async (request) => {
    const query = parseInput(ZTrainCategoryTreeSchema, request.query, request);
    const { tenantId } = actorOf(request);
    const filtered = query.name !== undefined || query.status !== undefined || query.creatorId !== undefined;
    const rows = await listCategories(db, tenantId, query);
    // A filter keeps the matches with their ancestors, so the whole tree is read to find them.
    const all = filtered
      ? await listCategories(db, tenantId, { source: query.source, addFlag: query.addFlag })
      : rows;
    return ok(request, presentCategoryTree(all, filtered ? new Set(rows.map((row) => row.id)) : null));
  });
  const add = async (request: FastifyRequest) => {
    const input = parseInput(ZTrainCategorySchema, queryAndBody(request), request);
    const id = await addCategory(db, actorOf(request), input);
    return ok(request, { id, idStr: String(id) }, 'trainCatalog.saved');
  };
  app.post(P.addCategory, edit, add);
  app.post(P.addCatalog, edit, add);
  app.post(P.editCategory, edit, async (request) => {
    const input = parseInput(ZTrainCategoryEditSchema, queryAndBody(request), request);
    await editCategory(db, actorOf(request), input);
    return ok(request, { id: input.id }, 'trainCatalog.saved');
  });
  app.post(P.categoryStatus, edit, async (request) => {
    const { id, status } = parseInput(ZTrainCategoryStatusSchema, queryAndBody(request), request);
    await setCategoryEnabled(db, actorOf(request), id, status === 1);
    return ok(request, { id, status });
  });
  const remove = async (request: FastifyRequest) => {
    const { id } = parseInput(ZTrainCategoryIdSchema, queryAndBody(request), request);
    await deleteCategory(db, actorOf(request), id);
    return ok(request, { id }, 'trainCatalog.deleted');
  };
  app.get(P.deleteCategory, edit, remove);
  app.delete(P.delCatalogs, edit, remove);

  app.get(P.getCatalogs, read, async (request) => {
    const { source, parentId } = parseInput(ZTrainCatalogsSchema, request.query, request);
    const column = await listCatalogColumn(db, actorOf(request).tenantId, source, parentId);
    return ok(request, {
      group: column.group.map(presentColumnEntry),
      son: column.son.map(presentColumnEntry),
    });
  });
  app.get(P.queryAllCatalog, read, async (request) => {
    const { source } = parseInput(ZCategorySourceSchema, request.query, request);
    return ok(
      request,
      (await listAllCategories(db, actorOf(request).tenantId, source)).map(presentColumnEntry),
    );
  });
  app.put(P.updateCatalogs, edit, async (request) => {
    const { id, name } = parseInput(ZTrainCatalogRenameSchema, queryAndBody(request), request);
    await renameCategory(db, actorOf(request), id, name);
    return ok(request, { id }, 'trainCatalog.saved');
  });
  app.put(P.moveCatalog, edit, async (request) => {
    const { id, parentId } = parseInput(ZTrainCatalogMoveSchema, queryAndBody(request), request);
    await moveCategory(db, actorOf(request), id, parentId);
    return ok(request, { id }, 'trainCatalog.saved');
  });
}
