// The learner's study map through the real app: routes and choosing one, competency info, the ability map
// with competency derived from real completions (a course record, exam/training/live events), the empty
// states, and other tenants' records as empty or 404.
import {
  AbilityItemStatus,
  AbilityRouteType,
  examEvents,
  RouteActive,
  studyMapEvents,
  studyMapPaths,
  type TAbilityMap,
  type TCompetencyInfo,
  type TExamBrief,
  type TPromotionRoute,
  type TSimpleCourse,
  trainingEvents,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainDomainEvents, emitDomainEvent } from '../../core/domain-events.ts';
import { col, queryRows } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makePosition, makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { makeCourse } from '../course/test-factories.ts';
import { makeExam } from '../exam/test-factories.ts';
import { bindAbilities, completeCourse, makeAbility, makeRoute } from './test-factories.ts';

describe('study map: learner', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  const way = (token: string, positionId: number) =>
    api.get<TAbilityMap>(studyMapPaths.myWay, { token, query: { positionId } });

  it('lists the routes of my position, the first current until I choose another', async () => {
    const [junior, senior, lead, expert] = await Promise.all([
      makePosition(testApp, { name: 'Junior' }),
      makePosition(testApp, { name: 'Senior' }),
      makePosition(testApp, { name: 'Lead' }),
      makePosition(testApp, { name: 'Expert' }),
    ]);
    const first = await makeRoute(testApp, [junior, senior, lead]);
    const second = await makeRoute(testApp, [junior, expert]);
    const me = await makeSignedInUser(testApp, { positionId: junior.id });

    const reply = await api.get<TPromotionRoute[]>(studyMapPaths.myRoutes, { token: me.token });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toEqual([
      {
        userRouteId: first.id,
        fullUserRoute: 'Junior,Senior,Lead',
        fullUserRoutePositionId: `${junior.id},${senior.id},${lead.id}`,
        active: RouteActive.current,
      },
      {
        userRouteId: second.id,
        fullUserRoute: 'Junior,Expert',
        fullUserRoutePositionId: `${junior.id},${expert.id}`,
        active: RouteActive.other,
      },
    ]);

    const chosen = await api.post(studyMapPaths.chooseRoute, { userRoteId: second.id }, { token: me.token });
    expect(chosen.status).toBe(200);
    const again = await api.post(studyMapPaths.chooseRoute, { userRoteId: second.id }, { token: me.token });
    expect(again.status).toBe(200);
    const after = await api.get<TPromotionRoute[]>(studyMapPaths.myRoutes, { token: me.token });
    expect(after.body.response.map((route) => route.active)).toEqual([
      RouteActive.other,
      RouteActive.current,
    ]);

    // A route of another position is refused; another tenant's is not found.
    const elsewhere = await makeRoute(testApp, [senior, lead]);
    const refused = await api.post(
      studyMapPaths.chooseRoute,
      { userRoteId: elsewhere.id },
      { token: me.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.resMsg).toBe('晋升路线不属于该岗位');
  });

  it('shows the empty states: no position, no route, no abilities', async () => {
    const none = await makeSignedInUser(testApp);
    const routes = await api.get<TPromotionRoute[]>(studyMapPaths.myRoutes, { token: none.token });
    expect(routes.body.response).toEqual([]);
    const lonely = await makePosition(testApp, { name: 'Lonely' });
    const me = await makeSignedInUser(testApp, { positionId: lonely.id });
    expect(
      (await api.get<TPromotionRoute[]>(studyMapPaths.myRoutes, { token: me.token })).body.response,
    ).toEqual([]);
    const map = await way(me.token, lonely.id);
    expect(map.status).toBe(200);
    expect(map.body.response).toEqual({ competence: 0, ability: [] });
    const situation = await api.get<TCompetencyInfo>(studyMapPaths.mySituation, {
      token: me.token,
      query: { positionId: lonely.id },
    });
    expect(situation.body.response).toEqual({
      positionId: lonely.id,
      positionName: 'Lonely',
      positionDesc: '',
    });
  });

  it('moves competency when a linked course is completed, and on exam and training events', async () => {
    const position = await makePosition(testApp);
    const course = await makeCourse(testApp);
    const me = await makeSignedInUser(testApp, { positionId: position.id });
    const examId = 900_000 + Math.floor(Math.random() * 1000);
    const trainingId = 800_000 + Math.floor(Math.random() * 1000);
    const study = await makeAbility(testApp, {
      name: 'Study',
      sort: 4,
      ways: [
        { type: AbilityRouteType.course, bizId: course.id, name: course.name },
        { type: AbilityRouteType.exam, bizId: examId },
      ],
    });
    const practice = await makeAbility(testApp, {
      name: 'Practice',
      sort: 2,
      ways: [{ type: AbilityRouteType.training, bizId: trainingId }],
    });
    await bindAbilities(testApp, position, [study, practice]);

    const before = await way(me.token, position.id);
    expect(before.body.response.competence).toBe(0);
    expect(before.body.response.ability.map((a) => [a.name, a.sort, a.completeRate])).toEqual([
      ['Study', 4, 0],
      ['Practice', 2, 0],
    ]);
    expect(before.body.response.ability[0]?.item.map((item) => item.status)).toEqual([
      AbilityItemStatus.open,
      AbilityItemStatus.open,
    ]);

    await completeCourse(testApp, me.user, course);
    const course100 = await way(me.token, position.id);
    expect(course100.body.response.ability[0]?.completeRate).toBe(50);
    expect(course100.body.response.ability[0]?.item[0]).toMatchObject({
      routeType: AbilityRouteType.course,
      bizId: course.id,
      status: AbilityItemStatus.completed,
    });
    expect(course100.body.response.competence).toBe(25);

    const db = testApp.database.db;
    await db.transaction(async (tx) => {
      await emitDomainEvent(tx, {
        tenantId: 'learn',
        type: examEvents.passed,
        userId: me.user.id,
        subjectType: 'exam',
        subjectId: examId,
        dedupeKey: `${examEvents.passed}:${examId}:${me.user.id}`,
      });
      await emitDomainEvent(tx, {
        tenantId: 'learn',
        type: trainingEvents.completed,
        userId: me.user.id,
        subjectType: 'training',
        subjectId: trainingId,
        dedupeKey: `${trainingEvents.completed}:${trainingId}:${me.user.id}`,
      });
    });
    // The app's own dispatcher may hold an event while this drain runs: wait until both are handled.
    let all = await way(me.token, position.id);
    for (let round = 0; round < 50 && all.body.response.competence < 100; round += 1) {
      await drainDomainEvents(db);
      await new Promise((resolve) => setTimeout(resolve, 100));
      all = await way(me.token, position.id);
    }
    expect(all.body.response.competence).toBe(100);
    expect(all.body.response.ability.map((a) => a.completeRate)).toEqual([100, 100]);
    // Each ability reached is announced once, however often the map is read again.
    await way(me.token, position.id);
    await way(me.token, position.id);
    const reached = await queryRows(
      db,
      sql`select subject_id from domain_events
          where tenant_id = 'learn' and type = ${studyMapEvents.abilityReached} and user_id = ${me.user.id}
          order by subject_id`,
      { subject_id: col.int },
    );
    expect(reached.map((row) => row.subject_id)).toEqual([study.id, practice.id].sort((a, b) => a - b));

    // Someone else's completions count for no one else.
    const other = await makeSignedInUser(testApp, { positionId: position.id });
    expect((await way(other.token, position.id)).body.response.competence).toBe(0);
  });

  it('keeps another tenant out: its positions and routes are not found, its map is not shown', async () => {
    const tenant = await makeTenant(testApp);
    const foreign = await makePosition(testApp, { tenantId: tenant.id });
    const foreignRoute = await makeRoute(testApp, [foreign]);
    const foreignAbility = await makeAbility(testApp, {
      tenantId: tenant.id,
      ways: [{ type: AbilityRouteType.material }],
    });
    await bindAbilities(testApp, foreign, [foreignAbility]);
    const me = await makeSignedInUser(testApp);
    expect((await way(me.token, foreign.id)).status).toBe(404);
    const situation = await api.get(studyMapPaths.mySituation, {
      token: me.token,
      query: { positionId: foreign.id },
    });
    expect(situation.status).toBe(404);
    const choose = await api.post(
      studyMapPaths.chooseRoute,
      { userRoteId: foreignRoute.id },
      { token: me.token },
    );
    expect(choose.status).toBe(404);
    const material = await api.get(studyMapPaths.myMaterial, {
      token: me.token,
      query: { ablrId: foreignAbility.ways[0]?.id ?? 0 },
    });
    expect(material.status).toBe(404);
  });

  it('names the missing field', async () => {
    const me = await makeSignedInUser(testApp);
    const reply = await api.get(studyMapPaths.myWay, { token: me.token });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('positionId');
  });

  it('checks a learning way before opening it: the course or exam, its state, and 404 for what I may not see', async () => {
    const me = await makeSignedInUser(testApp);
    const course = await makeCourse(testApp, { name: 'Way course' });
    const reply = await api.get<TSimpleCourse>(studyMapPaths.simpleCourse, {
      token: me.token,
      query: { courseId: course.id },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatchObject({ id: course.id, name: 'Way course', status: 1 });

    const open = await makeExam(testApp, { arrangeTo: [{ type: 'user', id: me.user.id }] });
    const over = await makeExam(testApp, {
      arrangeTo: [{ type: 'user', id: me.user.id }],
      batches: [[-120, -60]],
    });
    const live = await api.get<TExamBrief>(studyMapPaths.examById, {
      token: me.token,
      query: { id: open.examId },
    });
    expect(live.body.response).toEqual({ id: open.examId, name: open.name, isExpire: 0 });
    const ended = await api.get<TExamBrief>(studyMapPaths.examById, {
      token: me.token,
      query: { id: over.examId },
    });
    expect(ended.body.response.isExpire).toBe(1);

    const tenant = await makeTenant(testApp);
    const stranger = await makeSignedInUser(testApp, { tenantId: tenant.id });
    const foreign = { token: stranger.token, tenant: tenant.id };
    expect(
      (await api.get(studyMapPaths.simpleCourse, { ...foreign, query: { courseId: course.id } })).status,
    ).toBe(404);
    expect((await api.get(studyMapPaths.examById, { ...foreign, query: { id: open.examId } })).status).toBe(
      404,
    );
    const bad = await api.get(studyMapPaths.simpleCourse, { token: me.token, query: { courseId: 'x' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('courseId');
  });
});
