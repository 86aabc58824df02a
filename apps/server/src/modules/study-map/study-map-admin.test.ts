// The study map's back office through the real app: the ability dictionary (save, edit, bound abilities
// kept), a position's competency model, promotion routes, the inventory and the position-choice setting,
// and a learner kept out of all of it.
import {
  AbilityRouteType,
  studyMapAdminPaths as P,
  studyMapPaths,
  type TAdminAbility,
  type TAdminRoute,
  type TInventoryRow,
  type TPage,
  type TPositionAbilityRow,
  type TPromotionRoute,
  type TRouteConf,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makePosition, makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { makeRoute, setSuperior } from './test-factories.ts';

describe('study map: back office', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeBackOfficeUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeBackOfficeUser(testApp, { kind: 'tenantAdmin' });
  });
  afterAll(() => testApp.close());

  it('authors an ability, binds it to a position, draws routes and reads the inventory', async () => {
    const token = admin.token;
    const saved = await api.post<{ id: number }>(
      P.abilitySave,
      {
        abilityName: 'Communication',
        abilityDesc: 'Talks clearly',
        levels: [
          {
            levelName: 'Basic',
            sort: 1,
            routes: [{ routeType: AbilityRouteType.material, routeName: 'Report', material: 'A talk' }],
          },
          {
            levelName: 'Advanced',
            sort: 4,
            routes: [{ routeType: AbilityRouteType.course, bizId: 7, routeName: 'Course' }],
          },
        ],
      },
      { token },
    );
    expect(saved.status).toBe(200);
    const id = saved.body.response.id;
    const read = await api.get<TAdminAbility>(P.abilityById, { token, query: { id } });
    expect(
      read.body.response.levels.map((level) => [level.levelName, level.sort, level.routes.length]),
    ).toEqual([
      ['Basic', 1, 1],
      ['Advanced', 4, 1],
    ]);
    const advanced = read.body.response.levels[1];
    const list = await api.get<TPage<TAdminAbility>>(P.abilityList, {
      token,
      query: { abilityName: 'Communic' },
    });
    expect(list.body.response.data.map((row) => row.id)).toContain(id);

    const position = await makePosition(testApp, { name: 'Agent' });
    const next = await makePosition(testApp, { name: 'Supervisor' });
    const bind = await api.post(
      P.positionAbilityAdd,
      { positionId: position.id, abilities: [{ abilityId: id, levelId: advanced?.id }] },
      { token },
    );
    expect(bind.status).toBe(200);
    const model = await api.get<TPositionAbilityRow[]>(P.positionAbility, {
      token,
      query: { ids: String(position.id) },
    });
    expect(model.body.response).toMatchObject([
      { abilityName: 'Communication', levelName: 'Advanced', sort: 4 },
    ]);

    // A bound ability (or its bound level) is kept.
    expect((await api.post(P.abilityDelete, { abilityIds: [id] }, { token })).status).toBe(409);
    expect(
      (await api.post(P.abilityLevelDelete, { abilityLevelIds: [advanced?.id] }, { token })).status,
    ).toBe(409);

    const submit = await api.post(
      P.routeSubmit,
      { positionId: position.id, routes: [{ positionIds: [next.id] }] },
      { token },
    );
    expect(submit.status).toBe(200);
    const routes = await api.get<TAdminRoute[]>(P.routeInfo, { token, query: { positionId: position.id } });
    expect(routes.body.response.map((route) => route.positionNames)).toEqual([['Agent', 'Supervisor']]);

    const learner = await makeSignedInUser(testApp, { positionId: position.id });
    const mine = await api.get<TPromotionRoute[]>(studyMapPaths.myRoutes, { token: learner.token });
    expect(mine.body.response[0]?.fullUserRoute).toBe('Agent,Supervisor');
    const inventory = await api.get<TPage<TInventoryRow>>(P.userPage, {
      token,
      query: { positionId: position.id, pageNo: 1, pageSize: 10 },
    });
    expect(inventory.body.response.data).toMatchObject([{ userId: learner.user.id, competence: 0 }]);

    // The learner may read none of it.
    expect((await api.get(P.abilityList, { token: learner.token })).status).toBe(403);
  });

  it('sets the organisation whose people may choose their position; another tenant’s unit is not found', async () => {
    const org = await makeOrgUnit(testApp);
    const set = await api.post(P.setting, { positionChangeOrgId: org.id }, { token: admin.token });
    expect(set.status).toBe(200);
    const read = await api.get<{ positionChangeOrgId: number | null }>(P.setting, { token: admin.token });
    expect(read.body.response.positionChangeOrgId).toBe(org.id);
    const tenant = await makeTenant(testApp);
    const foreign = await makeOrgUnit(testApp, { tenantId: tenant.id });
    expect(
      (await api.post(P.setting, { positionChangeOrgId: foreign.id }, { token: admin.token })).status,
    ).toBe(404);
  });

  it('suggests routes from the position tree, checked when the position has them', async () => {
    const tenantId = admin.user.tenantId;
    const [staff, lead, head] = await Promise.all([
      makePosition(testApp, { tenantId, name: 'Staff' }),
      makePosition(testApp, { tenantId, name: 'Lead' }),
      makePosition(testApp, { tenantId, name: 'Head' }),
    ]);
    await setSuperior(testApp, staff, lead.id);
    await setSuperior(testApp, lead, head.id);
    const short = await makeRoute(testApp, [staff, lead]);
    const conf = await api.get<TRouteConf>(P.routeConf, {
      token: admin.token,
      query: { positionId: staff.id },
    });
    expect(conf.status).toBe(200);
    expect(conf.body.response.checked).toEqual([
      { routeId: short.id, fullRoute: 'Staff,Lead', positionIds: [staff.id, lead.id], isDefualt: 0 },
    ]);
    expect(conf.body.response.uncheck).toEqual([
      {
        routeId: null,
        fullRoute: 'Staff,Lead,Head',
        positionIds: [staff.id, lead.id, head.id],
        isDefualt: 1,
      },
    ]);
    const through = await api.get<TRouteConf>(P.routeConf, {
      token: admin.token,
      query: { positionId: staff.id, otherPositionId: head.id },
    });
    expect(through.body.response.checked).toEqual([]);
    expect(through.body.response.uncheck).toHaveLength(1);

    const tenant = await makeTenant(testApp);
    const foreign = await makePosition(testApp, { tenantId: tenant.id });
    const hidden = await api.get(P.routeConf, { token: admin.token, query: { positionId: foreign.id } });
    expect(hidden.status).toBe(404);
    const learner = await makeSignedInUser(testApp, { tenantId });
    expect(
      (await api.get(P.routeConf, { token: learner.token, query: { positionId: staff.id } })).status,
    ).toBe(403);
  });
});
