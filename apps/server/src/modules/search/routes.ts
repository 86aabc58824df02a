// The one search's calls: the header's homeSearch (a page of one tab or all, with per-tab counts) and the
// typo-tolerant suggestions shown when a search finds little.
import { searchPaths as P, ZHomeSearchQuerySchema, ZSearchSuggestQuerySchema } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput } from '../../core/validate.ts';
import { presentHits } from './presenter.ts';
import { searchEverything } from './search-service.ts';
import { suggestSearches } from './suggest-service.ts';

export async function searchRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.homeSearch, signedIn, async (request) => {
    const query = parseInput(ZHomeSearchQuerySchema, request.query, request);
    const found = await searchEverything(db, actorOf(request), query);
    const page = paged(presentHits(found.rows, found.words), found.totalNum, query.pageSize);
    return ok(request, { ...page, counts: found.counts });
  });

  app.get(P.suggest, signedIn, async (request) => {
    const query = parseInput(ZSearchSuggestQuerySchema, request.query, request);
    return ok(request, { suggestions: await suggestSearches(db, actorOf(request), query.keyword) });
  });
}
