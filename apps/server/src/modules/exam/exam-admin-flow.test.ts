// The back office's main exam path through the real app: a bank of questions with a category and
// difficulty → a random paper whose draw rules are checked against the bank → an exam arranged to a
// position → a learner holding that position finds it in the exam list, takes it and submits; the preview
// shows the paper as the learner sees it; editing the paper reaches the next join.
import {
  examAdminPaths,
  examPaths,
  QuestionType,
  type TExamItem,
  type TExamResult,
  type TJoinResult,
  type TPage,
  type TPaperPreview,
  type TTakeExam,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makePosition, makeSignedInUser } from '../../test/factories.ts';
import { examAdminClient, makeExamAdmin, window } from './test-factories-admin.ts';

describe('exam authoring: bank → random paper → exam for a position → taken', () => {
  let testApp: TestApp;
  let admin: ReturnType<typeof examAdminClient>;
  let categoryId: number;
  let paperId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = examAdminClient(testApp, await makeExamAdmin(testApp));
    categoryId = await admin.category(`安全 ${Date.now()}`);
    for (let i = 0; i < 4; i += 1) await admin.question(QuestionType.single, { categoryId, difficulty: 1 });
    for (let i = 0; i < 2; i += 1) await admin.question(QuestionType.judgment, { categoryId, difficulty: 3 });
    await admin.question(QuestionType.single, { difficulty: 1 });
  });
  afterAll(() => testApp.close());

  it('refuses a draw rule asking for more questions than the bank holds, naming the rule', async () => {
    const reply = await admin.paper({
      type: 'random',
      randomSettings: [
        { type: QuestionType.single, categoryIds: [categoryId], difficulty: 1, questionNum: 3, score: 10 },
        { type: QuestionType.judgment, categoryIds: [categoryId], difficulty: 3, questionNum: 3, score: 10 },
      ],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.resMsg).toContain('第2条');
    const english = await admin.api.post(
      examAdminPaths.paper,
      {
        name: 'x',
        type: 'random',
        randomSettings: [
          { type: QuestionType.judgment, categoryIds: [categoryId], questionNum: 9, score: 1 },
        ],
      },
      { ...admin.as, lang: 'en' },
    );
    expect(english.body.resMsg).toContain('has only 2');
  });

  it('saves a random paper within what the bank holds and previews it as the learner sees it', async () => {
    const reply = await admin.paper({
      type: 'random',
      randomSettings: [
        {
          type: QuestionType.single,
          title: '单选',
          categoryIds: [categoryId],
          difficulty: 1,
          questionNum: 3,
          score: 20,
        },
        { type: QuestionType.judgment, title: '判断', categoryIds: [categoryId], questionNum: 2, score: 20 },
      ],
    });
    expect(reply.status).toBe(200);
    paperId = reply.body.response.id;
    expect(reply.body.response.totalScore).toBe(100);
    expect(reply.body.response.randomSettings.map((rule) => rule.availableNum)).toEqual([4, 2]);

    const preview = await admin.api.get<TPaperPreview>(examAdminPaths.previewRandom, {
      ...admin.as,
      query: { paperId },
    });
    expect(preview.status).toBe(200);
    const sections = preview.body.response.sections;
    expect(sections.map((section) => section.questions.length)).toEqual([3, 2]);
    expect(preview.body.response.totalScore).toBe(100);
    // No right answers in what the learner sees.
    expect(JSON.stringify(sections)).not.toContain('isCorrect');
  });

  it('arranges the exam to a position; a learner there finds it, takes it and submits', async () => {
    const position = await makePosition(testApp);
    const learner = await makeSignedInUser(testApp, { positionId: position.id });
    const other = await makeSignedInUser(testApp);
    const arranged = await admin.arrange(
      { testPaper: paperId, passScore: 60, reckonTimeValue: 30, joinNumValue: 2, openResults: 1 },
      [{ examTime: window(-5, 60), positionIds: [position.id] }],
    );
    expect(arranged.status).toBe(200);
    const exam = arranged.body.response;
    expect(exam.batches).toHaveLength(1);
    expect(exam.joinNumValue).toBe(2);

    const list = await admin.api.post<TPage<TExamItem>>(
      examPaths.examList,
      { pageNo: 1, pageSize: 10 },
      { token: learner.token },
    );
    const item = list.body.response.data.find((row) => row.examId === exam.id);
    expect(item).toBeDefined();
    const elsewhere = await admin.api.post<TPage<TExamItem>>(
      examPaths.examList,
      { pageNo: 1, pageSize: 10 },
      { token: other.token },
    );
    expect(elsewhere.body.response.data.some((row) => row.examId === exam.id)).toBe(false);

    const join = await admin.api.post<TJoinResult>(
      examPaths.joinExam,
      { batchId: item?.batchId },
      { token: learner.token },
    );
    expect(join.status).toBe(200);
    const paper = await admin.api.get<TTakeExam>(examPaths.takeExam, {
      token: learner.token,
      query: { attemptId: join.body.response.attemptId },
    });
    expect(paper.body.response.questionCount).toBe(5);
    const submit = await admin.api.post<TExamResult>(
      examPaths.submitPaper,
      { attemptId: join.body.response.attemptId, answers: [] },
      { token: learner.token },
    );
    expect(submit.status).toBe(200);

    const report = await admin.api.get<TPage<{ id: number; joinNum: number; examineeNum: number }>>(
      examAdminPaths.arrangeReport,
      { ...admin.as, query: { search: exam.examName } },
    );
    const row = report.body.response.data.find((entry) => entry.id === exam.id);
    expect(row?.joinNum).toBe(1);
    expect(row?.examineeNum).toBe(1);
  });

  it('refuses to delete a paper an exam uses, and an exam someone sat', async () => {
    const reply = await admin.api.del(examAdminPaths.paper, {}, { ...admin.as, query: { id: paperId } });
    expect(reply.status).toBe(409);
  });

  it('keeps another tenant out (404) and a learner off the back office (403)', async () => {
    const tenantAdmin = examAdminClient(testApp, await makeExamAdmin(testApp, { tenantId: 'acme' }), 'acme');
    const foreign = await tenantAdmin.api.get(examAdminPaths.paper, {
      ...tenantAdmin.as,
      query: { id: paperId },
    });
    expect(foreign.status).toBe(404);
    const learner = await makeSignedInUser(testApp);
    const refused = await admin.api.get(examAdminPaths.paperList, { token: learner.token });
    expect(refused.status).toBe(403);
    const narrow = examAdminClient(testApp, await makeExamAdmin(testApp, { codes: ['exam:paper'] }));
    const noButton = await narrow.paper({
      type: 'random',
      randomSettings: [{ type: QuestionType.single, questionNum: 1, score: 1 }],
    });
    expect(noButton.status).toBe(403);
  });
});
