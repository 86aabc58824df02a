// API tests after submitting: the answer review (only when the exam allows it), the attempts list, the
// wrong-question book with practice, the exam-center token, and the lecturer's calls and manual scoring
// (only for exams the lecturer owns).
import type {
  TAnswerReview,
  TExaminee,
  TExamResult,
  TExamSession,
  TJoinResult,
  TMarkingSheet,
  TPage,
  TTeacherExamDetail,
  TTeacherExamItem,
  TWrongItem,
  TWrongPracticeResult,
} from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { sweepExams } from './sweeper.ts';
import { createExamFixture, type ExamFixtureOptions, userId } from './test-fixtures.ts';

const C = '/api/manage/v1/exam/center';
const T = '/api/manage/v1/web/teacher';

let test: TestApp;
let api: ReturnType<typeof apiClient>;
let learner: string;
let lecturer: string;

beforeAll(async () => {
  test = await createTestApp();
  api = apiClient(test.app);
  learner = (await api.login('learner')).access_token;
  lecturer = (await api.login('lecturer')).access_token;
});
afterAll(async () => {
  await test?.close();
});

/** Joins a fixture exam as learner and submits the given answers (by fixture question name). */
async function submitted(options: ExamFixtureOptions, pick: (name: string) => 'right' | 'wrong' | 'skip') {
  const fixture = await createExamFixture(test.database.db, options);
  const join = await api.post<TJoinResult>(`${C}/joinExam`, { batchId: fixture.batchId }, { token: learner });
  const attemptId = join.body.response.attemptId;
  const answers = Object.entries(fixture.questions).flatMap(([name, question], index) => {
    const choice = pick(name);
    return choice === 'skip' ? [] : [{ questionId: question.id, answer: question[choice], seq: index + 1 }];
  });
  const result = await api.post<TExamResult>(`${C}/submitPaper`, { attemptId, answers }, { token: learner });
  return { ...fixture, attemptId, result: result.body.response };
}

describe('answer review', () => {
  it('shows right answers, analysis and my marks when the exam allows it', async () => {
    const done = await submitted({}, (name) => (name === 'multiple' ? 'wrong' : 'right'));
    const review = await api.get<TAnswerReview>(`${C}/viewAnswerEachSession`, {
      token: learner,
      query: { attemptId: done.attemptId },
    });
    const questions = review.body.response.sections[0]!.questions;
    const multiple = questions.find((q) => q.id === done.questions.multiple!.id)!;
    expect(multiple).toMatchObject({
      rightAnswer: ['A', 'C', 'D'],
      myAnswer: ['A', 'B'],
      myScore: 0,
      verdict: 'wrong',
    });
    expect(multiple.analysis).toContain('解析');
    const group = questions.find((q) => q.id === done.groupId)!;
    expect(group.subQuestions.map((sub) => sub.verdict)).toEqual(['correct', 'correct']);
    const latest = await api.get<TAnswerReview>(`${C}/viewAnswer`, {
      token: learner,
      query: { batchId: done.batchId },
    });
    expect(latest.body.response.attemptId).toBe(done.attemptId);
    const sessions = await api.post<TExamSession[]>(
      `${C}/examSessionList`,
      { examId: done.examId },
      { token: learner },
    );
    expect(sessions.body.response).toMatchObject([
      { attemptId: done.attemptId, status: 'submitted', canViewAnswer: true },
    ]);
  });

  it('refuses the review when the exam hides answers, or before the batch ends', async () => {
    const never = await submitted({ answerVisibility: 'never' }, () => 'right');
    const hidden = await api.get(`${C}/viewAnswerEachSession`, {
      token: learner,
      query: { attemptId: never.attemptId },
    });
    expect(hidden.status).toBe(403);
    const afterEnd = await submitted({ answerVisibility: 'afterEnd' }, () => 'right');
    const early = await api.get(`${C}/viewAnswer`, { token: learner, query: { batchId: afterEnd.batchId } });
    expect(early.status).toBe(403);
  });

  it('hides the score everywhere when the exam does not show scores', async () => {
    const quiet = await submitted({ scoreVisible: false }, () => 'right');
    expect(quiet.result).toMatchObject({ score: null, isPass: null, scoreVisible: false });
  });
});

