// The learner's study-plan calls: my plan's detail (/learningPlanDetail), my required plans (the knowledge
// system page), the courses of my plans, and my learning experiences. My plans' list itself is My Task's
// myCourseCatalog with courseType 3 (my-task-service.ts).
import {
  studyPlanPaths as P,
  ZExperienceSaveSchema,
  ZMyPlansSchema,
  ZPlanCoursesSchema,
  ZPlanExperiencesSchema,
  ZStudyPlanIdSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { listMyExperiences } from './experience-service.ts';
import { getMyPlan, listMyPlanCourses, listMyPlans, saveMyExperience } from './learner-service.ts';
import { presentDetail, presentExperience, presentMyPlan } from './presenter.ts';

export async function studyPlanLearnerRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.myPlanDetail, signedIn, async (request) => {
    const { id } = parseInput(ZStudyPlanIdSchema, request.query, request);
    const { plan, stages } = await getMyPlan(db, actorOf(request), id);
    return ok(request, presentDetail(plan, stages));
  });

  app.get(P.ksRequiredList, signedIn, async (request) => {
    const query = parseInput(ZMyPlansSchema, request.query, request);
    const { rows, totalNum } = await listMyPlans(db, actorOf(request), query, true);
    return ok(request, paged(rows.map(presentMyPlan), totalNum, query.pageSize));
  });

  app.get(P.allCourses, signedIn, async (request) => {
    const query = parseInput(ZPlanCoursesSchema, request.query, request);
    const { rows, totalNum } = await listMyPlanCourses(db, actorOf(request), query);
    const data = rows.map((row) => ({
      courseId: row.course_id,
      courseName: row.course_name,
      studyPlanId: row.plan_id,
      planName: row.plan_name,
    }));
    return ok(request, paged(data, totalNum, query.pageSize));
  });

  app.post(P.experienceSave, signedIn, async (request) => {
    const input = parseInput(ZExperienceSaveSchema, queryAndBody(request), request);
    return ok(request, { id: await saveMyExperience(db, actorOf(request), input) }, 'studyPlan.saved');
  });

  app.get(P.myExperiences, signedIn, async (request) => {
    const query = parseInput(ZPlanExperiencesSchema, request.query, request);
    const { rows, totalNum } = await listMyExperiences(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentExperience), totalNum, query.pageSize));
  });
}
