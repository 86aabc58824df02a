// Back-office routes of exam arrangements (original `exam/arrange*`, `exam/batch/number`, `exam/creator`,
// `exam/getReviewerList`, `examinee/batch`) and of manual marking by examinee and by question.
import {
  examPrivilegeCodes as C,
  examAdminPaths,
  ZArrangeListQuerySchema,
  ZExamArrangeSchema,
  ZExamPageQuerySchema,
  ZExamRefSchema,
  ZIdQuerySchema,
  ZIdsSchema,
  ZMarkByExamineeSchema,
  ZMarkByQuestionSchema,
  ZMarkExamListSchema,
  ZMarkQuestionAnswersSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  adminExam,
  deleteArrangements,
  listArrangements,
  reviewersOf,
  saveArrangement,
} from './admin-arrange-service.ts';
import { creatorsOf } from './admin-category-service.ts';
import { examineeGrades } from './admin-grade-service.ts';
import {
  adminMarkingSheet,
  listMarkAttempts,
  listMarkExams,
  markByExaminee,
  markByQuestion,
  markQuestionAnswers,
  markQuestions,
} from './admin-mark-service.ts';
import {
  presentAdminExam,
  presentArrangeRow,
  presentGrade,
  presentMarkAnswer,
  presentMarkAttempt,
  presentMarkExam,
  presentMarkQuestion,
} from './presenter-admin-arrange.ts';
import { presentMarkedResult, presentMarkingSheet } from './presenter-lecturer.ts';

export async function examAdminArrangeRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(examAdminPaths.arrangeList, backOffice(C.arrange), async (request) => {
    const query = parseInput(ZArrangeListQuerySchema, request.query, request);
    const { rows, totalNum } = await listArrangements(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentArrangeRow), totalNum, query.pageSize));
  });
  app.get(examAdminPaths.arrange, backOffice(C.arrange), async (request) => {
    const { id } = parseInput(ZIdQuerySchema, request.query, request);
    return ok(request, presentAdminExam(await adminExam(db, actorOf(request), id)));
  });
  app.get(examAdminPaths.arrangeExaminee, backOffice(C.arrange), async (request) => {
    const { id } = parseInput(ZIdQuerySchema, request.query, request);
    return ok(request, presentAdminExam(await adminExam(db, actorOf(request), id)).batches);
  });
  app.get(examAdminPaths.batchNumber, backOffice(C.arrange), async (request) => {
    const { id } = parseInput(ZIdQuerySchema, request.query, request);
    return ok(request, presentAdminExam(await adminExam(db, actorOf(request), id)).batches);
  });
  app.post(examAdminPaths.arrange, backOffice(C.arrangeAdd), async (request) => {
    const input = parseInput(ZExamArrangeSchema, request.body, request);
    const basis = { ...input.examArrangeBasis, id: undefined };
    const saved = await saveArrangement(db, actorOf(request), { ...input, examArrangeBasis: basis });
    return ok(request, presentAdminExam(saved));
  });
  app.put(examAdminPaths.arrange, backOffice(C.arrangeEdit), async (request) => {
    const input = parseInput(ZExamArrangeSchema, request.body, request);
    if (input.examArrangeBasis.id === undefined) parseInput(ZIdQuerySchema, {}, request);
    return ok(request, presentAdminExam(await saveArrangement(db, actorOf(request), input)));
  });
  app.delete(examAdminPaths.arrange, backOffice(C.arrangeDelete), async (request) => {
    const { ids } = parseInput(ZIdsSchema, queryAndBody(request), request);
    await deleteArrangements(db, actorOf(request), ids);
    return ok(request, null);
  });
  app.get(examAdminPaths.creators, backOffice(C.arrange), async (request) => {
    const rows = await creatorsOf(db, actorOf(request), 'exams');
    return ok(
      request,
      rows.map((row) => ({ userId: row.user_id, name: row.name })),
    );
  });
  app.get(examAdminPaths.reviewers, backOffice(C.mark), async (request) => {
    const { examId } = parseInput(ZExamRefSchema, request.query, request);
    const rows = await reviewersOf(db, actorOf(request), examId);
    return ok(
      request,
      rows.map((row) => ({ userId: row.user_id, name: row.name })),
    );
  });
  app.get(examAdminPaths.examineeBatch, backOffice(C.arrange), async (request) => {
    const query = parseInput(ZExamPageQuerySchema, request.query, request);
    const { rows, totalNum } = await examineeGrades(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentGrade), totalNum, query.pageSize));
  });

  app.post(examAdminPaths.markExams, backOffice(C.mark), async (request) => {
    const query = parseInput(ZMarkExamListSchema, queryAndBody(request), request);
    const { rows, totalNum } = await listMarkExams(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentMarkExam), totalNum, query.pageSize));
  });
  const attempts = async (request: FastifyRequest) => {
    const query = parseInput(ZExamPageQuerySchema, queryAndBody(request), request);
    const { rows, totalNum } = await listMarkAttempts(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentMarkAttempt), totalNum, query.pageSize));
  };
  app.post(examAdminPaths.markAttempts, backOffice(C.markByPerson), attempts);
  app.post(examAdminPaths.markAttemptsCount, backOffice(C.markByPerson), attempts);
  const sheet = async (request: FastifyRequest) => {
    const input = queryAndBody(request);
    const { id } = parseInput(ZIdQuerySchema, { id: input.attemptId ?? input.id }, request);
    return ok(request, presentMarkingSheet(await adminMarkingSheet(db, actorOf(request), id)));
  };
  app.get(examAdminPaths.markSheet, backOffice(C.markByPerson), sheet);
  app.get(examAdminPaths.markSheetDetail, backOffice(C.markByPerson), sheet);
  // The next attempt of the exam still waiting for marks (null when none is left).
  app.get(examAdminPaths.markSheetNext, backOffice(C.markByPerson), async (request) => {
    const { examId } = parseInput(ZExamRefSchema, request.query, request);
    const actor = actorOf(request);
    const query = { examId, pageNo: 1, pageSize: 1, markingState: 'pending' as const };
    const [next] = (await listMarkAttempts(db, actor, query)).rows;
    if (!next) return ok(request, null);
    return ok(request, presentMarkingSheet(await adminMarkingSheet(db, actor, next.attempt_id)));
  });
  app.post(examAdminPaths.markByExaminee, backOffice(C.markByPerson), async (request) => {
    const input = parseInput(ZMarkByExamineeSchema, queryAndBody(request), request);
    return ok(request, presentMarkedResult(await markByExaminee(db, actorOf(request), input)));
  });
  app.post(examAdminPaths.markQuestions, backOffice(C.markByQuestion), async (request) => {
    const { examId } = parseInput(ZExamRefSchema, queryAndBody(request), request);
    return ok(request, (await markQuestions(db, actorOf(request), examId)).map(presentMarkQuestion));
  });
  app.post(examAdminPaths.markQuestionAnswers, backOffice(C.markByQuestion), async (request) => {
    const query = parseInput(ZMarkQuestionAnswersSchema, queryAndBody(request), request);
    return ok(request, (await markQuestionAnswers(db, actorOf(request), query)).map(presentMarkAnswer));
  });
  app.post(examAdminPaths.markByQuestion, backOffice(C.markByQuestion), async (request) => {
    const input = parseInput(ZMarkByQuestionSchema, queryAndBody(request), request);
    const marked = await markByQuestion(db, actorOf(request), input);
    return ok(request, marked.map(presentMarkedResult));
  });
}
