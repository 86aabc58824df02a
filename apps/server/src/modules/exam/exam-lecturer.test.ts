// API tests of the lecturer's exam calls: their exams with figures, one exam's detail, the situation per
// batch with the absences the sweep records, the examinees, and manual scoring — only for exams the
// lecturer owns, never across tenants; learners are refused.
import {
  examPaths,
  type TAnswerReview,
  type TExaminee,
  type TExamResult,
  type TExamSituation,
  type TLecturerExamDetail,
  type TLecturerExamItem,
  type TMarkingSheet,
  type TPage,
} from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examBatches } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeUser } from '../../test/factories.ts';
import { sweepExams } from './sweeper.ts';
import { type ExamOptions, makeExam, submitExam } from './test-factories.ts';

let test: TestApp;
let api: ReturnType<typeof apiClient>;
let learner: string;
let learnerId: number;
let lecturer: string;
let lecturerId: number;

beforeAll(async () => {
  test = await createTestApp();
  api = apiClient(test.app);
  const madeLearner = await makeSignedInUser(test);
  learner = madeLearner.token;
  learnerId = madeLearner.user.id;
  const madeLecturer = await makeSignedInUser(test, { isLecturer: true });
  lecturer = madeLecturer.token;
  lecturerId = madeLecturer.user.id;
});
afterAll(async () => {
  await test?.close();
});

/** An exam of the lecturer arranged to the learner and to an org unit of two more people (3 arranged). */
async function ownExam(options: ExamOptions = {}) {
  const unit = await makeOrgUnit(test);
  const child = await makeOrgUnit(test, { parentId: unit.id });
  await makeUser(test, { orgId: unit.id });
  await makeUser(test, { orgId: child.id });
  return makeExam(test, {
    ownerId: lecturerId,
    arrangeTo: [
      { type: 'user', id: learnerId },
      { type: 'org', id: unit.id },
    ],
    ...options,
  });
}

describe('lecturer', () => {
  it('lists and describes only their own exams; learners are refused', async () => {
    const exam = await ownExam({ passScore: 60 });
    const draft = await makeExam(test, { ownerId: lecturerId, published: false });
    await makeExam(test, { arrangeTo: [{ type: 'user', id: learnerId }] });
    await submitExam(test, learner, exam, (name) => (name === 'short' ? 'skip' : 'right'));
    const list = await api.get<TPage<TLecturerExamItem>>(examPaths.lecturerExamList, {
      token: lecturer,
      query: { pageSize: 100 },
    });
    expect(list.body.response.data.map((item) => item.examId).sort()).toEqual(
      [exam.examId, draft.examId].sort(),
    );
    const own = list.body.response.data.find((item) => item.examId === exam.examId);
    expect(own).toMatchObject({ arrangedNum: 3, takenNum: 1, passedNum: 1, published: true });
    const detail = await api.get<TLecturerExamDetail>(examPaths.lecturerExamDetail, {
      token: lecturer,
      query: { examId: exam.examId },
    });
    expect(detail.body.response).toMatchObject({ examName: exam.name, passScore: 60, batchCount: 1 });
    expect((await api.get(examPaths.lecturerExamList, { token: learner })).status).toBe(403);
  });

  it('shows the situation per batch and the examinees, absences recorded by the sweep', async () => {
    const exam = await ownExam();
    await submitExam(test, learner, exam, (name) => (name === 'short' ? 'skip' : 'right'));
    await test.database.db
      .update(examBatches)
      .set({ endAt: new Date(Date.now() - 60_000) })
      .where(eq(examBatches.id, exam.batchId));
    await sweepExams(test.database.db);
    // The original client names the exam `id` here.
    const situation = await api.get<TExamSituation[]>(examPaths.examSituationList, {
      token: lecturer,
      query: { id: exam.examId, pageNo: 1, pageSize: 10 },
    });
    expect(situation.body.response).toMatchObject([{ arrangedNum: 3, takenNum: 1, absentNum: 2 }]);
    const examinees = await api.get<TPage<TExaminee>>(examPaths.examineeList, {
      token: lecturer,
      query: { examId: exam.examId },
    });
    expect(examinees.body.response.totalNum).toBe(3);
    expect(examinees.body.response.data.map((row) => row.status).sort()).toEqual([3, 4, 4]);
  });

  it('scores short answers of their own exam, which makes the result final', async () => {
    const exam = await ownExam();
    const done = await submitExam(test, learner, exam, () => 'right');
    expect(done.result.markingState).toBe('pending');
    const pending = await api.get<TPage<TExaminee>>(examPaths.examineeList, {
      token: lecturer,
      query: { examId: exam.examId, markingState: 'pending' },
    });
    expect(pending.body.response.data).toMatchObject([
      { attemptId: done.attemptId, markingState: 'pending' },
    ]);
    const sheet = await api.get<TMarkingSheet>(examPaths.markingDetail, {
      token: lecturer,
      query: { attemptId: done.attemptId },
    });
    const shortId = exam.questions.short!.id;
    expect(sheet.body.response.questions).toMatchObject([
      { questionId: shortId, answer: '我的作答', reference: '参考答案', maxScore: 20, score: null },
    ]);
    const tooMuch = await api.post(
      examPaths.manualScoring,
      { attemptId: done.attemptId, scores: [{ questionId: shortId, score: 25 }] },
      { token: lecturer },
    );
    expect(tooMuch.status).toBe(400);
    const scored = await api.post<TExamResult>(
      examPaths.manualScoring,
      { attemptId: done.attemptId, scores: [{ questionId: shortId, score: 12, comment: '要点不全' }] },
      { token: lecturer },
    );
    expect(scored.body.response).toMatchObject({
      score: 92,
      markingState: 'done',
      isPass: 3,
      pendingCount: 0,
    });
    const review = await api.get<TAnswerReview>(examPaths.viewAnswerEachSession, {
      token: learner,
      query: { attemptId: done.attemptId },
    });
    const short = review.body.response.sections[0]!.questions.find((q) => q.id === shortId)!;
    expect(short).toMatchObject({ myScore: 12, verdict: 'partial', comment: '要点不全' });
  });

  it('refuses marking exams another lecturer owns, and exams of another tenant', async () => {
    const exam = await ownExam();
    const done = await submitExam(test, learner, exam, () => 'right');
    const colleague = (await makeSignedInUser(test, { isLecturer: true })).token;
    const body = { attemptId: done.attemptId, scores: [{ questionId: exam.questions.short!.id, score: 20 }] };
    const refused = await api.post(examPaths.manualScoring, body, { token: colleague });
    expect(refused.status).toBe(403);
    const detail = await api.get(examPaths.lecturerExamDetail, {
      token: colleague,
      query: { examId: exam.examId },
    });
    expect(detail.status).toBe(403);
    const own = await api.get<TPage<TLecturerExamItem>>(examPaths.lecturerExamList, { token: colleague });
    expect(own.body.response.totalNum).toBe(0);

    const acmeExam = await makeExam(test, { tenantId: 'acme' });
    const cross = await api.get(examPaths.lecturerExamDetail, {
      token: lecturer,
      query: { examId: acmeExam.examId },
    });
    expect(cross.status).toBe(404);
  });
});
