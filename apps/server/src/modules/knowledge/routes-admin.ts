// The back office's knowledge base and catalogue (admin-calls.json, knowledge-base area).
import {
  knowledgeAdminPaths as A,
  knowledgeCodes as C,
  ZKnowledgeAdminListSchema,
  ZKnowledgeAdminSaveSchema,
  ZKnowledgeCatalogSaveSchema,
  ZKnowledgeCatalogSortSchema,
  ZKnowledgeCatalogStatusSchema,
  ZKnowledgeIdSchema,
  ZKnowledgeMoveSchema,
  ZKnowledgeRatingAdminSchema,
  ZKnowledgeRatingExportSchema,
  ZKnowledgeStatusSchema,
  ZKnowledgeTopSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  catalogCreators,
  deleteCatalog,
  saveCatalog,
  setCatalogEnabled,
  sortCatalogs,
} from './admin-catalog-service.ts';
import {
  addAdminKnowledge,
  changeKnowledgeStatus,
  listAdminKnowledge,
  moveKnowledge,
  pinKnowledge,
  updateAdminKnowledge,
} from './admin-service.ts';
import { catalogRows } from './catalog-service.ts';
import { presentCard, presentCatalogRow, presentRating } from './presenter.ts';
import { deleteRating, pageOfAllRatings } from './rating-admin-service.ts';

export async function knowledgeAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(A.list, backOffice(C.menu), async (request) => {
    const query = parseInput(ZKnowledgeAdminListSchema, request.query, request);
    const { rows, totalNum } = await listAdminKnowledge(db, actorOf(request), query);
    const data = rows.map((row) => ({ ...presentCard(row), published: row.published }));
    return ok(request, paged(data, totalNum, query.pageSize));
  });
  app.post(A.add, backOffice(C.edit), async (request) => {
    const input = parseInput(ZKnowledgeAdminSaveSchema, request.body, request);
    return ok(request, { id: await addAdminKnowledge(db, actorOf(request), input) });
  });
  app.put(A.update, backOffice(C.edit), async (request) => {
    const input = parseInput(ZKnowledgeAdminSaveSchema, request.body, request);
    const knowledgeId = input.knowledgeId ?? parseInput(ZKnowledgeIdSchema, request.body, request).id;
    await updateAdminKnowledge(db, actorOf(request), { ...input, knowledgeId });
    return ok(request, { id: knowledgeId });
  });
  app.post(A.updateStatus, backOffice(C.review), async (request) => {
    await changeKnowledgeStatus(
      db,
      actorOf(request),
      parseInput(ZKnowledgeStatusSchema, queryAndBody(request), request),
    );
    return ok(request, null);
  });
  app.put(A.top, backOffice(C.edit), async (request) => {
    const input = parseInput(ZKnowledgeTopSchema, queryAndBody(request), request);
    await pinKnowledge(db, actorOf(request), input.id, input.isTop);
    return ok(request, null);
  });
  app.post(A.move, backOffice(C.edit), async (request) => {
    const input = parseInput(ZKnowledgeMoveSchema, queryAndBody(request), request);
    await moveKnowledge(db, actorOf(request), input.id, input.catalogId);
    return ok(request, null);
  });

  app.get(A.catalogList, backOffice(C.catalogMenu), async (request) => {
    const rows = await catalogRows(db, actorOf(request).tenantId, false);
    return ok(request, rows.map(presentCatalogRow));
  });
  app.post(A.catalogAdd, backOffice(C.catalogMenu), async (request) => {
    const input = parseInput(ZKnowledgeCatalogSaveSchema, request.body, request);
    return ok(request, { id: await saveCatalog(db, actorOf(request), { ...input, id: undefined }) });
  });
  app.put(A.catalogUpdate, backOffice(C.catalogMenu), async (request) => {
    const input = parseInput(ZKnowledgeCatalogSaveSchema, request.body, request);
    const id = input.id ?? parseInput(ZKnowledgeIdSchema, request.body, request).id;
    return ok(request, { id: await saveCatalog(db, actorOf(request), { ...input, id }) });
  });
  app.put(A.catalogStatus, backOffice(C.catalogMenu), async (request) => {
    const input = parseInput(ZKnowledgeCatalogStatusSchema, queryAndBody(request), request);
    await setCatalogEnabled(db, actorOf(request), input.id, input.status === 0);
    return ok(request, null);
  });
  app.delete(A.catalogDelete, backOffice(C.catalogMenu), async (request) => {
    await deleteCatalog(
      db,
      actorOf(request),
      parseInput(ZKnowledgeIdSchema, queryAndBody(request), request).id,
    );
    return ok(request, null);
  });
  app.post(A.catalogSort, backOffice(C.catalogMenu), async (request) => {
    await sortCatalogs(
      db,
      actorOf(request),
      parseInput(ZKnowledgeCatalogSortSchema, request.body, request).ids,
    );
    return ok(request, null);
  });
  app.get(A.catalogCreators, backOffice(C.catalogMenu), async (request) =>
    ok(request, await catalogCreators(db, actorOf(request))),
  );

  app.get(A.ratingDelete, backOffice(C.edit), async (request) => {
    await deleteRating(
      db,
      actorOf(request),
      parseInput(ZKnowledgeRatingAdminSchema, request.query, request).id,
    );
    return ok(request, null);
  });
  app.get(A.ratingExport, backOffice(C.menu), async (request) => {
    const { knowledgeId } = parseInput(ZKnowledgeRatingExportSchema, request.query, request);
    const rows = await pageOfAllRatings(db, actorOf(request), knowledgeId);
    return ok(request, rows.map(presentRating));
  });
}
