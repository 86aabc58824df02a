// API tests of the exam list and the pages around it, on exams the test makes in a tenant of its own:
// status filters 0-4, pass states, name / time / type search, paging, the public opening path, the todo
// count, batches, exam information (also by the original client's `id`), arrangements by user, org unit,
// position and everyone, and tenant isolation.
import { examPaths, type TExamBatch, type TExamInfo, type TExamItem, type TPage } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makePosition, makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { type ExamOptions, type MadeExam, makeExam, submitExam } from './test-factories.ts';

let test: TestApp;
let api: ReturnType<typeof apiClient>;
let tenant: string;
let token: string;
const exams: Record<string, MadeExam> = {};

beforeAll(async () => {
  test = await createTestApp();
  api = apiClient(test.app);
  tenant = (await makeTenant(test)).id;
  const parent = await makeOrgUnit(test, { tenantId: tenant });
  const unit = await makeOrgUnit(test, { tenantId: tenant, parentId: parent.id });
  const position = await makePosition(test, { tenantId: tenant });
  const learner = await makeSignedInUser(test, { tenantId: tenant, orgId: unit.id, positionId: position.id });
  token = learner.token;
  const mine = [{ type: 'user' as const, id: learner.user.id }];
  const make = async (key: string, options: ExamOptions) => {
    exams[key] = await makeExam(test, { tenantId: tenant, name: key, arrangeTo: mine, ...options });
  };
  await make('upcoming position', {
    batches: [[60, 120]],
    arrangeTo: [{ type: 'position', id: position.id }],
  });
  await make('open org', { arrangeTo: [{ type: 'org', id: parent.id }] });
  await make('passed course', { examType: 'CourseExam' });
  await make('failed', {});
  await make('pending', {});
  await make('absent', { batches: [[-120, -60]] });
  await make('draft', { published: false });
  await make('offline room', {
    pattern: 'offline',
    roomName: '第一考场',
    roomAddr: '一号楼',
    batches: [[180, 240]],
  });
  await make('currency batches', {
    passScore: 80,
    batches: [
      [-300, -200],
      [-60, 60],
      [200, 300],
    ],
  });
  await make('live quiz', { examType: 'LiveExam', sourceType: 'live', sourceId: 5 });
  await make('everyone', { arrangeTo: [{ type: 'all' }] });
  await make('someone else', { arrangeTo: [] });
  await submitExam(test, token, exams['passed course']!, (name) => (name === 'short' ? 'skip' : 'right'));
  await submitExam(test, token, exams.failed!, () => 'wrong');
  await submitExam(test, token, exams.pending!, () => 'right');
});
afterAll(async () => {
  await test?.close();
});

async function names(body: Record<string, unknown>, as = token) {
  const reply = await api.post<TPage<TExamItem>>(
    examPaths.examList,
    { pageSize: 40, ...body },
    { token: as, tenant },
  );
  expect(reply.status).toBe(200);
  return reply.body.response.data.map((item) => item.examName).sort();
}

const sorted = (list: string[]) => [...list].sort();

describe('exam list status and pass filters', () => {
  it('lists every published exam arranged to the learner, and no draft', async () => {
    const all = await names({ status: 0 });
    expect(all).toHaveLength(10);
    expect(all).not.toContain('draft');
    expect(all).not.toContain('someone else');
  });

  it('filters by status 1 not started, 2 not taken, 3 taken, 4 absent', async () => {
    expect(await names({ status: 1 })).toEqual(sorted(['upcoming position', 'offline room']));
    expect(await names({ status: 2 })).toEqual(
      sorted(['open org', 'currency batches', 'live quiz', 'everyone']),
    );
    expect(await names({ status: 3 })).toEqual(sorted(['passed course', 'failed', 'pending']));
    expect(await names({ status: 4 })).toEqual(['absent']);
  });

  it('filters by pass state 3 passed and 1 not passed', async () => {
    expect(await names({ isPass: 3 })).toEqual(['passed course']);
    expect(await names({ isPass: 1 })).toEqual(['failed']);
    expect(await names({ isPass: 0 })).toHaveLength(10);
  });

  it('shows scores, pass state and marking state of taken exams, and the room of offline ones', async () => {
    const reply = await api.post<TPage<TExamItem>>(examPaths.examList, { pageSize: 40 }, { token, tenant });
    const byName = new Map(reply.body.response.data.map((item) => [item.examName, item]));
    expect(byName.get('passed course')).toMatchObject({ score: 80, isPass: 3, markingState: 'done' });
    expect(byName.get('pending')).toMatchObject({ isPass: null, markingState: 'pending' });
    expect(byName.get('offline room')).toMatchObject({ examPattern: 'offline', roomName: '第一考场' });
  });

  it('shows the batch number of a CurrencyExam only, with the open batch', async () => {
    const reply = await api.post<TPage<TExamItem>>(
      examPaths.examList,
      { examName: 'currency' },
      { token, tenant },
    );
    expect(reply.body.response.data[0]).toMatchObject({
      examType: 'CurrencyExam',
      batchNumber: 2,
      status: 2,
    });
    const course = await api.post<TPage<TExamItem>>(
      examPaths.examList,
      { examName: 'passed' },
      { token, tenant },
    );
    expect(course.body.response.data[0]?.batchNumber).toBeNull();
  });

  it('combines filters with paging', async () => {
    const reply = await api.post<TPage<TExamItem>>(
      examPaths.examList,
      { status: 3, pageNo: 2, pageSize: 2 },
      { token, tenant },
    );
    expect(reply.body.response).toMatchObject({ totalNum: 3, totalPage: 2 });
    expect(reply.body.response.data).toHaveLength(1);
    const past = await api.post<TPage<TExamItem>>(
      examPaths.examList,
      { pageNo: 9, pageSize: 10 },
      { token, tenant },
    );
    expect(past.body.response).toMatchObject({ data: [], totalNum: 10 });
  });

  it('searches by name (at most 32 characters) and exam time range', async () => {
    expect(await names({ examName: 'OFFLINE' })).toEqual(['offline room']);
    const tooLong = await api.post(examPaths.examList, { examName: 'x'.repeat(33) }, { token, tenant });
    expect(tooLong.status).toBe(400);
    const minute = 60_000;
    const now = Date.now();
    // An exam matches when its batch overlaps the range.
    expect(await names({ examTime: [now + 100 * minute, now + 150 * minute] })).toEqual([
      'upcoming position',
    ]);
    expect(await names({ examTime: `${now - 130 * minute},${now - 100 * minute}` })).toEqual(['absent']);
  });

  it('narrows by exam type and by live', async () => {
    expect(await names({ type: 'LiveExam' })).toEqual(['live quiz']);
    expect(await names({ liveId: 5 })).toEqual(['live quiz']);
    expect(await names({ liveId: 999 })).toEqual([]);
    const bad = await api.post(examPaths.examList, { status: 7 }, { token, tenant });
    expect(bad.status).toBe(400);
  });
});

