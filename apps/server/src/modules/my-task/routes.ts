// My Task study endpoints (SPEC §7 Study lists): the course lists of the study tab, the badge counts, and
// adding to / removing from my study. Courses are built here; other item types plug in via registry.ts.
import {
  CatalogCourseType,
  translate,
  ZMyCourseCatalogSchema,
  ZMyElectiveCourseSchema,
  ZStudyItemsSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { learnerOf } from '../course/policy.ts';
import './course-items.ts';
import { emptyStudyPage, presentStudyPage } from './presenter.ts';
import { catalogProvider, countAllTodo, studyItemHandler } from './registry.ts';
import { listMyCourses, listMyElectives, listMyRequiredCourses } from './service.ts';

const STUDY_BASE = '/api/manage/v1/study';
const MY_TASK_BASE = '/api/blade-margin/v1/myTask';

export async function studyRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const signedIn = { config: { auth: 'required' } } as const;

  app.get(`${STUDY_BASE}/myCourseCatalog`, signedIn, async (request) => {
    const query = parseInput(ZMyCourseCatalogSchema, request.query, request);
    const learner = learnerOf(request);
    if (query.courseType === CatalogCourseType.course)
      return ok(request, presentStudyPage(await listMyCourses(db, learner, query), query.pageSize));
    const provider = catalogProvider(query.courseType);
    return ok(request, provider ? await provider(db, learner, query) : emptyStudyPage());
  });

  app.post(`${STUDY_BASE}/myElectiveCourse`, signedIn, async (request) => {
    const query = parseInput(ZMyElectiveCourseSchema, queryAndBody(request), request);
    return ok(
      request,
      presentStudyPage(await listMyElectives(db, learnerOf(request), query), query.pageSize),
    );
  });

  app.post(`${STUDY_BASE}/myRequireCourse`, signedIn, async (request) => {
    const query = parseInput(ZMyCourseCatalogSchema, queryAndBody(request), request);
    return ok(
      request,
      presentStudyPage(await listMyRequiredCourses(db, learnerOf(request), query), query.pageSize),
    );
  });

  // The three badge counts answer a bare number, as examTodoNum does.
  app.get(`${STUDY_BASE}/studyTodoNum`, signedIn, async (request) =>
    ok(request, await countAllTodo(db, learnerOf(request))),
  );

  // Coursework is not built yet: its badge honestly reads 0. The coursework domain takes this route over.
  app.get(`${STUDY_BASE}/courseworkTodoNum`, signedIn, async (request) => ok(request, 0));

  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: `${MY_TASK_BASE}/remove`,
    ...signedIn,
    handler: async (request) => {
      const { ids, type } = parseInput(ZStudyItemsSchema, queryAndBody(request), request);
      const handler = studyItemHandler(type);
      if (!handler) throw new AppError('BAD_REQUEST');
      const removedNum = await handler.remove(db, learnerOf(request), ids);
      const reply = ok(request, { removedNum });
      return { ...reply, resMsg: translate(handler.removedMessage, request.lang, { count: removedNum }) };
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${MY_TASK_BASE}/add`,
    ...signedIn,
    handler: async (request) => {
      const { ids, type } = parseInput(ZStudyItemsSchema, queryAndBody(request), request);
      const handler = studyItemHandler(type);
      if (!handler) throw new AppError('BAD_REQUEST');
      return ok(request, { addedNum: await handler.add(db, learnerOf(request), ids) }, 'study.added');
    },
  });
}
