// API tests of the exam list and the pages around it, on the demo exams of `learner`: status filters 0-4,
// pass states, name search, the public opening path, the todo count, batches and exam information,
// and tenant isolation.
import type { TExamInfo, TExamItem, TPage } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';

const LIST = '/api/manage/v1/exam/center/examList';
const OPEN_LIST = '/api/manage/external/opening/v1/exam/center/examList';

let test: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;

beforeAll(async () => {
  test = await createTestApp();
  api = apiClient(test.app);
  token = (await api.login('learner')).access_token;
});
afterAll(async () => {
  await test?.close();
});

async function names(body: Record<string, unknown>, as = token) {
  const reply = await api.post<TPage<TExamItem>>(LIST, { pageSize: 40, ...body }, { token: as });
  expect(reply.status).toBe(200);
  return reply.body.response.data.map((item) => item.examName).sort();
}

describe('exam list status and pass filters', () => {
  it('lists every published exam arranged to the learner, and no draft', async () => {
    const all = await names({ status: 0 });
    expect(all).toHaveLength(9);
    expect(all).not.toContain('培训结业考试（草稿）');
  });

  it('filters by status 1 not started, 2 not taken, 3 taken, 4 absent', async () => {
    expect(await names({ status: 1 })).toEqual(['产品知识月度考试', '季度线下技能认证'].sort());
    expect(await names({ status: 2 })).toEqual(['企业文化知识测评', '信息安全意识年度考试'].sort());
    expect(await names({ status: 3 })).toEqual(
      ['合规制度年度考试', '办公技能测验', '安全生产线下考试', '直播课程随堂测'].sort(),
    );
    expect(await names({ status: 4 })).toEqual(['新员工入职考试']);
  });

  it('filters by pass state 3 passed and 1 not passed', async () => {
    expect(await names({ isPass: 3 })).toEqual(['合规制度年度考试', '安全生产线下考试'].sort());
    expect(await names({ isPass: 1 })).toEqual(['办公技能测验']);
    expect(await names({ isPass: 0 })).toHaveLength(9);
  });

  it('shows scores, pass state and marking state of taken exams', async () => {
    const reply = await api.post<TPage<TExamItem>>(LIST, { status: 3 }, { token });
    const byName = new Map(reply.body.response.data.map((item) => [item.examName, item]));
    expect(byName.get('安全生产线下考试')).toMatchObject({ score: 78, isPass: 3, examPattern: 'offline' });
    expect(byName.get('安全生产线下考试')?.roomName).toBe('第一考场');
    expect(byName.get('直播课程随堂测')).toMatchObject({ isPass: null, markingState: 'pending' });
  });

  it('shows the batch number of a CurrencyExam only, with the open batch', async () => {
    const reply = await api.post<TPage<TExamItem>>(LIST, { examName: '信息安全' }, { token });
    expect(reply.body.response.data[0]).toMatchObject({
      examType: 'CurrencyExam',
      batchNumber: 2,
      status: 2,
    });
    const course = await api.post<TPage<TExamItem>>(LIST, { examName: '办公技能' }, { token });
    expect(course.body.response.data[0]?.batchNumber).toBeNull();
  });

  it('combines filters with paging', async () => {
    const reply = await api.post<TPage<TExamItem>>(LIST, { status: 3, pageNo: 2, pageSize: 3 }, { token });
    expect(reply.body.response).toMatchObject({ totalNum: 4, totalPage: 2 });
    expect(reply.body.response.data).toHaveLength(1);
    const past = await api.post<TPage<TExamItem>>(LIST, { pageNo: 9, pageSize: 10 }, { token });
    expect(past.body.response).toMatchObject({ data: [], totalNum: 9 });
  });

  it('searches by name (at most 32 characters) and exam time range', async () => {
    expect(await names({ examName: '考试' })).toContain('新员工入职考试');
    const tooLong = await api.post(LIST, { examName: 'x'.repeat(33) }, { token });
    expect(tooLong.status).toBe(400);
    const day = 86_400_000;
    const now = Date.now();
    // An exam matches when its batch overlaps the range: the open ones span it too.
    expect(await names({ examTime: [now + 2 * day, now + 5 * day] })).toEqual(
      ['产品知识月度考试', '企业文化知识测评', '信息安全意识年度考试', '直播课程随堂测'].sort(),
    );
    expect(await names({ examTime: `${now - 45 * day},${now - 35 * day}` })).toEqual(['新员工入职考试']);
  });

  it('narrows by exam type and by live', async () => {
    expect(await names({ type: 'LiveExam' })).toEqual(['直播课程随堂测']);
    expect(await names({ liveId: 999 })).toEqual([]);
    const bad = await api.post(LIST, { status: 7 }, { token });
    expect(bad.status).toBe(400);
  });
});

