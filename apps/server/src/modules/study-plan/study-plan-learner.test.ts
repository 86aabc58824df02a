// The learner's study plans through the real app: the My Task list (courseType 3, the sub-tab probe with
// page size 10), progress and status following the items' own progress, prerequisites locking later items,
// the completion recorded once with its event, and other tenants' and other learners' plans kept out.
import {
  CatalogCourseType,
  myTaskPaths,
  PlanItemKind,
  PlanItemState,
  PlanState,
  PlanStatus,
  studyPlanEvents,
  studyPlanPaths,
  type TPage,
  type TStudyPlanCard,
  type TStudyPlanDetail,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRows } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser } from '../../test/factories.ts';
import { makeCourse, recordStudy } from '../course/test-factories.ts';
import { makeStudyPlan } from './test-factories.ts';

describe('study plans: the learner', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  const myPlans = async (token: string, pageSize = 10, tenant?: string) => {
    const reply = await api.get<TPage<TStudyPlanCard> & { todoNum: number }>(myTaskPaths.myCourseCatalog, {
      token,
      ...(tenant ? { tenant } : {}),
      query: { courseType: CatalogCourseType.plan, pageNo: 1, pageSize },
    });
    expect(reply.status).toBe(200);
    return reply.body.response;
  };
  const detail = async (token: string, id: number) =>
    api.get<TStudyPlanDetail>(studyPlanPaths.myPlanDetail, { token, query: { id } });

  it('probes empty for a learner without plans, and lists only published plans handed to them', async () => {
    const { user, token } = await makeSignedInUser(testApp);
    expect(await myPlans(token)).toMatchObject({ data: [], totalNum: 0, todoNum: 0 });
    const course = await makeCourse(testApp);
    const items = [{ kind: PlanItemKind.course, refId: course.id }];
    const mine = await makeStudyPlan(testApp, { items, targets: [{ type: 'user', id: user.id }] });
    await makeStudyPlan(testApp, { items, state: PlanState.draft, targets: [{ type: 'user', id: user.id }] });
    await makeStudyPlan(testApp, { items });
    const page = await myPlans(token);
    expect(page.totalNum).toBe(1);
    expect(page.todoNum).toBe(1);
    expect(page.data[0]).toMatchObject({ id: mine.id, status: PlanStatus.inProgress, totalPrecent: 0 });
  });

  it('reaches learners through their org unit (and the units above it)', async () => {
    const parent = await makeOrgUnit(testApp);
    const child = await makeOrgUnit(testApp, { parentId: parent.id });
    const { token } = await makeSignedInUser(testApp, { orgId: child.id });
    const course = await makeCourse(testApp);
    const plan = await makeStudyPlan(testApp, {
      items: [{ kind: PlanItemKind.course, refId: course.id }],
      targets: [{ type: 'org', id: parent.id }],
    });
    expect((await myPlans(token)).data.map((card) => card.id)).toContain(plan.id);
  });

  it('derives progress and status from the items, locks later items and records the completion once', async () => {
    const { user, token } = await makeSignedInUser(testApp);
    const first = await makeCourse(testApp, { name: 'First course' });
    const second = await makeCourse(testApp, { name: 'Second course' });
    const plan = await makeStudyPlan(testApp, {
      items: [
        { kind: PlanItemKind.course, refId: first.id, name: 'First course' },
        { kind: PlanItemKind.course, refId: second.id, name: 'Second course', prerequisite: 0 },
      ],
      targets: [{ type: 'user', id: user.id }],
    });

    const before = await detail(token, plan.id);
    expect(before.status).toBe(200);
    const items = () => before.body.response.stages.flatMap((stage) => stage.items);
    expect(items().map((item) => item.state)).toEqual([PlanItemState.todo, PlanItemState.locked]);
    expect(items()[1]?.prerequisiteName).toBe('First course');
    expect(before.body.response.totalPrecent).toBe(0);

    await recordStudy(testApp, user, first, 100);
    const half = (await detail(token, plan.id)).body.response;
    expect(half.totalPrecent).toBe(50);
    expect(half.stages[0]?.items.map((item) => item.state)).toEqual([PlanItemState.done, PlanItemState.todo]);
    expect(half.isFinished).toBe(false);

    await recordStudy(testApp, user, second, 100);
    const done = (await detail(token, plan.id)).body.response;
    expect(done).toMatchObject({ totalPrecent: 100, isFinished: true, finishNum: 2 });
    await detail(token, plan.id);
    const events = await queryRows(
      testApp.database.db,
      sql`select count(*)::int as n from domain_events where type = ${studyPlanEvents.completed}
        and user_id = ${user.id} and subject_id = ${plan.id}`,
      { n: col.int },
    );
    expect(events[0]?.n).toBe(1);
    expect((await myPlans(token)).todoNum).toBe(0);
  });

  it('counts the minimum of electives beside the required items', async () => {
    const { user, token } = await makeSignedInUser(testApp);
    const [a, b, c] = await Promise.all([makeCourse(testApp), makeCourse(testApp), makeCourse(testApp)]);
    if (!a || !b || !c) throw new Error('courses');
    const plan = await makeStudyPlan(testApp, {
      minElectives: 1,
      items: [
        { kind: PlanItemKind.course, refId: a.id },
        { kind: PlanItemKind.course, refId: b.id, required: false },
        { kind: PlanItemKind.course, refId: c.id, required: false },
      ],
      targets: [{ type: 'user', id: user.id }],
    });
    await recordStudy(testApp, user, a, 100);
    await recordStudy(testApp, user, c, 100);
    expect((await detail(token, plan.id)).body.response).toMatchObject({
      totalPrecent: 100,
      isFinished: true,
    });
  });

  it('shows status 1 before the window and 3 after it', async () => {
    const { user, token } = await makeSignedInUser(testApp);
    const course = await makeCourse(testApp);
    const items = [{ kind: PlanItemKind.course, refId: course.id }];
    const targets = [{ type: 'user' as const, id: user.id }];
    const future = await makeStudyPlan(testApp, { items, targets, startInDays: 2, endInDays: 9 });
    const past = await makeStudyPlan(testApp, { items, targets, startInDays: -9, endInDays: -2 });
    const cards = (await myPlans(token)).data;
    expect(cards.find((card) => card.id === future.id)?.status).toBe(PlanStatus.notStarted);
    expect(cards.find((card) => card.id === past.id)?.status).toBe(PlanStatus.ended);
  });

  it('keeps other learners and other tenants out of a plan (404, empty lists)', async () => {
    const { user } = await makeSignedInUser(testApp);
    const course = await makeCourse(testApp);
    const plan = await makeStudyPlan(testApp, {
      items: [{ kind: PlanItemKind.course, refId: course.id }],
      targets: [{ type: 'user', id: user.id }],
    });
    const other = await makeSignedInUser(testApp);
    expect((await detail(other.token, plan.id)).status).toBe(404);
    const stranger = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const reply = await api.get(studyPlanPaths.myPlanDetail, {
      token: stranger.token,
      tenant: 'acme',
      query: { id: plan.id },
    });
    expect(reply.status).toBe(404);
    expect((await myPlans(stranger.token, 10, 'acme')).totalNum).toBe(0);
  });

  it('lists the courses of my plans and saves a learning experience', async () => {
    const { user, token } = await makeSignedInUser(testApp);
    const course = await makeCourse(testApp, { name: 'Plan course' });
    const plan = await makeStudyPlan(testApp, {
      items: [{ kind: PlanItemKind.course, refId: course.id, name: 'Plan course' }],
      targets: [{ type: 'user', id: user.id }],
    });
    const courses = await api.get<TPage<{ courseId: number }>>(studyPlanPaths.allCourses, {
      token,
      query: { studyPlanId: plan.id, pageNo: 1, pageSize: 10 },
    });
    expect(courses.body.response.data).toEqual([
      { courseId: course.id, courseName: 'Plan course', studyPlanId: plan.id, planName: plan.name },
    ]);
    const empty = await api.post(
      studyPlanPaths.experienceSave,
      { studyPlanId: plan.id, content: ' ' },
      { token },
    );
    expect(empty.status).toBe(400);
    const saved = await api.post(
      studyPlanPaths.experienceSave,
      { studyPlanId: plan.id, content: 'Useful' },
      { token },
    );
    expect(saved.status).toBe(200);
    const mine = await api.get<TPage<{ content: string }>>(studyPlanPaths.myExperiences, {
      token,
      query: { studyPlanId: plan.id },
    });
    expect(mine.body.response.data.map((row) => row.content)).toEqual(['Useful']);
  });
});
