// The learner's study-map calls at the original client's paths (src/api/studyMap.js) and the position
// chooser's at SPEC §7's: routes, competency, the ability map, choosing a route, materials, positions.
import {
  studyMapPaths as P,
  ZAddMaterialSchema,
  ZChooseRouteSchema,
  ZExamByIdSchema,
  ZMaterialIdSchema,
  ZMyMaterialSchema,
  ZPositionIdSchema,
  ZPositionSearchSchema,
  ZSimpleCourseSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { chooseRoute, listMyRoutes, myAbilityMap, positionSituation } from './map-service.ts';
import { addMaterial, deleteMaterial, materialsOf, materialWays } from './material-service.ts';
import { materialOwner } from './policy.ts';
import { changeMyPosition, myPosition, searchPositions } from './position-service.ts';
import {
  presentAbilityMap,
  presentExamBrief,
  presentMaterial,
  presentMyPosition,
  presentRoute,
  presentSimpleCourse,
  presentSituation,
} from './presenter.ts';
import { examBrief, simpleCourse } from './way-check-service.ts';

export async function studyMapLearnerRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.myRoutes, signedIn, async (request) =>
    ok(request, (await listMyRoutes(db, actorOf(request))).map(presentRoute)),
  );

  app.get(P.mySituation, signedIn, async (request) => {
    const { positionId } = parseInput(ZPositionIdSchema, request.query, request);
    return ok(request, presentSituation(await positionSituation(db, actorOf(request), positionId)));
  });

  app.get(P.myWay, signedIn, async (request) => {
    const { positionId } = parseInput(ZPositionIdSchema, request.query, request);
    return ok(request, presentAbilityMap(await myAbilityMap(db, actorOf(request), positionId)));
  });

  app.post(P.chooseRoute, signedIn, async (request) => {
    const { userRoteId } = parseInput(ZChooseRouteSchema, queryAndBody(request), request);
    return ok(request, await chooseRoute(db, actorOf(request), userRoteId));
  });

  app.get(P.myPosition, signedIn, async (request) => {
    const { position, canChoose } = await myPosition(db, actorOf(request));
    return ok(request, presentMyPosition(position, canChoose));
  });

  app.get(P.myMaterial, signedIn, async (request) => {
    const query = parseInput(ZMyMaterialSchema, request.query, request);
    const actor = actorOf(request);
    const userId = materialOwner(actor.userId, query.userId, false);
    const wayIds = query.ablrIds ?? (query.ablrId === undefined ? [] : [query.ablrId]);
    await materialWays(db, actor.tenantId, wayIds);
    const rows = (await materialsOf(db, actor.tenantId, userId, wayIds)).map(presentMaterial);
    // One learning way (the original dialog): its file or {}; several: the list of files.
    if (query.ablrIds) return ok(request, rows);
    return ok(request, rows[0] ?? {});
  });

  app.post(P.addMaterial, signedIn, async (request) => {
    const input = parseInput(ZAddMaterialSchema, queryAndBody(request), request);
    return ok(request, await addMaterial(db, actorOf(request), input), 'studyMap.materialUploaded');
  });

  app.delete(P.deleteMaterial, signedIn, async (request) => {
    const { ablrId } = parseInput(ZMaterialIdSchema, queryAndBody(request), request);
    await deleteMaterial(db, actorOf(request), ablrId);
    return ok(request, { ablrId }, 'studyMap.materialDeleted');
  });

  app.get(P.positionList, signedIn, async (request) => {
    const { name } = parseInput(ZPositionSearchSchema, request.query, request);
    return ok(request, await searchPositions(db, actorOf(request), name));
  });

  app.post(P.changePosition, signedIn, async (request) => {
    const { positionId } = parseInput(ZPositionIdSchema, queryAndBody(request), request);
    const position = await changeMyPosition(app.deps, actorOf(request), positionId);
    return ok(request, { positionId: position.id, positionName: position.name }, 'studyMap.positionChanged');
  });

  // A learning way's pre-checks: the course or exam through its own module's visibility rules.
  app.get(P.simpleCourse, signedIn, async (request) => {
    const { courseId } = parseInput(ZSimpleCourseSchema, request.query, request);
    return ok(request, presentSimpleCourse(await simpleCourse(db, actorOf(request), courseId)));
  });

  app.get(P.examById, signedIn, async (request) => {
    const { id } = parseInput(ZExamByIdSchema, request.query, request);
    return ok(request, presentExamBrief(await examBrief(db, actorOf(request), id, new Date())));
  });
}
