// The learner's knowledge base: list, catalogues, a resource's page, views and downloads, collecting,
// rating, the learner's shares (upload for review, edit, my shares, review facts, delete).
import {
  KnowledgeStatus,
  knowledgeCodes,
  knowledgePaths as P,
  ZApprovalInfoSchema,
  ZKnowledgeCatalogQuerySchema,
  ZKnowledgeCollectSchema,
  ZKnowledgeIdSchema,
  ZKnowledgeListSchema,
  ZKnowledgeRateSchema,
  ZKnowledgeRatingsSchema,
  ZKnowledgeShareSchema,
  ZPageQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { holdsPrivilege } from '../../core/back-office.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { authOf } from '../auth/auth-hook.ts';
import { catalogTree, nextCatalogs } from './catalog-service.ts';
import {
  presentApproval,
  presentCard,
  presentCatalogRow,
  presentDetail,
  presentRating,
} from './presenter.ts';
import { downloadKnowledge, getKnowledge, listKnowledge, viewKnowledge } from './resource-service.ts';
import { addShare, approvalInfo, deleteKnowledge, listMyShares, updateShare } from './share-service.ts';
import { collectKnowledge, listCollections, listRatings, rateKnowledge } from './social-service.ts';

const idOf = (request: FastifyRequest) => parseInput(ZKnowledgeIdSchema, queryAndBody(request), request).id;

export async function knowledgeLearnerRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.list, signedIn, async (request) => {
    const query = parseInput(ZKnowledgeListSchema, request.query, request);
    const { rows, totalNum } = await listKnowledge(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentCard), totalNum, query.pageSize));
  });

  const next = async (request: FastifyRequest) => {
    const query = parseInput(ZKnowledgeCatalogQuerySchema, request.query, request);
    const rows = await nextCatalogs(db, actorOf(request).tenantId, query.parentId ?? query.id);
    return ok(request, rows.map(presentCatalogRow));
  };
  app.get(P.nextCatalogs, signedIn, next);
  app.get(P.frontCatalogs, signedIn, next);
  app.post(P.catalogTree, signedIn, async (request) =>
    ok(request, await catalogTree(db, actorOf(request).tenantId)),
  );

  app.get(P.details, signedIn, async (request) => {
    const actor = actorOf(request);
    // The back office opens the same call to review a pending share.
    const reviewer = await holdsPrivilege(db, authOf(request), knowledgeCodes.menu);
    return ok(request, presentDetail(await getKnowledge(db, actor, idOf(request), reviewer), actor.userId));
  });
  app.put(P.watch, signedIn, async (request) => {
    await viewKnowledge(db, actorOf(request), idOf(request));
    return ok(request, null);
  });
  app.put(P.download, signedIn, async (request) => {
    const row = await downloadKnowledge(db, actorOf(request), idOf(request));
    return ok(request, { attachments: row.attachments });
  });
  // The original client's separate "credit" call: the view and download events already carry the points.
  app.get(P.operateCredit, signedIn, async (request) => {
    await getKnowledge(db, actorOf(request), idOf(request));
    return ok(request, null);
  });

  app.get(P.collect, signedIn, async (request) => {
    const input = parseInput(ZKnowledgeCollectSchema, request.query, request);
    return ok(request, { isCollect: await collectKnowledge(db, actorOf(request), input) });
  });
  app.get(P.collections, signedIn, async (request) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    const { rows, totalNum } = await listCollections(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentCard), totalNum, query.pageSize));
  });
  app.post(P.rate, signedIn, async (request) => {
    await rateKnowledge(
      db,
      actorOf(request),
      parseInput(ZKnowledgeRateSchema, queryAndBody(request), request),
    );
    return ok(request, null);
  });
  app.get(P.ratings, signedIn, async (request) => {
    const query = parseInput(ZKnowledgeRatingsSchema, request.query, request);
    const { rows, totalNum } = await listRatings(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentRating), totalNum, query.pageSize));
  });

  app.post(P.frontAdd, signedIn, async (request) => {
    const input = parseInput(ZKnowledgeShareSchema, request.body, request);
    const id = await addShare(db, actorOf(request), input);
    return ok(request, { id, status: KnowledgeStatus.pending });
  });
  app.post(P.frontUpdate, signedIn, async (request) => {
    const input = parseInput(ZKnowledgeShareSchema, request.body, request);
    const knowledgeId = input.knowledgeId ?? parseInput(ZKnowledgeIdSchema, request.body, request).id;
    await updateShare(db, actorOf(request), { ...input, knowledgeId });
    return ok(request, { id: knowledgeId, status: KnowledgeStatus.pending });
  });
  app.get(P.myShares, signedIn, async (request) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    const { rows, totalNum } = await listMyShares(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentCard), totalNum, query.pageSize));
  });
  app.get(P.approvalInfo, signedIn, async (request) => {
    const { bizId } = parseInput(ZApprovalInfoSchema, request.query, request);
    return ok(request, presentApproval(bizId, await approvalInfo(db, actorOf(request), bizId)));
  });
  // One path for the learner's own share and the back office's delete: the code lets an admin delete any.
  app.delete(P.remove, signedIn, async (request) => {
    const anyOfTenant = await holdsPrivilege(db, authOf(request), knowledgeCodes.edit);
    await deleteKnowledge(db, actorOf(request), idOf(request), anyOfTenant);
    return ok(request, null);
  });
}
