// The learner's news: the list, one article, the home page's section and the regulation list. Open to
// visitors of the tenant (the routes are public pages), read in the tenant of the request.
import {
  newsPaths as P,
  ZNewsHomeSchema,
  ZNewsIdSchema,
  ZNewsListSchema,
  ZRegulationListSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signInOptional } from '../../core/access.ts';
import { tenantOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { presentCard, presentDetail, presentRegulation } from './presenter.ts';
import { homeNews, listRegulations, listShowing, readArticle } from './read-service.ts';

export async function newsLearnerRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get(P.list, signInOptional, async (request) => {
    const query = parseInput(ZNewsListSchema, request.query, request);
    const { rows, totalNum } = await listShowing(db, tenantOf(request), query);
    return ok(request, paged(rows.map(presentCard), totalNum, query.pageSize));
  });
  app.get(P.detail, signInOptional, async (request) => {
    const { id } = parseInput(ZNewsIdSchema, request.query, request);
    const { row, prevId, nextId } = await readArticle(db, tenantOf(request), id);
    return ok(request, presentDetail(row, { prevId, nextId }));
  });
  app.get(P.homeList, signInOptional, async (request) => {
    const { pageSize } = parseInput(ZNewsHomeSchema, request.query, request);
    return ok(request, (await homeNews(db, tenantOf(request), pageSize)).map(presentCard));
  });
  app.post(P.regulationList, signInOptional, async (request) => {
    const query = parseInput(ZRegulationListSchema, queryAndBody(request), request);
    const { rows, totalNum } = await listRegulations(db, tenantOf(request), query);
    return ok(request, paged(rows.map(presentRegulation), totalNum, query.pageSize));
  });
}