describe('public exam center and tenants', () => {
  it('serves anonymous callers the exams arranged to everyone, without scores', async () => {
    const reply = await api.post<TPage<TExamItem>>(OPEN_LIST, {});
    expect(reply.status).toBe(200);
    expect(reply.body.response.data.map((item) => item.examName)).toEqual(['信息安全意识年度考试']);
    expect(reply.body.response.data[0]).toMatchObject({ score: null, isPass: null });
  });

  it('requires sign-in on the path without external/opening', async () => {
    expect((await api.post(LIST, {})).status).toBe(401);
  });

  it('shows another tenant nothing of this one', async () => {
    const acme = (await api.login('learner', { tenant: 'acme' })).access_token;
    const reply = await api.post<TPage<TExamItem>>(LIST, { pageSize: 40 }, { token: acme, tenant: 'acme' });
    const learnIds = (
      await api.post<TPage<TExamItem>>(LIST, { pageSize: 40 }, { token })
    ).body.response.data.map((item) => item.examId);
    expect(reply.body.response.data.length).toBeLessThanOrEqual(1);
    for (const item of reply.body.response.data) expect(learnIds).not.toContain(item.examId);
    const info = await api.get(`/api/manage/v1/exam/center/viewExamInfo`, {
      token: acme,
      tenant: 'acme',
      query: { examId: learnIds[0]! },
    });
    expect(info.status).toBe(404);
  });
});

describe('todo count, batches and exam information', () => {
  it('counts exams still to take for the My Task badge', async () => {
    const reply = await api.get<number>('/api/manage/v1/study/examTodoNum', { token });
    expect(reply.body.response).toBe(4);
  });

  it('lists the batches of an exam and describes one batch', async () => {
    const list = await api.post<TPage<TExamItem>>(LIST, { examName: '信息安全' }, { token });
    const item = list.body.response.data[0]!;
    const batches = await api.get<{ batchNumber: number; state: number }[]>(
      '/api/manage/v1/exam/batch/list',
      {
        token,
        query: { examId: item.examId },
      },
    );
    expect(batches.body.response.map((b) => [b.batchNumber, b.state])).toEqual([
      [1, 3],
      [2, 2],
      [3, 1],
    ]);
    const info = await api.get<TExamInfo>('/api/manage/v1/exam/center/viewExamInfo', {
      token,
      query: { batchId: item.batchId },
    });
    expect(info.body.response).toMatchObject({
      examName: '信息安全意识年度考试',
      canJoin: true,
      attemptsUsed: 0,
      questionCount: 37,
      totalScore: 100,
      passScore: 80,
    });
    expect(info.body.response.batch.id).toBe(item.batchId);
  });

  it('explains why an offline or finished exam cannot be joined', async () => {
    const list = await api.post<TPage<TExamItem>>(LIST, { pageSize: 40 }, { token });
    const offline = list.body.response.data.find((item) => item.examName === '季度线下技能认证')!;
    const info = await api.get<TExamInfo>('/api/manage/v1/exam/center/viewExamInfo', {
      token,
      query: { batchId: offline.batchId },
      lang: 'en',
    });
    expect(info.body.response).toMatchObject({ canJoin: false, roomAddr: '研发楼 1 层实训中心' });
    expect(info.body.response.joinBlockedReason).toMatch(/offline/i);
  });

  it('refuses information about an exam not arranged to the caller', async () => {
    const tutor = (await api.login('tutor')).access_token;
    const list = await api.post<TPage<TExamItem>>(LIST, { examName: '办公技能' }, { token });
    const info = await api.get('/api/manage/v1/exam/center/viewExamInfo', {
      token: tutor,
      query: { batchId: list.body.response.data[0]!.batchId },
    });
    expect(info.status).toBe(403);
  });
});
