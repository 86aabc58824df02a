// The back office's news: articles (list, detail, create, edit, delete, publish/withdraw, pin), categories,
// the home page's news card, publishers, and the regulation documents. Every route is `backOffice(code)`.
import {
  newsPrivilegeCodes as C,
  newsAdminPaths as P,
  ZNewsAdminListSchema,
  ZNewsCategoryQuerySchema,
  ZNewsCategorySaveSchema,
  ZNewsCreateSchema,
  ZNewsIdSchema,
  ZNewsTopSchema,
  ZNewsUpdateSchema,
  ZPageQuerySchema,
  ZRegulationAddSchema,
  ZRegulationListSchema,
  ZRegulationTopSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  createArticle,
  deleteArticle,
  getArticle,
  listArticles,
  listPublishers,
  setPublished,
  setTop,
  updateArticle,
} from './article-service.ts';
import { deleteCategory, listCategories, saveCategory } from './category-service.ts';
import { presentAdminDetail, presentAdminRow, presentRegulation } from './presenter.ts';
import { listRegulations, readArticle } from './read-service.ts';
import { addRegulation, removeRegulation, setRegulationTop } from './regulation-service.ts';

const input = (request: FastifyRequest) => queryAndBody(request);

export async function newsAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const view = backOffice(C.list);
  const edit = backOffice(C.edit);
  const publish = backOffice(C.publish);

  app.get(P.news, view, async (request) => {
    const query = parseInput(ZNewsAdminListSchema, request.query, request);
    const { rows, totalNum } = await listArticles(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentAdminRow), totalNum, query.pageSize));
  });
  app.get(P.detail, view, async (request) => {
    const { id } = parseInput(ZNewsIdSchema, request.query, request);
    return ok(request, presentAdminDetail(await getArticle(db, actorOf(request).tenantId, id)));
  });
  app.post(P.news, edit, async (request) => {
    const body = parseInput(ZNewsCreateSchema, input(request), request);
    return ok(request, { id: await createArticle(db, actorOf(request), body) });
  });
  const update = async (request: FastifyRequest) => {
    const body = parseInput(ZNewsUpdateSchema, input(request), request);
    await updateArticle(db, actorOf(request), body);
    return ok(request, { id: body.id });
  };
  app.put(P.update, edit, update);
  app.put(P.news, edit, update);
  app.delete(P.news, edit, async (request) => {
    const { id } = parseInput(ZNewsIdSchema, input(request), request);
    await deleteArticle(db, actorOf(request), id);
    return ok(request, { id });
  });
  app.post(P.publish, publish, async (request) => {
    const { id } = parseInput(ZNewsIdSchema, input(request), request);
    await setPublished(db, actorOf(request), id, true);
    return ok(request, { id });
  });
  app.post(P.unpublish, publish, async (request) => {
    const { id } = parseInput(ZNewsIdSchema, input(request), request);
    await setPublished(db, actorOf(request), id, false);
    return ok(request, { id });
  });
  app.post(P.top, publish, async (request) => {
    const { id, isTop } = parseInput(ZNewsTopSchema, input(request), request);
    await setTop(db, actorOf(request), id, isTop);
    return ok(request, { id, isTop });
  });
  app.get(P.center, view, async (request) => {
    const query = parseInput(
      ZNewsAdminListSchema,
      { ...(request.query as object), status: 'published' },
      request,
    );
    const { rows, totalNum } = await listArticles(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentAdminRow), totalNum, query.pageSize));
  });
  app.get(P.centerDetail, view, async (request) => {
    const { id } = parseInput(ZNewsIdSchema, request.query, request);
    const { row } = await readArticle(db, actorOf(request).tenantId, id);
    return ok(request, presentAdminDetail(row));
  });
  app.get(P.publishUsers, view, async (request) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    const { rows, totalNum } = await listPublishers(db, actorOf(request), query);
    const page = rows.map((r) => ({ userId: r.user_id, userName: r.user_name, newsNum: r.news_num }));
    return ok(request, paged(page, totalNum, query.pageSize));
  });
  await newsCategoryRoutes(app);
  await regulationAdminRoutes(app);
}

async function newsCategoryRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get(P.category, backOffice(C.list), async (request) => {
    const { name } = parseInput(ZNewsCategoryQuerySchema, request.query, request);
    const rows = await listCategories(db, actorOf(request).tenantId, name);
    return ok(
      request,
      rows.map((r) => ({ id: r.id, name: r.name, sort: r.sort, newsNum: r.news_num })),
    );
  });
  const save = async (request: FastifyRequest) => {
    const body = parseInput(ZNewsCategorySaveSchema, input(request), request);
    return ok(request, { id: await saveCategory(db, actorOf(request), body) });
  };
  app.post(P.category, backOffice(C.edit), save);
  app.put(P.category, backOffice(C.edit), save);
  app.delete(P.category, backOffice(C.edit), async (request) => {
    const { id } = parseInput(ZNewsIdSchema, input(request), request);
    await deleteCategory(db, actorOf(request), id);
    return ok(request, { id });
  });
}

async function regulationAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const edit = backOffice(C.regulationEdit);
  app.post(P.regulationList, backOffice(C.regulation), async (request) => {
    const query = parseInput(ZRegulationListSchema, input(request), request);
    const { rows, totalNum } = await listRegulations(db, actorOf(request).tenantId, query);
    return ok(request, paged(rows.map(presentRegulation), totalNum, query.pageSize));
  });
  app.post(P.regulationAdd, edit, async (request) => {
    const body = parseInput(ZRegulationAddSchema, input(request), request);
    return ok(request, { id: await addRegulation(db, actorOf(request), body) });
  });
  app.post(P.regulationRemove, edit, async (request) => {
    const { id } = parseInput(ZNewsIdSchema, input(request), request);
    await removeRegulation(db, actorOf(request), id);
    return ok(request, { id });
  });
  app.get(P.regulationTop, edit, async (request) => {
    const { id, isTop } = parseInput(ZRegulationTopSchema, request.query, request);
    await setRegulationTop(db, actorOf(request), id, isTop);
    return ok(request, { id, isTop });
  });
}
