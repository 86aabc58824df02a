// The lecturer's exam calls (SPEC §7 lecturer and management; the paths keep the original `teacher`
// spelling): lecturer identity only (route access), and the policy lets a lecturer touch only exams they
// own. Registered by routes.ts.
import {
  examPaths,
  ZExamineeListQuerySchema,
  ZLecturerExamListQuerySchema,
  ZLecturerExamQuerySchema,
  ZManualScoringSchema,
  ZMarkingDetailQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { lecturerOnly } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { examSituation, lecturerExamDetail, listExaminees, listLecturerExams } from './lecturer-service.ts';
import { markingSheet, scoreManually } from './marking-service.ts';
import {
  presentExamineePage,
  presentLecturerExamDetail,
  presentLecturerExamPage,
  presentMarkedResult,
  presentMarkingSheet,
  presentSituation,
} from './presenter-lecturer.ts';

export async function examLecturerRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(examPaths.lecturerExamList, lecturerOnly, async (request) => {
    const query = parseInput(ZLecturerExamListQuerySchema, request.query, request);
    const page = await listLecturerExams(db, { lecturer: actorOf(request), query });
    return ok(request, presentLecturerExamPage(page, query.pageSize));
  });

  app.get(examPaths.lecturerExamDetail, lecturerOnly, async (request) => {
    const { examId } = parseInput(ZLecturerExamQuerySchema, request.query, request);
    const detail = await lecturerExamDetail(db, { lecturer: actorOf(request), examId });
    return ok(request, presentLecturerExamDetail(detail, new Date()));
  });

  app.get(examPaths.examSituationList, lecturerOnly, async (request) => {
    const { examId } = parseInput(ZLecturerExamQuerySchema, request.query, request);
    return ok(request, presentSituation(await examSituation(db, { lecturer: actorOf(request), examId })));
  });

  app.get(examPaths.examineeList, lecturerOnly, async (request) => {
    const query = parseInput(ZExamineeListQuerySchema, request.query, request);
    const page = await listExaminees(db, { lecturer: actorOf(request), query, now: new Date() });
    return ok(request, presentExamineePage(page, query.pageSize));
  });

  app.get(examPaths.markingDetail, lecturerOnly, async (request) => {
    const { attemptId } = parseInput(ZMarkingDetailQuerySchema, request.query, request);
    return ok(
      request,
      presentMarkingSheet(await markingSheet(db, { lecturer: actorOf(request), attemptId })),
    );
  });

  app.post(examPaths.manualScoring, lecturerOnly, async (request) => {
    const input = parseInput(ZManualScoringSchema, queryAndBody(request), request);
    const marked = await scoreManually(db, { lecturer: actorOf(request), input, now: new Date() });
    return ok(request, presentMarkedResult(marked));
  });
}
