// My Task's routes (SPEC §7 Study lists, at the original client's paths): the course lists of the study
// tab, the badge counts, adding to / removing from my study, and the home page's courses in progress and
// study hours. Thin: parse, who is calling, a service,
// a presenter. The exam badge (examTodoNum) is served by the exam domain.
import {
  CatalogCourseType,
  CatalogStudyType,
  myTaskPaths,
  ZLearnedCourseListSchema,
  ZMyCourseCatalogSchema,
  ZMyElectiveCourseSchema,
  ZStudyItemsSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { pointsFiguresOf } from '../achievement/figures-service.ts';
import { presentPointsFigures } from '../achievement/presenter.ts';
import { presentCardPage } from '../course/presenter.ts';
import { myPlanCatalog } from '../study-plan/my-task-service.ts';
import { myTrainingCatalog } from '../training/study-service.ts';
import { countStudyTodo, studyItemKind } from './item-kinds.ts';
import { listMyCourses, listMyElectives, listMyRequiredCourses } from './list-service.ts';
import { assertItemTypeBuilt } from './policy.ts';
import {
  presentAdded,
  presentRemoved,
  presentStudyCredit,
  presentStudyPage,
  removedMessage,
} from './presenter.ts';
import { listCoursesInProgress, sumStudySeconds } from './progress-summary-service.ts';

export async function myTaskRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(myTaskPaths.myCourseCatalog, signedIn, async (request) => {
    const query = parseInput(ZMyCourseCatalogSchema, request.query, request);
    const actor = actorOf(request);
    // Trainings (courseType 1, list 3) are served by the training module.
    if (query.courseType === CatalogCourseType.training)
      return ok(request, await myTrainingCatalog(db, actor, query));
    // Study plans (courseType 3, ours) are served by the study-plan module.
    if (query.courseType === CatalogCourseType.plan)
      return ok(request, await myPlanCatalog(db, actor, query));
    const page =
      query.studyType === CatalogStudyType.elective
        ? await listMyElectives(db, actor, query)
        : await listMyCourses(db, actor, { ...query, todoOnly: query.todo === 1 });
    return ok(request, presentStudyPage(page, query.pageSize));
  });

  app.post(myTaskPaths.myRequireCourse, signedIn, async (request) => {
    const query = parseInput(ZMyCourseCatalogSchema, queryAndBody(request), request);
    const page = await listMyRequiredCourses(db, actorOf(request), { ...query, todoOnly: query.todo === 1 });
    return ok(request, presentStudyPage(page, query.pageSize));
  });

  // List 2 at both of the original client's spellings: POST (myTask.js) and GET (learn.js).
  const electives = async (request: FastifyRequest) => {
    const query = parseInput(ZMyElectiveCourseSchema, queryAndBody(request), request);
    return ok(request, presentStudyPage(await listMyElectives(db, actorOf(request), query), query.pageSize));
  };
  app.post(myTaskPaths.myElectiveCourse, signedIn, electives);
  app.get(myTaskPaths.getMyElectiveCourseList, signedIn, electives);

  // The badge counts answer a bare number, as examTodoNum does.
  app.get(myTaskPaths.studyTodoNum, signedIn, async (request) =>
    ok(request, await countStudyTodo(db, actorOf(request))),
  );

  // The home page's right column: courses in progress and the study hours.
  app.get(myTaskPaths.learnedCourses, signedIn, async (request) => {
    const query = parseInput(ZLearnedCourseListSchema, request.query, request);
    const page = await listCoursesInProgress(db, actorOf(request), query);
    return ok(request, presentCardPage(page, query.pageSize));
  });
  // queryCredit: the hours are My Task's, the points the achievement domain's (its exported service).
  app.get(myTaskPaths.studyCredit, signedIn, async (request) => {
    const actor = actorOf(request);
    const [seconds, points] = await Promise.all([sumStudySeconds(db, actor), pointsFiguresOf(db, actor)]);
    return ok(request, { ...presentStudyCredit(seconds), ...presentPointsFigures(points) });
  });

  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: myTaskPaths.remove,
    ...signedIn,
    handler: async (request) => {
      const { ids, type } = parseInput(ZStudyItemsSchema, queryAndBody(request), request);
      const kind = assertItemTypeBuilt(studyItemKind(type));
      const removedNum = await kind.remove(db, actorOf(request), ids);
      const reply = ok(request, presentRemoved(removedNum));
      return { ...reply, resMsg: removedMessage(kind.removedMessage, removedNum, request.lang) };
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: myTaskPaths.add,
    ...signedIn,
    handler: async (request) => {
      const { ids, type } = parseInput(ZStudyItemsSchema, queryAndBody(request), request);
      const kind = assertItemTypeBuilt(studyItemKind(type));
      return ok(request, presentAdded(await kind.add(db, actorOf(request), ids)), 'myTask.added');
    },
  });
}
