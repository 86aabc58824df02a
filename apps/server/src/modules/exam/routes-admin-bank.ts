// Back-office routes of the question bank and its categories (original `evaluation/category*`, `question*`):
// every route holds a privilege code of packages/shared/src/exam/privileges.ts; services apply the data
// scope and record the audit.
import {
  examPrivilegeCodes as C,
  examAdminPaths,
  ZExamCategoryAbleSchema,
  ZExamCategoryQuerySchema,
  ZExamCategorySchema,
  ZIdQuerySchema,
  ZIdsSchema,
  ZQuestionListQuerySchema,
  ZQuestionSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { exportRows } from '../spreadsheet/write-service.ts';
import {
  categoryOf,
  deleteCategory,
  listCategories,
  saveCategory,
  setCategoryEnabled,
} from './admin-category-service.ts';
import { serveQuestionImport } from './admin-import-service.ts';
import { adminQuestion, deleteQuestions, listQuestions, saveQuestion } from './admin-question-service.ts';
import { found } from './policy.ts';
import { presentAdminQuestion, presentCategoryTree, presentQuestionDetail } from './presenter-admin.ts';
import { questionExport, questionRecord } from './presenter-admin-export.ts';

export async function examAdminBankRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  const categories = async (request: FastifyRequest) => {
    const query = parseInput(ZExamCategoryQuerySchema, request.query, request);
    const actor = actorOf(request);
    const rows = await listCategories(db, actor, query);
    if (query.parentId) found(await categoryOf(db, actor.tenantId, query.parentId, query.type));
    return ok(request, presentCategoryTree(rows, query.parentId ?? 0));
  };
  app.get(examAdminPaths.category, backOffice(C.category), categories);
  app.get(examAdminPaths.categoryTree, backOffice(C.category), categories);
  app.post(examAdminPaths.category, backOffice(C.categoryAdd), async (request) => {
    const input = parseInput(ZExamCategorySchema.omit({ id: true }), request.body, request);
    const saved = await saveCategory(db, actorOf(request), input);
    return ok(request, presentCategoryTree([{ ...saved, parentId: 0 }])[0]);
  });
  app.put(examAdminPaths.category, backOffice(C.categoryEdit), async (request) => {
    const input = parseInput(ZExamCategorySchema.required({ id: true }), request.body, request);
    const saved = await saveCategory(db, actorOf(request), input);
    return ok(request, presentCategoryTree([{ ...saved, parentId: 0 }])[0]);
  });
  app.put(examAdminPaths.categoryAble, backOffice(C.categoryStop), async (request) => {
    const input = parseInput(ZExamCategoryAbleSchema, queryAndBody(request), request);
    await setCategoryEnabled(db, actorOf(request), input.id, input.status === 0);
    return ok(request, null);
  });
  app.delete(examAdminPaths.category, backOffice(C.categoryDelete), async (request) => {
    const { id } = parseInput(ZIdQuerySchema, queryAndBody(request), request);
    await deleteCategory(db, actorOf(request), id);
    return ok(request, null);
  });

  app.get(examAdminPaths.questionList, backOffice(C.question), async (request) => {
    const query = parseInput(ZQuestionListQuerySchema, request.query, request);
    const { rows, totalNum } = await listQuestions(db, actorOf(request), query);
    return ok(
      request,
      paged(
        rows.map((row) => presentAdminQuestion(row)),
        totalNum,
        query.pageSize,
      ),
    );
  });
  app.get(examAdminPaths.questionExport, backOffice(C.questionExport), async (request, reply) => {
    const query = parseInput(ZQuestionListQuerySchema, request.query, request);
    const { rows } = await listQuestions(db, actorOf(request), query, true);
    const records = rows.map((row) => questionRecord(presentAdminQuestion(row), request.lang));
    return exportRows(reply, request.lang, { ...questionExport, rows: records });
  });
  app.get(examAdminPaths.question, backOffice(C.question), async (request) => {
    const { id } = parseInput(ZIdQuerySchema, request.query, request);
    return ok(request, presentQuestionDetail(await adminQuestion(db, actorOf(request), id)));
  });
  app.post(examAdminPaths.question, backOffice(C.questionAdd), async (request) => {
    const input = parseInput(ZQuestionSchema.omit({ id: true }), request.body, request);
    return ok(request, presentQuestionDetail(await saveQuestion(db, actorOf(request), input)));
  });
  app.put(examAdminPaths.question, backOffice(C.questionEdit), async (request) => {
    const input = parseInput(ZQuestionSchema.required({ id: true }), request.body, request);
    return ok(request, presentQuestionDetail(await saveQuestion(db, actorOf(request), input)));
  });
  // The original client posts `{ id }` (one id, or several as a list or "1,2").
  app.post(examAdminPaths.questionDelete, backOffice(C.questionDelete), async (request) => {
    const input = queryAndBody(request);
    const { ids } = parseInput(ZIdsSchema, { ids: input.ids ?? input.id }, request);
    await deleteQuestions(db, actorOf(request), ids);
    return ok(request, null);
  });

  await serveQuestionImport(app);
}