describe('wrong-question book', () => {
  it('lists every question answered wrongly with the right answer, until practised right', async () => {
    const done = await submitted({}, (name) =>
      name === 'single' || name === 'blank' || name === 'subJudgment'
        ? 'wrong'
        : name === 'indefinite'
          ? 'skip'
          : 'right',
    );
    const book = await api.get<TPage<TWrongItem>>('/api/manage/v1/exam/wrong/list', {
      token: learner,
      query: { pageSize: 100 },
    });
    const ids = book.body.response.data.map((item) => item.questionId);
    const { single, blank, subJudgment, indefinite, multiple } = done.questions;
    expect(ids).toEqual(expect.arrayContaining([single!.id, blank!.id, subJudgment!.id]));
    expect(ids).not.toContain(indefinite!.id);
    expect(ids).not.toContain(multiple!.id);
    const entry = book.body.response.data.find((item) => item.questionId === subJudgment!.id)!;
    expect(entry).toMatchObject({
      rightAnswer: ['T'],
      myAnswer: 'F',
      groupStem: '<p>阅读材料</p>',
      examName: 'fixture exam',
    });

    const miss = await api.post<TWrongPracticeResult>(
      '/api/manage/v1/exam/wrong/practice',
      { questionId: single!.id, answer: 'D' },
      { token: learner },
    );
    expect(miss.body.response).toMatchObject({ verdict: 'wrong', mastered: false, rightAnswer: ['B'] });
    const hit = await api.post<TWrongPracticeResult>(
      '/api/manage/v1/exam/wrong/practice',
      { questionId: single!.id, answer: 'B' },
      { token: learner },
    );
    expect(hit.body.response.mastered).toBe(true);
    const detail = await api.get('/api/manage/v1/exam/wrong/detail', {
      token: learner,
      query: { questionId: single!.id },
    });
    expect(detail.status).toBe(404);
  });

  it('keeps one learner’s book from another', async () => {
    const tutor = (await api.login('tutor')).access_token;
    const book = await api.get<TPage<TWrongItem>>('/api/manage/v1/exam/wrong/list', { token: tutor });
    expect(book.body.response.totalNum).toBe(0);
  });
});

describe('exam-center token', () => {
  it('issues a short-lived token naming the learner', async () => {
    const reply = await api.get<{ token: string; expiresIn: number }>(`${C}/token`, { token: learner });
    expect(reply.body.response.expiresIn).toBe(600);
    const payload = JSON.parse(Buffer.from(reply.body.response.token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ aud: 'exam-center', tid: 'learn' });
  });
});

