// The back office and the lecturer tab through the real app: authoring (items checked in the tenant,
// prerequisites before their item, publishing needs an audience), the progress report and its export, the
// lecturer's own plans only, publishing / stopping, deleting refused while learners have started, and
// completion through another domain's event (a passed exam).
import {
  studyPlanAdminPaths as A,
  studyPlanPrivilegeCodes as C,
  examEvents,
  studyPlanPaths as P,
  PlanItemKind,
  reportCodes,
  reportPaths,
  type TPage,
  type TStudyPlanEdit,
  type TStudyPlanLearner,
  type TStudyPlanReply,
  type TStudyPlanRow,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainDomainEvents, emitDomainEvent } from '../../core/domain-events.ts';
import { col, queryRows } from '../../db/rows.ts';
import { apiClient, WEB_CLIENT_BASIC } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { makeCourse, recordStudy } from '../course/test-factories.ts';
import { makeExam } from '../exam/test-factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { makeStudyPlan } from './test-factories.ts';

const DAY = 86_400_000;

describe('study plans: back office and lecturer', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeBackOfficeUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeBackOfficeUser(testApp, { codes: Object.values(C) });
  });
  afterAll(() => testApp.close());

  const body = (courseIds: number[], userIds: number[], extra: Record<string, unknown> = {}) => ({
    name: 'Quarter plan',
    startTime: Date.now() - DAY,
    endTime: Date.now() + 30 * DAY,
    stages: [{ name: 'Basics', items: courseIds.map((refId) => ({ kind: PlanItemKind.course, refId })) }],
    targets: userIds.map((targetId) => ({ targetType: 'user', targetId })),
    ...extra,
  });

  it('authors a plan: checks items and audience, loads it back, publishes and reports progress', async () => {
    const learner = await makeSignedInUser(testApp);
    const course = await makeCourse(testApp, { name: 'Authoring course' });
    const foreign = await makeCourse(testApp, { tenantId: 'acme' });
    const token = admin.token;

    const badItem = await api.post(A.addPlan, body([foreign.id], [learner.user.id]), { token });
    expect(badItem.status).toBe(400);
    const noAudience = await api.post(A.addPlan, body([course.id], [], { publish: true }), { token });
    expect(noAudience.status).toBe(400);
    const badWindow = await api.post(A.addPlan, body([course.id], [], { endTime: Date.now() - 2 * DAY }), {
      token,
    });
    expect(badWindow.status).toBe(400);
    expect(JSON.stringify(badWindow.body)).toContain('endTime');

    const added = await api.post<{ id: number }>(A.addPlan, body([course.id], [learner.user.id]), { token });
    expect(added.status).toBe(200);
    const id = added.body.response.id;
    const loaded = await api.get<TStudyPlanEdit>(A.planDetail, { token, query: { id } });
    expect(loaded.body.response).toMatchObject({
      name: 'Quarter plan',
      state: 'draft',
      stages: [{ name: 'Basics', items: [{ kind: 'course', refId: course.id, name: 'Authoring course' }] }],
      targets: [{ targetType: 'user', targetId: learner.user.id, name: learner.user.name }],
    });
    const users = await api.get<{ bizId: number }[]>(A.participantUsers, {
      token,
      query: { studyPlanId: id },
    });
    expect(users.body.response.map((row) => row.bizId)).toEqual([learner.user.id]);

    // A draft is not the learner's yet; published it is.
    expect((await api.get(P.myPlanDetail, { token: learner.token, query: { id } })).status).toBe(404);
    expect((await api.get(P.updateStatus, { token, query: { id, status: 1 } })).status).toBe(200);
    expect((await api.get(P.myPlanDetail, { token: learner.token, query: { id } })).status).toBe(200);

    await recordStudy(testApp, learner.user, course, 40);
    const report = await api.get<TPage<TStudyPlanLearner>>(A.queryPercentageComplete, {
      token,
      query: { studyPlanId: id, pageNo: 1, pageSize: 10 },
    });
    expect(report.body.response.data).toEqual([
      expect.objectContaining({ userId: learner.user.id, totalPrecent: 40, isFinished: false }),
    ]);
    const exported = await testApp.app.inject({
      method: 'GET',
      url: A.exportPercentageComplete,
      query: { studyPlanId: String(id) },
      headers: { authorization: WEB_CLIENT_BASIC, accesstoken: `bearer ${token}`, 'tenant-id': 'learn' },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');

    // Started by a learner: deleting a published plan is refused until it is stopped.
    expect((await api.del(P.deletePlan, { id }, { token })).status).toBe(409);
    expect((await api.get(P.updateStatus, { token, query: { id, status: 2 } })).status).toBe(200);
    expect((await api.del(P.deletePlan, { id }, { token })).status).toBe(200);
  });

  it('gives the lecturer only the plans they manage, with learners, info and experiences', async () => {
    const lecturer = await makeSignedInUser(testApp, { isLecturer: true });
    const learner = await makeSignedInUser(testApp);
    const course = await makeCourse(testApp);
    const targets = [{ type: 'user' as const, id: learner.user.id }];
    const items = [{ kind: PlanItemKind.course, refId: course.id }];
    const mine = await makeStudyPlan(testApp, { lecturerId: lecturer.user.id, items, targets });
    const others = await makeStudyPlan(testApp, { items, targets });
    const token = lecturer.token;

    const list = await api.get<TPage<TStudyPlanRow>>(P.queryPlan, {
      token,
      query: { pageNo: 1, pageSize: 10 },
    });
    expect(list.body.response.data.map((row) => row.id)).toEqual([mine.id]);
    expect(list.body.response.data[0]).toMatchObject({ learnerNum: 1, itemNum: 1 });
    expect((await api.get(P.queryStudyList, { token, query: { id: others.id } })).status).toBe(404);

    const learners = await api.get<TPage<TStudyPlanLearner>>(P.queryStudyList, {
      token,
      query: { id: mine.id },
    });
    expect(learners.body.response.data.map((row) => row.userId)).toEqual([learner.user.id]);
    const info = await api.get<{ items: unknown[] }>(P.queryStudyInfo, {
      token,
      query: { studyPlanId: mine.id, userId: learner.user.id },
    });
    expect(info.body.response.items).toHaveLength(1);
    const outsider = await makeSignedInUser(testApp);
    const notHis = await api.get(P.queryStudyInfo, {
      token,
      query: { studyPlanId: mine.id, userId: outsider.user.id },
    });
    expect(notHis.status).toBe(404);

    await api.post(
      P.experienceSave,
      { studyPlanId: mine.id, content: 'Learned a lot' },
      { token: learner.token },
    );
    const experiences = await api.get<TPage<{ content: string }>>(P.experience, {
      token,
      query: { studyPlanId: mine.id, stuId: learner.user.id },
    });
    expect(experiences.body.response.data.map((row) => row.content)).toEqual(['Learned a lot']);

    // A learner is neither lecturer nor back office.
    expect((await api.get(P.queryPlan, { token: learner.token })).status).toBe(403);
  });

  it('completes a plan when another domain reports the last item done (exam passed event)', async () => {
    const learner = await makeSignedInUser(testApp);
    const exam = await makeExam(testApp);
    const plan = await makeStudyPlan(testApp, {
      items: [{ kind: PlanItemKind.exam, refId: exam.examId }],
      targets: [{ type: 'user', id: learner.user.id }],
    });
    const db = testApp.database.db;
    const batchId = exam.batchId;
    await db.transaction(async (tx) => {
      await queryRows(
        tx,
        sql`insert into exam_results (tenant_id, exam_id, batch_id, user_id, score, is_pass, submitted_at)
          values ('learn', ${exam.examId}, ${batchId}, ${learner.user.id}, 90, 3, now()) returning id`,
        { id: col.int },
      );
      await emitDomainEvent(tx, {
        tenantId: 'learn',
        type: examEvents.passed,
        userId: learner.user.id,
        subjectType: 'exam',
        subjectId: exam.examId,
        dedupeKey: `test-exam-passed:${exam.examId}:${learner.user.id}`,
        data: { examId: exam.examId },
      });
    });
    // The app's own dispatcher may be handing the event over already: drain and wait for the row.
    const completed = async () =>
      (
        await queryRows(db, sql`select user_id from study_plan_completions where plan_id = ${plan.id}`, {
          user_id: col.int,
        })
      ).map((row) => row.user_id);
    let completions: number[] = [];
    for (let attempt = 0; attempt < 50 && completions.length === 0; attempt += 1) {
      await drainDomainEvents(db);
      completions = await completed();
      if (completions.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(completions).toEqual([learner.user.id]);
  });

  it('counts required plans, their students and study time in the study report (another tenant apart)', async () => {
    const reporter = await makeBackOfficeUser(testApp, { codes: [reportCodes.dashboard], tenantId: 'acme' });
    const learner = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const course = await makeCourse(testApp, { tenantId: 'acme' });
    await makeStudyPlan(testApp, {
      tenantId: 'acme',
      items: [{ kind: PlanItemKind.course, refId: course.id }],
      targets: [{ type: 'user', id: learner.user.id }],
    });
    const reply = await api.get<TStudyPlanReply>(reportPaths.studyPlan, {
      token: reporter.token,
      tenant: 'acme',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatchObject({ compulsoryNum: 1, compulsoryStudents: 1 });
  });
});
