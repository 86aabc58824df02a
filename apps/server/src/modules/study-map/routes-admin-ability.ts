// Back-office calls of the ability dictionary and the competency models at the original back office's paths
// (/api/blade-margin/v1/ability/*). Every route is `backOffice(code)`.
import {
  studyMapPrivilegeCodes as C,
  studyMapAdminPaths as P,
  ZAbilityIdSchema,
  ZAbilityIdsSchema,
  ZAbilityQuerySchema,
  ZAbilitySaveSchema,
  ZLevelIdsSchema,
  ZLevelRouteIdsSchema,
  ZPositionAbilitySchema,
  ZPositionIdsSchema,
  ZStudyMapIdSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import {
  abilityPositions,
  deleteAbilities,
  deleteLevels,
  deleteWays,
  getAbility,
  listAbilities,
  saveAbility,
} from './admin-ability-service.ts';
import { positionAbilities, setPositionAbilities } from './admin-model-service.ts';
import { presentAdminAbility, presentPositionAbility } from './presenter-admin.ts';

const input = (request: FastifyRequest) => queryAndBody(request);

export async function studyMapAbilityAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.abilityList, backOffice(C.ability), async (request) => {
    const query = parseInput(ZAbilityQuerySchema, request.query, request);
    const { rows, totalNum } = await listAbilities(db, actorOf(request), query);
    return ok(
      request,
      paged(
        rows.map((row) => presentAdminAbility(row)),
        totalNum,
        query.pageSize,
      ),
    );
  });
  app.get(P.abilityById, backOffice(C.ability), async (request) => {
    const { id } = parseInput(ZStudyMapIdSchema, request.query, request);
    const { ability, levels, ways } = await getAbility(db, actorOf(request), id);
    return ok(request, presentAdminAbility(ability, levels, ways));
  });
  const save = async (request: FastifyRequest) => {
    const body = parseInput(ZAbilitySaveSchema, input(request), request);
    return ok(request, { id: await saveAbility(db, actorOf(request), body) });
  };
  app.post(P.abilitySave, backOffice(C.ability), save);
  app.post(P.abilityUpdate, backOffice(C.ability), save);
  app.post(P.abilityDelete, backOffice(C.ability), async (request) => {
    const { abilityIds } = parseInput(ZAbilityIdsSchema, input(request), request);
    await deleteAbilities(db, actorOf(request), abilityIds);
    return ok(request, null);
  });
  app.post(P.abilityLevelDelete, backOffice(C.ability), async (request) => {
    const { abilityLevelIds } = parseInput(ZLevelIdsSchema, input(request), request);
    await deleteLevels(db, actorOf(request), abilityLevelIds);
    return ok(request, null);
  });
  app.post(P.abilityLevelRouteDelete, backOffice(C.ability), async (request) => {
    const { abilityLevelRouteIds } = parseInput(ZLevelRouteIdsSchema, input(request), request);
    await deleteWays(db, actorOf(request), abilityLevelRouteIds);
    return ok(request, null);
  });
  app.get(P.abilityBindPosition, backOffice(C.ability), async (request) => {
    const { abilityId } = parseInput(ZAbilityIdSchema, request.query, request);
    return ok(request, await abilityPositions(db, actorOf(request), abilityId));
  });

  app.get(P.positionAbility, backOffice(C.model), async (request) => {
    const { ids } = parseInput(ZPositionIdsSchema, request.query, request);
    return ok(request, (await positionAbilities(db, actorOf(request), ids)).map(presentPositionAbility));
  });
  app.post(P.positionAbilityAdd, backOffice(C.model), async (request) => {
    const body = parseInput(ZPositionAbilitySchema, input(request), request);
    await setPositionAbilities(db, actorOf(request), body);
    return ok(request, null);
  });
}