describe('lecturer', () => {
  it('lists and describes only their own exams; learners are refused', async () => {
    const list = await api.get<TPage<TTeacherExamItem>>(`${T}/queryExamList`, {
      token: lecturer,
      query: { pageSize: 100 },
    });
    const names = list.body.response.data.map((item) => item.examName);
    expect(names).toEqual(expect.arrayContaining(['合规制度年度考试', '培训结业考试（草稿）']));
    const compliance = list.body.response.data.find((item) => item.examName === '合规制度年度考试')!;
    expect(compliance).toMatchObject({ arrangedNum: 8, takenNum: 1, passedNum: 1 });
    const detail = await api.get<TTeacherExamDetail>(`${T}/getExamDetail`, {
      token: lecturer,
      query: { examId: compliance.examId },
    });
    expect(detail.body.response).toMatchObject({
      examName: '合规制度年度考试',
      passScore: 60,
      batchCount: 1,
    });
    expect((await api.get(`${T}/queryExamList`, { token: learner })).status).toBe(403);
  });

  it('shows the situation per batch and the examinees, absences recorded by the sweep', async () => {
    const list = await api.get<TPage<TTeacherExamItem>>(`${T}/queryExamList`, {
      token: lecturer,
      query: { examName: '合规制度' },
    });
    const examId = list.body.response.data[0]!.examId;
    await sweepExams(test.database.db);
    const situation = await api.get<{ takenNum: number; absentNum: number }[]>(`${T}/getExamSituationList`, {
      token: lecturer,
      query: { examId },
    });
    expect(situation.body.response).toMatchObject([{ takenNum: 1, absentNum: 7 }]);
    const examinees = await api.get<TPage<TExaminee>>(`${T}/getExamineeList`, {
      token: lecturer,
      query: { examId },
    });
    expect(examinees.body.response.totalNum).toBe(8);
    const statuses = examinees.body.response.data.map((row) => row.status).sort();
    expect(statuses).toEqual([3, 4, 4, 4, 4, 4, 4, 4]);
  });

  it('scores short answers of their own exam, which makes the result final', async () => {
    const done = await submitted({}, () => 'right');
    expect(done.result.markingState).toBe('pending');
    const pending = await api.get<TPage<TExaminee>>(`${T}/getExamineeList`, {
      token: lecturer,
      query: { examId: done.examId, markingState: 'pending' },
    });
    expect(pending.body.response.data).toMatchObject([
      { attemptId: done.attemptId, markingState: 'pending' },
    ]);
    const sheet = await api.get<TMarkingSheet>(`${T}/exam/markingDetail`, {
      token: lecturer,
      query: { attemptId: done.attemptId },
    });
    expect(sheet.body.response.questions).toMatchObject([
      {
        questionId: done.questions.short!.id,
        answer: '我的作答',
        reference: '参考答案',
        maxScore: 20,
        score: null,
      },
    ]);
    const shortId = done.questions.short!.id;
    const tooMuch = await api.post(
      `${T}/exam/manualScoring`,
      { attemptId: done.attemptId, scores: [{ questionId: shortId, score: 25 }] },
      { token: lecturer },
    );
    expect(tooMuch.status).toBe(400);
    const scored = await api.post<TExamResult>(
      `${T}/exam/manualScoring`,
      { attemptId: done.attemptId, scores: [{ questionId: shortId, score: 12, comment: '要点不全' }] },
      { token: lecturer },
    );
    expect(scored.body.response).toMatchObject({
      score: 92,
      markingState: 'done',
      isPass: 3,
      pendingCount: 0,
    });
    const review = await api.get<TAnswerReview>(`${C}/viewAnswerEachSession`, {
      token: learner,
      query: { attemptId: done.attemptId },
    });
    const short = review.body.response.sections[0]!.questions.find((q) => q.id === shortId)!;
    expect(short).toMatchObject({ myScore: 12, verdict: 'partial', comment: '要点不全' });
  });

  it('refuses marking exams another lecturer owns, and exams of another tenant', async () => {
    const done = await submitted({}, () => 'right');
    const tutorId = await userId(test.database.db, 'learn', 'tutor');
    await test.database.db
      .update(userIdentities)
      .set({ isTeacher: true })
      .where(eq(userIdentities.userId, tutorId));
    // A new users.updated_at tells the session cache that the profile changed.
    await test.database.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, tutorId));
    const colleague = (await api.login('tutor')).access_token;
    const body = { attemptId: done.attemptId, scores: [{ questionId: done.questions.short!.id, score: 20 }] };
    const refused = await api.post(`${T}/exam/manualScoring`, body, { token: colleague });
    expect(refused.status).toBe(403);
    expect(
      (await api.get(`${T}/getExamDetail`, { token: colleague, query: { examId: done.examId } })).status,
    ).toBe(403);
    const own = await api.get<TPage<TTeacherExamItem>>(`${T}/queryExamList`, { token: colleague });
    expect(own.body.response.totalNum).toBe(0);

    const acmeExam = await createExamFixture(test.database.db, { tenantId: 'acme', owner: 'learner' });
    const cross = await api.get(`${T}/getExamDetail`, {
      token: lecturer,
      query: { examId: acmeExam.examId },
    });
    expect(cross.status).toBe(404);
  });
});
