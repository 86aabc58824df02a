// The back-office dashboard (issue 20 items 9 and 10): real figures of a fresh tenant's data, in the keys the
// original back office reads, filtered by org unit and day range; refused to learners and for another
// tenant's org unit; bad input named in the caller's language.
import { DataScopeKind, reportPaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makePosition, makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { makeCourse, recordStudy } from '../course/test-factories.ts';
import { makeExam, submitExam } from '../exam/test-factories.ts';
import { registerAreaCounter } from './study-area-service.ts';
import { gradeResult, makeReportViewer, recordStudyTime } from './test-factories.ts';

let testApp: TestApp;
let tenantId: string;
let viewer: string;
let unitA: number;
let unitB: number;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  testApp = await createTestApp();
  tenantId = (await makeTenant(testApp)).id;
  const root = await makeOrgUnit(testApp, { tenantId, name: 'Head office' });
  const a = await makeOrgUnit(testApp, { tenantId, parentId: root.id, name: 'Sales' });
  const b = await makeOrgUnit(testApp, { tenantId, parentId: root.id, name: 'Service' });
  unitA = a.id;
  unitB = b.id;
  await makePosition(testApp, { tenantId, orgId: a.id });
  const a1 = await makeSignedInUser(testApp, { tenantId, orgId: a.id });
  await makeSignedInUser(testApp, { tenantId, orgId: a.id });
  const b1 = await makeSignedInUser(testApp, { tenantId, orgId: b.id });
  viewer = (await makeReportViewer(testApp, { tenantId, orgId: root.id })).token;

  const course = await makeCourse(testApp, { tenantId });
  await recordStudyTime(testApp, { ...a1.user }, course, today, 3600);
  await recordStudyTime(testApp, { ...b1.user }, course, today, 1800);
  await recordStudy(testApp, a1.user, course, 100);

  const exam = await makeExam(testApp, { tenantId, arrangeTo: [{ type: 'org', id: root.id }] });
  // The paper has short answers: the results wait for marking until graded here.
  await gradeResult(testApp, (await submitExam(testApp, a1.token, exam, () => 'right')).attemptId, true);
  await gradeResult(testApp, (await submitExam(testApp, b1.token, exam, () => 'wrong')).attemptId, false);
});
afterAll(async () => {
  await testApp.close();
});

const get = <T>(path: string, query: Record<string, string> = {}, token = viewer, lang?: string) =>
  apiClient(testApp.app).get<T>(path, { token, query, tenant: tenantId, ...(lang ? { lang } : {}) });

