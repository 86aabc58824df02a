// Marking and grades in the back office through the real app: reviewers mark by examinee and by question
// (two marking the same answer at once end in one result), someone neither owner nor reviewer is refused,
// a pass emits `exam.passed` once, grades are published, offline grades are typed in and imported by phone,
// and the report counts takers, passes and the score bands.
import {
  DataScopeKind,
  examAdminPaths,
  examEvents,
  QuestionType,
  type TExamReport,
  type TGradeRow,
  type TImportSummary,
  type TMarkAnswerRow,
  type TMarkingSheet,
  type TMarkQuestionRow,
  type TPage,
} from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, examResults } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';
import { type MadeExam, makeExam, submitExam } from './test-factories.ts';
import { addReviewer, examAdminClient, makeExamAdmin, window } from './test-factories-admin.ts';

describe('exam authoring: marking and grades', () => {
  let testApp: TestApp;
  let exam: MadeExam;
  let attemptId: number;
  let learnerId: number;
  let reviewerA: ReturnType<typeof examAdminClient>;
  let reviewerB: ReturnType<typeof examAdminClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    const learner = await makeSignedInUser(testApp);
    learnerId = learner.user.id;
    exam = await makeExam(testApp, { arrangeTo: [{ type: 'user', id: learner.user.id }], passScore: 60 });
    attemptId = (await submitExam(testApp, learner.token, exam, () => 'right')).attemptId;
    const own = { dataScope: DataScopeKind.own };
    const a = await makeExamAdmin(testApp, own);
    const b = await makeExamAdmin(testApp, own);
    await addReviewer(testApp, exam, a.user.id);
    await addReviewer(testApp, exam, b.user.id);
    reviewerA = examAdminClient(testApp, a);
    reviewerB = examAdminClient(testApp, b);
  });
  afterAll(() => testApp.close());

  it('refuses someone who is neither the owner nor a reviewer', async () => {
    const stranger = examAdminClient(testApp, await makeExamAdmin(testApp, { dataScope: DataScopeKind.own }));
    const reply = await stranger.api.get(examAdminPaths.markSheet, {
      ...stranger.as,
      query: { id: attemptId },
    });
    expect(reply.status).toBe(403);
  });

  it('shows a reviewer the pending attempt and its short answer', async () => {
    const sheet = await reviewerA.api.get<TMarkingSheet>(examAdminPaths.markSheet, {
      ...reviewerA.as,
      query: { id: attemptId },
    });
    expect(sheet.status).toBe(200);
    expect(sheet.body.response.questions.map((q) => q.questionId)).toEqual([exam.questions.short?.id]);
    const questions = await reviewerA.api.post<TMarkQuestionRow[]>(
      examAdminPaths.markQuestions,
      { examId: exam.examId },
      reviewerA.as,
    );
    expect(questions.body.response.map((q) => [q.questionId, q.pendingNum])).toEqual([
      [exam.questions.short?.id, 1],
    ]);
    const answers = await reviewerA.api.post<TMarkAnswerRow[]>(
      examAdminPaths.markQuestionAnswers,
      { examId: exam.examId, questionId: exam.questions.short?.id },
      reviewerA.as,
    );
    expect(answers.body.response.map((row) => [row.attemptId, row.maxScore])).toEqual([[attemptId, 20]]);
  });

  it('two reviewers marking the same answer at once end in one result, and the pass is announced once', async () => {
    const questionId = exam.questions.short?.id;
    const [first, second] = await Promise.all([
      reviewerA.api.post(
        examAdminPaths.markByExaminee,
        { attemptId, scores: [{ questionId, score: 15 }] },
        reviewerA.as,
      ),
      reviewerB.api.post(
        examAdminPaths.markByQuestion,
        { examId: exam.examId, questionId, list: [{ attemptId, score: 18 }] },
        reviewerB.as,
      ),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const results = await testApp.database.db
      .select()
      .from(examResults)
      .where(eq(examResults.attemptId, attemptId));
    expect(results).toHaveLength(1);
    expect(results[0]?.markingState).toBe('done');
    expect([95, 98]).toContain(results[0]?.score);
    const events = await testApp.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, examEvents.passed), eq(domainEvents.subjectId, exam.examId)));
    expect(events.map((event) => event.userId)).toEqual([learnerId]);
  });

  it('publishes the grades and reports takers, passes and score bands', async () => {
    const owner = examAdminClient(testApp, await makeExamAdmin(testApp));
    const publish = await owner.api.put<{ published: number }>(
      examAdminPaths.gradesPublish,
      { examId: exam.examId },
      owner.as,
    );
    expect(publish.body.response.published).toBe(1);
    const grades = await owner.api.get<TPage<TGradeRow>>(examAdminPaths.examineeGrades, {
      ...owner.as,
      query: { examId: exam.examId },
    });
    expect(grades.body.response.data.map((row) => [row.userId, row.isPass, row.published])).toEqual([
      [learnerId, 3, true],
    ]);
    const report = await owner.api.get<TPage<TExamReport>>(examAdminPaths.arrangeReport, {
      ...owner.as,
      query: { search: exam.name },
    });
    const row = report.body.response.data[0];
    expect([row?.joinNum, row?.passNum, row?.passRate]).toEqual([1, 1, 100]);
    expect(row?.distribution.find((band) => band.count > 0)?.band).toBe('90-100%');
  });

  it('takes offline grades typed in and imported by phone, refusing unknown examinees', async () => {
    const admin = examAdminClient(testApp, await makeExamAdmin(testApp));
    const phone = `139${String(Date.now()).slice(-8)}`;
    const sitter = await makeSignedInUser(testApp, { phone });
    const other = await makeSignedInUser(testApp);
    const question = await admin.question(QuestionType.single);
    const paper = await admin.paper({
      type: 'manual',
      manualSettings: [{ parentSort: 1, questionId: question.id }],
    });
    const offline = await admin.arrange(
      {
        testPaper: paper.body.response.id,
        examPattern: 'offline',
        passScore: 3,
        roomName: `Room ${uniqueSuffix()}`,
      },
      [{ examTime: window(-60, -30), examineeIds: [sitter.user.id, other.user.id] }],
    );
    const examId = offline.body.response.id;
    const typed = await admin.api.post(
      examAdminPaths.offlineGradeUpdate,
      { examId, userId: other.user.id, score: 2 },
      admin.as,
    );
    expect(typed.status).toBe(200);
    const imported = await admin.api.post<TImportSummary>(
      examAdminPaths.offlineGradeImport,
      {
        examId,
        rows: [
          { phone, score: 4 },
          { phone: '13000000000', score: 5 },
        ],
      },
      admin.as,
    );
    expect(imported.body.response.imported).toBe(1);
    expect(imported.body.response.errors.map((error) => error.row)).toEqual([2]);
    const list = await admin.api.get<TPage<TGradeRow>>(examAdminPaths.offlineGrades, {
      ...admin.as,
      query: { examId },
    });
    const byUser = new Map(list.body.response.data.map((row) => [row.userId, row]));
    expect(byUser.get(sitter.user.id)?.isPass).toBe(3);
    expect(byUser.get(other.user.id)?.isPass).toBe(1);
    const online = await admin.api.post(
      examAdminPaths.offlineGradeUpdate,
      { examId: exam.examId, userId: learnerId, score: 1 },
      admin.as,
    );
    expect(online.status).toBe(409);
  });
});