describe('public exam center and tenants', () => {
  it('serves anonymous callers the exams arranged to everyone, without scores', async () => {
    const reply = await api.post<TPage<TExamItem>>(examPaths.openingExamList, {}, { tenant });
    expect(reply.status).toBe(200);
    expect(reply.body.response.data.map((item) => item.examName)).toEqual(['everyone']);
    expect(reply.body.response.data[0]).toMatchObject({ score: null, isPass: null });
  });

  it('requires sign-in on the path without external/opening', async () => {
    expect((await api.post(examPaths.examList, {}, { tenant })).status).toBe(401);
  });

  it('shows another tenant nothing of this one', async () => {
    const acme = (await makeSignedInUser(test, { tenantId: 'acme' })).token;
    const reply = await api.post<TPage<TExamItem>>(
      examPaths.examList,
      { pageSize: 40 },
      { token: acme, tenant: 'acme' },
    );
    const ours = Object.values(exams).map((exam) => exam.examId);
    for (const item of reply.body.response.data) expect(ours).not.toContain(item.examId);
    const info = await api.get(examPaths.viewExamInfo, {
      token: acme,
      tenant: 'acme',
      query: { examId: exams.everyone!.examId },
    });
    expect(info.status).toBe(404);
  });
});

describe('todo count, batches and exam information', () => {
  it('counts exams still to take for the My Task badge', async () => {
    const reply = await api.get<number>(examPaths.examTodoNum, { token, tenant });
    expect(reply.body.response).toBe(6);
  });

  it('lists the batches of an exam and describes one batch, also by the original client’s `id`', async () => {
    const exam = exams['currency batches']!;
    const batches = await api.get<TExamBatch[]>(examPaths.batchList, {
      token,
      tenant,
      query: { examId: exam.examId },
    });
    expect(batches.body.response.map((b) => [b.batchNumber, b.state])).toEqual([
      [1, 3],
      [2, 2],
      [3, 1],
    ]);
    const byBatch: Record<string, number>[] = [{ batchId: exam.batchIds[1]! }, { id: exam.batchIds[1]! }];
    for (const query of byBatch) {
      const info = await api.get<TExamInfo>(examPaths.viewExamInfo, { token, tenant, query });
      expect(info.body.response).toMatchObject({
        examName: 'currency batches',
        canJoin: true,
        attemptsUsed: 0,
        questionCount: 8,
        totalScore: 100,
        passScore: 80,
      });
      expect(info.body.response.batch.id).toBe(exam.batchIds[1]);
    }
    expect((await api.get(examPaths.viewExamInfo, { token, tenant })).status).toBe(400);
  });

  it('explains why an offline exam cannot be joined', async () => {
    const info = await api.get<TExamInfo>(examPaths.viewExamInfo, {
      token,
      tenant,
      query: { batchId: exams['offline room']!.batchId },
      lang: 'en',
    });
    expect(info.body.response).toMatchObject({ canJoin: false, roomAddr: '一号楼' });
    expect(info.body.response.joinBlockedReason).toMatch(/offline/i);
  });

  it('refuses information about an exam not arranged to the caller', async () => {
    const stranger = (await makeSignedInUser(test, { tenantId: tenant })).token;
    const info = await api.get(examPaths.viewExamInfo, {
      token: stranger,
      tenant,
      query: { batchId: exams['passed course']!.batchId },
    });
    expect(info.status).toBe(403);
  });
});
