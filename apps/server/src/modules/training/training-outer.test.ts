// External trainings (培训 type=outer) in the back office at the original paths: the form saved with its
// people and category, read back and edited; its people paged; an audience expanded into people; only this
// tenant's people and external trainings count.
import { outerTrainingPaths as P, type TPage } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeTenant, makeUser } from '../../test/factories.ts';
import { makeTrainCategory, makeTraining } from './test-factories.ts';

const BEGIN = Date.UTC(2031, 4, 1);
const DAY = 86_400_000;

type OuterForm = {
  id: number;
  trainName: string;
  trainWay: number;
  trainScope: string;
  trainTime: [number, number];
  categoryId: number | null;
  people: number;
  address: string;
};

describe('external trainings', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeSignedInUser(testApp, { roleId: 1 });
  });
  afterAll(() => testApp.close());

  const form = (extra: Record<string, unknown> = {}) => ({
    trainName: 'Conference abroad',
    trainTime: [BEGIN, BEGIN + 2 * DAY],
    people: 20,
    address: 'Shenzhen',
    ...extra,
  });

  it('saves an external training with its people and category, reads it back and edits it', async () => {
    const category = await makeTrainCategory(testApp);
    const people = [await makeUser(testApp), await makeUser(testApp)];
    const foreignTenant = await makeTenant(testApp);
    const stranger = await makeUser(testApp, { tenantId: foreignTenant.id });
    const added = await api.post<{ id: number }>(
      P.addOuterTrain,
      {
        trainOuterInfo: form({ categoryId: category.id }),
        trainObjectsList: [...people, stranger].map((user) => ({ bizId: user.id })),
      },
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    const trainId = added.body.response.id;
    const echo = await api.get<OuterForm>(P.editEchoOuterTrain, { token: admin.token, query: { trainId } });
    expect(echo.body.response).toMatchObject({
      id: trainId,
      trainName: 'Conference abroad',
      trainWay: 4,
      trainScope: 'outer',
      trainTime: [BEGIN, BEGIN + 2 * DAY],
      categoryId: category.id,
      people: 20,
      address: 'Shenzhen',
    });
    const listed = await api.get<TPage<{ userId: number }>>(P.queryOuterTrainObject, {
      token: admin.token,
      query: { trainId, pageSize: 10 },
    });
    // Another tenant's person named in the list is not enrolled.
    expect(listed.body.response.data.map((row) => row.userId).sort()).toEqual(people.map((u) => u.id).sort());

    const updated = await api.put(
      P.updateOuterTrain,
      {
        id: trainId,
        trainOuterInfo: form({ trainName: 'Conference renamed' }),
        trainObjectsList: [{ bizId: people[0]?.id }],
      },
      { token: admin.token },
    );
    expect(updated.status).toBe(200);
    const again = await api.get<OuterForm>(P.editEchoOuterTrain, { token: admin.token, query: { trainId } });
    expect(again.body.response.trainName).toBe('Conference renamed');
  });

  it('refuses bad forms naming the field, and an inside or foreign training', async () => {
    const bad = await api.post(
      P.addOuterTrain,
      { trainOuterInfo: form({ trainTime: [BEGIN, BEGIN - DAY] }) },
      { token: admin.token, lang: 'en' },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.response)).toContain('endTime');
    const disabled = await makeTrainCategory(testApp, { enabled: false });
    const offCategory = await api.post(
      P.addOuterTrain,
      { trainOuterInfo: form({ categoryId: disabled.id }) },
      { token: admin.token },
    );
    expect(offCategory.status).toBe(400);

    const inside = await makeTraining(testApp);
    const asOuter = await api.put(
      P.updateOuterTrain,
      { id: inside.id, trainOuterInfo: form() },
      { token: admin.token },
    );
    expect(asOuter.status).toBe(404);
    const tenant = await makeTenant(testApp);
    const foreign = await makeTraining(testApp, { tenantId: tenant.id, trainWay: 4 });
    const read = await api.get(P.editEchoOuterTrain, { token: admin.token, query: { trainId: foreign.id } });
    expect(read.status).toBe(404);
    const learner = await makeSignedInUser(testApp);
    expect(
      (await api.post(P.addOuterTrain, { trainOuterInfo: form() }, { token: learner.token })).status,
    ).toBe(403);
  });

  it('expands an audience of people and org units into this tenant’s people', async () => {
    const org = await makeOrgUnit(testApp);
    const member = await makeUser(testApp, { orgId: org.id });
    const single = await makeUser(testApp);
    const tenant = await makeTenant(testApp);
    const stranger = await makeUser(testApp, { tenantId: tenant.id });
    const people = await api.post<{ userId: number }[]>(
      P.executeTrainObjectUsers,
      { userObjects: [{ bizId: single.id }, { bizId: stranger.id }], orgObjects: [{ bizId: org.id }] },
      { token: admin.token },
    );
    expect(people.body.response.map((row) => row.userId).sort()).toEqual([member.id, single.id].sort());
  });
});