describe('dashboard figures', () => {
  it('counts the organisation, its people and their sign-ins', async () => {
    expect((await get(reportPaths.systemDashboard)).body.response).toEqual({
      orgNum: 3,
      positionNum: 1,
      roleNum: expect.any(Number),
      managerNum: 1,
    });
    // Three learners, the viewer and the exam's lecturer; one lecturer.
    expect((await get(reportPaths.systemMember)).body.response).toEqual({ userNum: 5, teacherNum: 1 });
    // The three learners and the viewer signed in today, once each.
    const logins = (await get(reportPaths.systemLogin, { startTime: today, endTime: today })).body.response;
    expect(logins).toEqual({ loginUsers: 4, loginTimes: 4 });
    const longAgo = await get(reportPaths.systemLogin, { startTime: '2020-01-01', endTime: '2020-12-31' });
    expect(longAgo.body.response).toEqual({ loginUsers: 0, loginTimes: 0 });
  });

  it('counts course study and exams in the range, hours with one decimal and rates in percent', async () => {
    expect((await get(reportPaths.studyCourse, { startTime: today, endTime: today })).body.response).toEqual({
      courseNum: 1,
      studentNum: 2,
      allTime: 1.5,
      avgTime: 0.8,
    });
    expect((await get(reportPaths.studyExam)).body.response).toEqual({
      examNum: 1,
      examStudents: 2,
      examTimes: 2,
      passRate: 50,
    });
    // A range before anything happened counts no study.
    const before = await get(reportPaths.studyCourse, { startTime: '2020-01-01', endTime: '2020-01-31' });
    expect(before.body.response).toMatchObject({ studentNum: 0, allTime: 0, avgTime: 0 });
  });

  it('narrows every figure to the chosen org unit and below', async () => {
    const query = { orgId: String(unitA) };
    expect((await get(reportPaths.systemMember, query)).body.response).toEqual({ userNum: 2, teacherNum: 0 });
    expect((await get(reportPaths.systemDashboard, query)).body.response).toMatchObject({ orgNum: 1 });
    expect((await get(reportPaths.studyCourse, query)).body.response).toMatchObject({
      studentNum: 1,
      allTime: 1,
    });
  });

  it('compares departments in the chart', async () => {
    expect((await get(reportPaths.analysis, { type: 'course' })).body.response).toEqual({
      dept: ['Sales', 'Service'],
      joinNum: [1, 1],
      passNum: [1, 0],
      passRate: [100, 0],
    });
    expect((await get(reportPaths.analysis, { type: 'exam' })).body.response).toMatchObject({
      joinNum: [1, 1],
      passNum: [1, 0],
    });
    expect((await get(reportPaths.analysis, { type: 'live' })).body.response).toMatchObject({
      joinNum: [0, 0],
    });
  });

  it('answers the areas of other domains from the counter each registers, in the original keys', async () => {
    expect((await get(reportPaths.studyLive)).body.response).toEqual({ liveTimes: 0, playerTimes: 0 });
    // A stand-in for the training domain's counter, put back afterwards: later files count real trainings.
    const restore = registerAreaCounter('train', async () => ({
      trainNum: 2,
      trainStudents: 7,
      trainTime: 5400,
      trainPass: 42.5,
    }));
    try {
      expect((await get(reportPaths.studyTrain)).body.response).toEqual({
        trainNum: 2,
        trainStudents: 7,
        trainTime: 1.5,
        trainPass: 42.5,
      });
    } finally {
      restore();
    }
  });
});

describe('dashboard rules', () => {
  it('is refused to a learner and to callers without a session', async () => {
    const learner = await makeSignedInUser(testApp, { tenantId });
    expect((await get(reportPaths.systemMember, {}, learner.token)).status).toBe(403);
    expect((await apiClient(testApp.app).get(reportPaths.systemMember, { tenant: tenantId })).status).toBe(
      401,
    );
  });

  it('counts only the subtree of an org admin whose role is scoped to it', async () => {
    const scoped = await makeReportViewer(testApp, {
      tenantId,
      orgId: unitA,
      dataScope: DataScopeKind.orgSubtree,
    });
    const members = await get(reportPaths.systemMember, {}, scoped.token);
    // The two Sales learners and the scoped viewer, who sits in Sales.
    expect(members.body.response).toEqual({ userNum: 3, teacherNum: 0 });
    const outside = await get(reportPaths.systemMember, { orgId: String(unitB) }, scoped.token);
    expect(outside.status).toBe(404);
    expect((await get(reportPaths.analysis, { type: 'course' }, scoped.token)).body.response).toMatchObject({
      dept: ['Sales'],
    });
  });

  it("treats another tenant's org unit as not found", async () => {
    const elsewhere = await makeOrgUnit(testApp, { tenantId: 'learn' });
    const reply = await get(reportPaths.systemMember, { orgId: String(elsewhere.id) });
    expect(reply.status).toBe(404);
  });

  it('names the bad field in the caller language', async () => {
    const zh = await get(reportPaths.studyCourse, { startTime: 'yesterday' });
    expect(zh.status).toBe(400);
    expect(JSON.stringify(zh.body)).toContain('startTime');
    const reversed = await get(
      reportPaths.studyCourse,
      { startTime: today, endTime: '2020-01-01' },
      viewer,
      'en',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.resMsg).toContain('The end date cannot be before the start date');
    const badType = await get(reportPaths.analysis, { type: 'cooking' });
    expect(badType.status).toBe(400);
  });
});
