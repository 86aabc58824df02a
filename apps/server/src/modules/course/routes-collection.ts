// Collections of courses (SPEC §7): the list, save and cancel, at the original client's paths
// (`/api/manage/v1/collection/…`) and at the SPEC §7 spellings (`…/user/collection/…`).
import { coursePaths, ZCollectionSchema, ZPageQuerySchema } from '@elearning/shared';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { cancelCollection, collectCourse, listCollectedCourses } from './collection-service.ts';
import { presentCardPage } from './presenter.ts';

export async function courseCollectionRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(coursePaths.collectedCourses, signedIn, async (request) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    return ok(
      request,
      presentCardPage(await listCollectedCourses(db, actorOf(request), query), query.pageSize),
    );
  });

  const collect: RouteHandlerMethod = async (request) => {
    const { courseId } = parseInput(ZCollectionSchema, queryAndBody(request), request);
    await collectCourse(db, actorOf(request), courseId);
    return ok(request, { isCollect: 1 });
  };
  app.post(coursePaths.collect, signedIn, collect);
  app.post(coursePaths.collectAlias, signedIn, collect);

  const cancel: RouteHandlerMethod = async (request) => {
    const { courseId } = parseInput(ZCollectionSchema, queryAndBody(request), request);
    await cancelCollection(db, actorOf(request), courseId);
    return ok(request, { isCollect: 0 });
  };
  app.delete(coursePaths.cancelCollection, signedIn, cancel);
  app.route({
    ...signedIn,
    method: ['GET', 'POST', 'DELETE'],
    url: coursePaths.cancelCollectionAlias,
    handler: cancel,
  });
}
