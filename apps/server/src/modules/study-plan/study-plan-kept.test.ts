// My Task's study-plan list is kept in memory for a few seconds (queries-my-plans.ts): these tests hold the
// kept pages to the truth — a repeated read is served kept, and every write that changes the list shows on the
// very next read: the back office's saves, publishing, stopping and deleting, progress arriving from other
// domains as events (an exam passed, a course completed) and the completion recorded on a read; a plan's
// status follows its window on a kept page too.
import {
  studyPlanAdminPaths as A,
  studyPlanPrivilegeCodes as C,
  CatalogCourseType,
  examEvents,
  myTaskPaths,
  studyPlanPaths as P,
  PlanItemKind,
  PlanStatus,
  type TPage,
  type TStudyPlanCard,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStatement } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { deliverEvent } from '../achievement/test-factories.ts';
import { makeCourse, recordStudy } from '../course/test-factories.ts';
import { makeExam } from '../exam/test-factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { completeCourse } from '../study-map/test-factories.ts';
import { forgetMyPlanPages } from './queries-my-plans.ts';
import { makeStudyPlan } from './test-factories.ts';

const DAY = 86_400_000;

describe('study plans: the kept list', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeBackOfficeUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeBackOfficeUser(testApp, { codes: Object.values(C) });
  });
  afterAll(() => testApp.close());

  const myPlans = async (token: string) => {
    const reply = await api.get<TPage<TStudyPlanCard> & { todoNum: number }>(myTaskPaths.myCourseCatalog, {
      token,
      query: { courseType: CatalogCourseType.plan, pageNo: 1, pageSize: 10 },
    });
    expect(reply.status).toBe(200);
    return reply.body.response;
  };

  it('serves a repeated read kept: progress written with no event shows once the pages are dropped', async () => {
    const { user, token } = await makeSignedInUser(testApp);
    const course = await makeCourse(testApp);
    await makeStudyPlan(testApp, {
      items: [{ kind: PlanItemKind.course, refId: course.id }],
      targets: [{ type: 'user', id: user.id }],
    });
    expect((await myPlans(token)).data[0]?.totalPrecent).toBe(0);
    // A course's partial progress emits no event: the kept page stays as it was (within its age) …
    await recordStudy(testApp, user, course, 40);
    expect((await myPlans(token)).data[0]?.totalPrecent).toBe(0);
    // … until the tenant's pages are dropped, as every write through the services does.
    forgetMyPlanPages('learn');
    expect((await myPlans(token)).data[0]?.totalPrecent).toBe(40);
  });

  it("shows the back office's save, edit, stop, publish and delete on the very next read", async () => {
    const learner = await makeSignedInUser(testApp);
    const course = await makeCourse(testApp);
    const token = admin.token;
    expect((await myPlans(learner.token)).totalNum).toBe(0);
    const body = (extra: Record<string, unknown>) => ({
      name: 'Kept plan',
      startTime: Date.now() - DAY,
      endTime: Date.now() + 30 * DAY,
      stages: [{ name: 'Basics', items: [{ kind: PlanItemKind.course, refId: course.id }] }],
      targets: [{ targetType: 'user', targetId: learner.user.id }],
      publish: true,
      ...extra,
    });

    const added = await api.post<{ id: number }>(A.addPlan, body({}), { token });
    expect(added.status).toBe(200);
    const id = added.body.response.id;
    expect((await myPlans(learner.token)).data.map((card) => [card.id, card.name])).toEqual([
      [id, 'Kept plan'],
    ]);

    const edited = await api.put(A.updatePlan, body({ id, name: 'Kept plan, renamed' }), { token });
    expect(edited.status).toBe(200);
    expect((await myPlans(learner.token)).data[0]?.name).toBe('Kept plan, renamed');

    expect((await api.get(P.updateStatus, { token, query: { id, status: 2 } })).status).toBe(200);
    expect((await myPlans(learner.token)).totalNum).toBe(0);
    expect((await api.get(P.updateStatus, { token, query: { id, status: 1 } })).status).toBe(200);
    expect((await myPlans(learner.token)).totalNum).toBe(1);

    // Published and nobody started: it may be deleted as it stands.
    expect((await api.del(P.deletePlan, { id }, { token })).status).toBe(200);
    expect((await myPlans(learner.token)).totalNum).toBe(0);
  });

  it('shows progress from other domains on the very next read, and the completion it leads to', async () => {
    const { user, token } = await makeSignedInUser(testApp);
    const exam = await makeExam(testApp);
    const course = await makeCourse(testApp);
    const plan = await makeStudyPlan(testApp, {
      items: [
        { kind: PlanItemKind.exam, refId: exam.examId },
        { kind: PlanItemKind.course, refId: course.id },
      ],
      targets: [{ type: 'user', id: user.id }],
    });
    expect(await myPlans(token)).toMatchObject({ todoNum: 1, data: [{ id: plan.id, totalPrecent: 0 }] });

    // The exam module records the passed result and its event in one transaction.
    await runStatement(
      testApp.database.db,
      sql`insert into exam_results (tenant_id, exam_id, batch_id, user_id, score, is_pass, submitted_at)
        values ('learn', ${exam.examId}, ${exam.batchId}, ${user.id}, 90, 3, now())`,
    );
    await deliverEvent(testApp, {
      tenantId: 'learn',
      type: examEvents.passed,
      userId: user.id,
      subjectType: 'exam',
      subjectId: exam.examId,
      dedupeKey: `${examEvents.passed}:${exam.examId}:${user.id}`,
      data: { examId: exam.examId },
    });
    expect(await myPlans(token)).toMatchObject({ todoNum: 1, data: [{ totalPrecent: 50, finishNum: 1 }] });

    await completeCourse(testApp, user, course);
    expect(await myPlans(token)).toMatchObject({ todoNum: 0, data: [{ totalPrecent: 100, finishNum: 2 }] });
    // The completion was recorded by that read; the next read (a fresh page) counts it from its row.
    expect((await myPlans(token)).todoNum).toBe(0);
  });

  it("derives a plan's status from its window on a kept page: it starts without a write", async () => {
    const { user, token } = await makeSignedInUser(testApp);
    const course = await makeCourse(testApp);
    const startsAt = Date.now() + 800;
    const plan = await makeStudyPlan(testApp, {
      startInDays: 800 / DAY,
      items: [{ kind: PlanItemKind.course, refId: course.id }],
      targets: [{ type: 'user', id: user.id }],
    });
    expect((await myPlans(token)).data[0]).toMatchObject({ id: plan.id, status: PlanStatus.notStarted });
    // Written past the services, so the page stays kept: the progress below is not seen, the start is.
    await recordStudy(testApp, user, course, 40);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now()) + 100));
    expect((await myPlans(token)).data[0]).toMatchObject({ status: PlanStatus.inProgress, totalPrecent: 0 });
  });
});
