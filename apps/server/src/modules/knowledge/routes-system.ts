// The knowledge system: its tree, everything filed under a node (every kind, through the search index), and
// the original client's per-kind lists of a node (courses, trainings). Back office: the knowledge
// resources of a node and unlinking one.
import {
  knowledgeAdminPaths as A,
  knowledgeCodes,
  knowledgePaths as P,
  ZForegroundCourseListSchema,
  ZKnowledgeRemoveSystemSchema,
  ZKnowledgeSystemItemsSchema,
  ZKnowledgeSystemListSchema,
  ZTrainListSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { listForegroundCourses } from '../course/catalog-service.ts';
import { listKnowledgeTree } from '../course/knowledge-service.ts';
import { presentCardPage } from '../course/presenter.ts';
import { listFiledUnder } from '../search/browse-service.ts';
import { listTrainings } from '../training/catalog-service.ts';
import { presentCard as presentTrainingCard } from '../training/presenter.ts';
import { presentCard, presentFiledItem } from './presenter.ts';
import { listKnowledge } from './resource-service.ts';
import { unlinkSystem } from './system-service.ts';

export async function knowledgeSystemRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.post(P.systemTree, signedIn, async (request) =>
    ok(request, await listKnowledgeTree(db, actorOf(request).tenantId)),
  );

  app.get(P.systemItems, signedIn, async (request) => {
    const query = parseInput(ZKnowledgeSystemItemsSchema, request.query, request);
    const actor = actorOf(request);
    const { rows, totalNum } = await listFiledUnder(db, actor, query.knowledgeSystemId, query.kind, query);
    return ok(request, paged(rows.map(presentFiledItem), totalNum, query.pageSize));
  });

  app.get(P.systemCourses, signedIn, async (request) => {
    const query = parseInput(ZForegroundCourseListSchema, request.query, request);
    const actor = actorOf(request);
    const page = await listForegroundCourses(db, { tenantId: actor.tenantId, actor }, query);
    return ok(request, presentCardPage(page, query.pageSize));
  });

  const trainings = async (request: FastifyRequest) => {
    const query = parseInput(ZTrainListSchema, request.query, request);
    const actor = actorOf(request);
    const { rows, totalNum } = await listTrainings(db, actor, actor.tenantId, { ...query, mine: 0 });
    return ok(request, paged(rows.map(presentTrainingCard), totalNum, query.pageSize));
  };
  app.get(P.systemTrainings, signedIn, trainings);
  app.get(P.systemTrainingsAlias, signedIn, trainings);

  app.post(A.systemList, backOffice(knowledgeCodes.systemMenu), async (request) => {
    const query = parseInput(ZKnowledgeSystemListSchema, queryAndBody(request), request);
    const { rows, totalNum } = await listKnowledge(db, actorOf(request), { ...query, sort: 'new' });
    return ok(request, paged(rows.map(presentCard), totalNum, query.pageSize));
  });
  app.get(A.removeSystem, backOffice(knowledgeCodes.systemMenu), async (request) => {
    const { id } = parseInput(ZKnowledgeRemoveSystemSchema, request.query, request);
    await unlinkSystem(db, actorOf(request), id);
    return ok(request, null);
  });
}
