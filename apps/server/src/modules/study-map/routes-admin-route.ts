// Back-office calls of promotion routes, the talent inventory, material review and the position-choice
// setting at the original back office's paths (/api/margin/v1/position/route/*). Every route is
// `backOffice(code)`.
import {
  studyMapPrivilegeCodes as C,
  studyMapAdminPaths as P,
  ZMaterialPageSchema,
  ZMaterialReviewSchema,
  ZPositionIdSchema,
  ZRouteConfSchema,
  ZRouteSubmitSchema,
  ZRouteTreeSchema,
  ZStudyMapIdsSchema,
  ZStudyMapSettingSchema,
  ZStudyMapUserSchema,
  ZUserPageSchema,
  ZUserWaySchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { inventory, personAbilityMap, personOf, personRoutes } from './admin-inventory-service.ts';
import { listMaterials, reviewMaterial } from './admin-material-service.ts';
import { deleteRoutes, routeConf, routeInfo, routeTree, submitRoutes } from './admin-route-service.ts';
import { allowedOrgOf, setAllowedOrg } from './position-service.ts';
import { presentAbilityMap, presentRoute } from './presenter.ts';
import { presentAdminRoute, presentInventory, presentReview, presentRouteConf } from './presenter-admin.ts';

const input = (request: FastifyRequest) => queryAndBody(request);

export async function studyMapRouteAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.routeTree, backOffice(C.route), async (request) => {
    const { name } = parseInput(ZRouteTreeSchema, request.query, request);
    const rows = await routeTree(db, actorOf(request), name);
    return ok(
      request,
      rows.map((row) => ({ id: row.id, name: row.name, parentId: row.parent_id, routeNum: row.route_num })),
    );
  });
  app.get(P.routeInfo, backOffice(C.route), async (request) => {
    const { positionId } = parseInput(ZPositionIdSchema, request.query, request);
    return ok(request, (await routeInfo(db, actorOf(request), positionId)).map(presentAdminRoute));
  });
  app.get(P.routeConf, backOffice(C.route), async (request) => {
    const { positionId, otherPositionId } = parseInput(ZRouteConfSchema, request.query, request);
    return ok(request, presentRouteConf(await routeConf(db, actorOf(request), positionId, otherPositionId)));
  });
  app.post(P.routeSubmit, backOffice(C.route), async (request) => {
    const body = parseInput(ZRouteSubmitSchema, input(request), request);
    await submitRoutes(db, actorOf(request), body);
    return ok(request, null);
  });
  app.delete(P.routeDelete, backOffice(C.route), async (request) => {
    const { ids } = parseInput(ZStudyMapIdsSchema, input(request), request);
    await deleteRoutes(db, actorOf(request), ids);
    return ok(request, null);
  });

  app.get(P.userPage, backOffice(C.inventory), async (request) => {
    const query = parseInput(ZUserPageSchema, request.query, request);
    const { rows, totalNum } = await inventory(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentInventory), totalNum, query.pageSize));
  });
  app.get(P.userDetail, backOffice(C.inventory), async (request) => {
    const { userId } = parseInput(ZStudyMapUserSchema, request.query, request);
    const person = await personOf(db, actorOf(request), userId);
    return ok(request, {
      userId: person.id,
      name: person.name,
      orgName: person.org_name,
      positionId: person.position_id,
      positionName: person.position_name,
    });
  });
  app.get(P.userRoutes, backOffice(C.inventory), async (request) => {
    const { userId } = parseInput(ZStudyMapUserSchema, request.query, request);
    return ok(request, (await personRoutes(db, actorOf(request), userId)).map(presentRoute));
  });
  app.get(P.userWay, backOffice(C.inventory), async (request) => {
    const { userId, positionId } = parseInput(ZUserWaySchema, request.query, request);
    return ok(request, presentAbilityMap(await personAbilityMap(db, actorOf(request), userId, positionId)));
  });

  app.get(P.materialPage, backOffice(C.material), async (request) => {
    const query = parseInput(ZMaterialPageSchema, request.query, request);
    const { rows, totalNum } = await listMaterials(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentReview), totalNum, query.pageSize));
  });
  app.post(P.materialReview, backOffice(C.material), async (request) => {
    const { id, status } = parseInput(ZMaterialReviewSchema, input(request), request);
    return ok(request, await reviewMaterial(db, actorOf(request), id, status));
  });

  app.get(P.setting, backOffice(C.route), async (request) =>
    ok(request, { positionChangeOrgId: await allowedOrgOf(db, actorOf(request).tenantId) }),
  );
  app.post(P.setting, backOffice(C.route), async (request) => {
    const { positionChangeOrgId } = parseInput(ZStudyMapSettingSchema, input(request), request);
    await setAllowedOrg(db, actorOf(request).tenantId, positionChangeOrgId);
    return ok(request, { positionChangeOrgId });
  });
}
