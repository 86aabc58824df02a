// The home page's pending tasks (queryMyMission) at the original path: the learner's open exams and open,
// unfinished required courses, from factory rows; finished, closed and other people's tasks stay out.
import { accountPaths, MissionType, type TMyMissionReply } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant, makeUser } from '../../test/factories.ts';
import { makeExam } from '../exam/test-factories.ts';
import { assignCourse, makeCourse, recordStudy } from '../my-task/test-factories.ts';

let testApp: TestApp;
/** A tenant of its own: exams arranged to everyone elsewhere would be pending for these learners too. */
let tenantId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  tenantId = (await makeTenant(testApp)).id;
});

afterAll(async () => {
  await testApp.close();
});

describe('queryMyMission', () => {
  it("lists the learner's open exams and unfinished required courses", async () => {
    const { user, token } = await makeSignedInUser(testApp, { tenantId });
    const other = await makeUser(testApp, { tenantId });
    const lecturer = await makeUser(testApp, {
      tenantId,
      isLecturer: true,
      name: 'Lecturer of the required course',
    });
    const required = await makeCourse(testApp, { tenantId, lecturerId: lecturer.id, endInDays: 10 });
    const finished = await makeCourse(testApp, { tenantId });
    const closed = await makeCourse(testApp, { tenantId, startInDays: -20, endInDays: -10 });
    const theirs = await makeCourse(testApp, { tenantId });
    for (const course of [required, finished, closed])
      await assignCourse(testApp, course, { type: 'user', id: user.id });
    await assignCourse(testApp, theirs, { type: 'user', id: other.id });
    await recordStudy(testApp, user, finished, 100);
    const open = await makeExam(testApp, { tenantId, arrangeTo: [{ type: 'user', id: user.id }] });
    const upcoming = await makeExam(testApp, {
      tenantId,
      arrangeTo: [{ type: 'user', id: user.id }],
      batches: [[60, 120]],
    });
    const over = await makeExam(testApp, {
      tenantId,
      arrangeTo: [{ type: 'user', id: user.id }],
      batches: [[-120, -60]],
    });
    const notMine = await makeExam(testApp, { tenantId, arrangeTo: [{ type: 'user', id: other.id }] });

    const reply = await apiClient(testApp.app).get<TMyMissionReply>(accountPaths.myMission, {
      token,
      tenant: tenantId,
      query: { pageNo: 1, pageSize: 100 },
    });
    expect(reply.status).toBe(200);
    const { data, totalNum } = reply.body.response;
    const keys = data.map((item) => `${item.type}:${item.id}`);
    expect(keys).toEqual([
      `${MissionType.exam}:${open.examId}`,
      `${MissionType.exam}:${upcoming.examId}`,
      `${MissionType.course}:${required.id}`,
    ]);
    expect(totalNum).toBe(3);
    expect(keys).not.toContain(`${MissionType.exam}:${over.examId}`);
    expect(keys).not.toContain(`${MissionType.exam}:${notMine.examId}`);
    expect(keys).not.toContain(`${MissionType.course}:${theirs.id}`);
    expect(data[0]).toMatchObject({ name: open.name, examType: expect.any(String), address: '' });
    expect(data[0]!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} ~ \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(data[2]).toMatchObject({ name: required.name, lecturer: lecturer.name, examType: '' });

    const second = await apiClient(testApp.app).get<TMyMissionReply>(accountPaths.myMission, {
      token,
      tenant: tenantId,
      query: { pageNo: 2, pageSize: 2 },
    });
    expect(second.body.response).toMatchObject({ totalNum: 3, totalPage: 2 });
    expect(second.body.response.data.map((item) => item.id)).toEqual([required.id]);
  });

  it('answers an empty page to a learner with nothing pending, and 401 without a token', async () => {
    const { token } = await makeSignedInUser(testApp, { tenantId });
    const reply = await apiClient(testApp.app).get<TMyMissionReply>(accountPaths.myMission, {
      token,
      tenant: tenantId,
    });
    expect(reply.body.response).toEqual({ data: [], totalNum: 0, totalPage: 0 });
    expect((await apiClient(testApp.app).get(accountPaths.myMission)).status).toBe(401);
  });
});
