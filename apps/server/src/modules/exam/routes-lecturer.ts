// The lecturer's exam calls (SPEC §7 lecturer and management): lecturer identity only (auth hook), and
// each service checks that the lecturer owns the exam.
import {
  ZExamineeListQuerySchema,
  ZManualScoringSchema,
  ZMarkingDetailQuerySchema,
  ZTeacherExamListQuerySchema,
  ZTeacherExamQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { authOf } from '../auth/auth-hook.ts';
import { markingSheet, scoreManually } from './marking-service.ts';
import { examSituation, listExaminees, listTeacherExams, teacherExamDetail } from './teacher-service.ts';

const TEACHER = '/api/manage/v1/web/teacher';
const lecturerOnly = { config: { auth: 'required' as const, lecturerOnly: true } };

function lecturerOf(request: FastifyRequest) {
  const { tenantId, user } = authOf(request);
  return { tenantId, userId: user.id };
}

export async function teacherExamRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(`${TEACHER}/queryExamList`, lecturerOnly, async (request) => {
    const query = parseInput(ZTeacherExamListQuerySchema, request.query, request);
    const { data, totalNum } = await listTeacherExams(db, lecturerOf(request), query);
    return ok(request, { data, totalNum, totalPage: Math.ceil(totalNum / query.pageSize) });
  });

  app.get(`${TEACHER}/getExamDetail`, lecturerOnly, async (request) => {
    const { examId } = parseInput(ZTeacherExamQuerySchema, request.query, request);
    return ok(request, await teacherExamDetail(db, lecturerOf(request), examId, new Date()));
  });

  app.get(`${TEACHER}/getExamSituationList`, lecturerOnly, async (request) => {
    const { examId } = parseInput(ZTeacherExamQuerySchema, request.query, request);
    return ok(request, await examSituation(db, lecturerOf(request), examId));
  });

  app.get(`${TEACHER}/getExamineeList`, lecturerOnly, async (request) => {
    const query = parseInput(ZExamineeListQuerySchema, request.query, request);
    const { data, totalNum } = await listExaminees(db, lecturerOf(request), query, new Date());
    return ok(request, { data, totalNum, totalPage: Math.ceil(totalNum / query.pageSize) });
  });

  app.get(`${TEACHER}/exam/markingDetail`, lecturerOnly, async (request) => {
    const { attemptId } = parseInput(ZMarkingDetailQuerySchema, request.query, request);
    return ok(request, await markingSheet(db, lecturerOf(request), attemptId));
  });

  app.post(`${TEACHER}/exam/manualScoring`, lecturerOnly, async (request) => {
    const input = parseInput(ZManualScoringSchema, queryAndBody(request), request);
    return ok(request, await scoreManually(db, lecturerOf(request), input, new Date()));
  });
}
