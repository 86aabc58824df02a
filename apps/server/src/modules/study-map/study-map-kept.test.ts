// The learner's ability map (my/way) is kept in memory for a few seconds (queries-my-way.ts): these tests hold
// the kept map to the truth — a repeated read is served kept, and every write that changes it shows on the
// very next read: the back office's ability, way and model edits, a material uploaded, reviewed and deleted,
// and completions arriving from other domains as events (course, exam, training, live). Nothing on the map
// changes with time, so no time bounds the keep.
import {
  AbilityItemStatus,
  AbilityRouteType,
  examEvents,
  liveEvents,
  studyMapAdminPaths as P,
  studyMapPaths,
  type TAbilityMap,
  type TAdminAbility,
  trainingEvents,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studyMapCompletions } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makePosition, makeSignedInUser } from '../../test/factories.ts';
import { deliverEvent } from '../achievement/test-factories.ts';
import { makeCourse } from '../course/test-factories.ts';
import { makeFile } from '../file/test-factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { forgetMyWays } from './queries-my-way.ts';
import { bindAbilities, completeCourse, makeAbility } from './test-factories.ts';

describe('study map: the kept ability map', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeBackOfficeUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeBackOfficeUser(testApp, { kind: 'tenantAdmin' });
  });
  afterAll(() => testApp.close());

  const map = async (token: string, positionId: number) => {
    const reply = await api.get<TAbilityMap>(studyMapPaths.myWay, { token, query: { positionId } });
    expect(reply.status).toBe(200);
    return reply.body.response;
  };
  const statuses = async (token: string, positionId: number) =>
    (await map(token, positionId)).ability.flatMap((ability) => ability.item.map((item) => item.status));

  it('serves a repeated read kept: a row written past the services shows once the pages are dropped', async () => {
    const position = await makePosition(testApp);
    const examId = 700_000 + Math.floor(Math.random() * 10_000);
    const ability = await makeAbility(testApp, { ways: [{ type: AbilityRouteType.exam, bizId: examId }] });
    await bindAbilities(testApp, position, [ability]);
    const me = await makeSignedInUser(testApp, { positionId: position.id });
    expect(await statuses(me.token, position.id)).toEqual([AbilityItemStatus.open]);

    await testApp.database.db
      .insert(studyMapCompletions)
      .values({ tenantId: 'learn', userId: me.user.id, routeType: AbilityRouteType.exam, bizId: examId });
    // Kept: the same map as before (this is what the cache saves) …
    expect(await statuses(me.token, position.id)).toEqual([AbilityItemStatus.open]);
    // … until the tenant's maps are dropped, as every write through the services does.
    forgetMyWays('learn');
    expect(await statuses(me.token, position.id)).toEqual([AbilityItemStatus.completed]);
  });

  it('shows completions from other domains on the very next read (course, exam, training, live)', async () => {
    const position = await makePosition(testApp);
    const course = await makeCourse(testApp);
    const base = 600_000 + Math.floor(Math.random() * 10_000);
    const ability = await makeAbility(testApp, {
      ways: [
        { type: AbilityRouteType.course, bizId: course.id },
        { type: AbilityRouteType.exam, bizId: base },
        { type: AbilityRouteType.training, bizId: base + 1 },
        { type: AbilityRouteType.live, bizId: base + 2 },
      ],
    });
    await bindAbilities(testApp, position, [ability]);
    const me = await makeSignedInUser(testApp, { positionId: position.id });
    const { open, completed } = AbilityItemStatus;
    expect(await statuses(me.token, position.id)).toEqual([open, open, open, open]);

    await completeCourse(testApp, me.user, course);
    expect(await statuses(me.token, position.id)).toEqual([completed, open, open, open]);

    const event = (type: `${string}.${string}`, subjectType: string, subjectId: number) =>
      deliverEvent(testApp, {
        tenantId: 'learn',
        type,
        userId: me.user.id,
        subjectType,
        subjectId,
        dedupeKey: `${type}:${subjectId}:${me.user.id}`,
      });
    await event(examEvents.passed, 'exam', base);
    expect(await statuses(me.token, position.id)).toEqual([completed, completed, open, open]);
    await event(trainingEvents.completed, 'training', base + 1);
    expect(await statuses(me.token, position.id)).toEqual([completed, completed, completed, open]);
    await event(liveEvents.watched, 'live', base + 2);
    const done = await map(me.token, position.id);
    expect(done.ability[0]?.item.map((item) => item.status)).toEqual([
      completed,
      completed,
      completed,
      completed,
    ]);
    expect(done.competence).toBe(100);
  });

  it("shows the back office's ability, way and model edits on the very next read", async () => {
    const token = admin.token;
    const position = await makePosition(testApp);
    const me = await makeSignedInUser(testApp, { positionId: position.id });
    expect((await map(me.token, position.id)).ability).toEqual([]);

    const saved = await api.post<{ id: number }>(
      P.abilitySave,
      {
        abilityName: 'Negotiation',
        levels: [
          {
            levelName: 'Basic',
            sort: 2,
            routes: [{ routeType: AbilityRouteType.material, routeName: 'Report', material: 'A deal' }],
          },
        ],
      },
      { token },
    );
    expect(saved.status).toBe(200);
    const id = saved.body.response.id;
    const ability = async () =>
      (await api.get<TAdminAbility>(P.abilityById, { token, query: { id } })).body.response;
    const level = (await ability()).levels[0];
    const bind = () =>
      api.post(
        P.positionAbilityAdd,
        { positionId: position.id, abilities: [{ abilityId: id, levelId: level?.id }] },
        { token },
      );
    expect((await bind()).status).toBe(200);
    expect((await map(me.token, position.id)).ability.map((a) => [a.name, a.item.length])).toEqual([
      ['Negotiation', 1],
    ]);

    const first = level?.routes[0];
    const edited = await api.post(
      P.abilityUpdate,
      {
        id,
        abilityName: 'Negotiation skills',
        levels: [
          {
            id: level?.id,
            levelName: 'Basic',
            sort: 2,
            routes: [
              {
                id: first?.id,
                routeType: AbilityRouteType.material,
                routeName: 'Report',
                material: 'A deal',
              },
              { routeType: AbilityRouteType.exam, bizId: 5, routeName: 'Quiz' },
            ],
          },
        ],
      },
      { token },
    );
    expect(edited.status).toBe(200);
    const twoWays = await map(me.token, position.id);
    expect(twoWays.ability.map((a) => [a.name, a.item.map((item) => item.routeName)])).toEqual([
      ['Negotiation skills', ['Report', 'Quiz']],
    ]);

    const quiz = twoWays.ability[0]?.item[1]?.ablrId;
    const removed = await api.post(P.abilityLevelRouteDelete, { abilityLevelRouteIds: [quiz] }, { token });
    expect(removed.status).toBe(200);
    expect((await map(me.token, position.id)).ability[0]?.item.map((item) => item.routeName)).toEqual([
      'Report',
    ]);

    const unbound = await api.post(
      P.positionAbilityAdd,
      { positionId: position.id, abilities: [] },
      { token },
    );
    expect(unbound.status).toBe(200);
    expect((await map(me.token, position.id)).ability).toEqual([]);
  });

  it('shows a material approved and then deleted on the very next read', async () => {
    const position = await makePosition(testApp);
    const ability = await makeAbility(testApp, {
      ways: [{ type: AbilityRouteType.material, name: 'Report' }],
    });
    await bindAbilities(testApp, position, [ability]);
    const me = await makeSignedInUser(testApp, { positionId: position.id });
    const ablrId = ability.ways[0]?.id ?? 0;
    expect(await statuses(me.token, position.id)).toEqual([AbilityItemStatus.open]);

    const file = await makeFile(testApp, me.user, { name: 'report.pdf' });
    const added = await api.post(
      studyMapPaths.addMaterial,
      {
        bizId: ablrId,
        fileName: file.originalName,
        fileUrl: `http://localhost/api/common/v1/file/${file.storedName}`,
        fileSize: 1,
      },
      { token: me.token },
    );
    expect(added.status).toBe(200);
    // Pending review: still open.
    expect(await statuses(me.token, position.id)).toEqual([AbilityItemStatus.open]);
    const page = await api.get<{ data: { id: number; userId: number }[] }>(P.materialPage, {
      token: admin.token,
      query: { status: 1, pageNo: 1, pageSize: 100 },
    });
    const row = page.body.response.data.find((entry) => entry.userId === me.user.id);
    const review = await api.post(P.materialReview, { id: row?.id, status: 2 }, { token: admin.token });
    expect(review.status).toBe(200);
    expect(await statuses(me.token, position.id)).toEqual([AbilityItemStatus.completed]);

    const deleted = await api.del(studyMapPaths.deleteMaterial, { ablrId }, { token: me.token });
    expect(deleted.status).toBe(200);
    expect(await statuses(me.token, position.id)).toEqual([AbilityItemStatus.open]);
  });
});
