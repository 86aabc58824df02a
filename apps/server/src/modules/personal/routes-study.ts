// My study lists: courses and exams (我的档案), the courses I noted, the files I uploaded.
import { personalPaths as P, ZExamListQuerySchema, ZPersonalPageSchema } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput } from '../../core/validate.ts';
import { presentExamPage } from '../exam/presenter.ts';
import { presentStudyPage } from '../my-task/presenter.ts';
import { presentFile, presentNoteCourse } from './presenter.ts';
import { myCourses, myExams, myFiles, myNoteCourses } from './study-service.ts';

export async function personalStudyRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.courseList, signedIn, async (request) => {
    const query = parseInput(ZPersonalPageSchema, request.query, request);
    return ok(request, presentStudyPage(await myCourses(db, actorOf(request), query), query.pageSize));
  });
  app.get(P.examList, signedIn, async (request) => {
    const query = parseInput(ZExamListQuerySchema, request.query, request);
    const page = await myExams(db, actorOf(request), query, new Date());
    return ok(request, presentExamPage(page, query.pageSize));
  });
  app.get(P.noteCourses, signedIn, async (request) => {
    const query = parseInput(ZPersonalPageSchema, request.query, request);
    const { rows, totalNum } = await myNoteCourses(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentNoteCourse), totalNum, query.pageSize));
  });
  app.get(P.fileList, signedIn, async (request) => {
    const query = parseInput(ZPersonalPageSchema, request.query, request);
    const { rows, totalNum } = await myFiles(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentFile), totalNum, query.pageSize));
  });
}
