// API tests of option letters under shuffling (issue 19 item 3): for an attempt whose options were shown
// in another order than the bank's, the learner's review, the wrong-question book (list, detail and
// practice) and the lecturer's marking sheet list the options in the attempt's order, and the analysis
// cites the letters those positions carry — so the right answer's letter and the analysis agree, in
// every view. Also the citation rewriting itself (option-letters.ts).
import {
  examPaths,
  type TAnswerReview,
  type TJoinResult,
  type TMarkingSheet,
  type TPage,
  type TPaperOption,
  type TReviewQuestion,
  type TWrongItem,
  type TWrongPracticeResult,
} from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examQuestions } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { analysisAsShown } from './option-letters.ts';
import { type MadeExam, makeExam, showOptionsInOrder } from './test-factories.ts';

let test: TestApp;
let api: ReturnType<typeof apiClient>;
let learner: { token: string; id: number };
let lecturer: { token: string; id: number };

beforeAll(async () => {
  test = await createTestApp();
  api = apiClient(test.app);
  const madeLearner = await makeSignedInUser(test);
  learner = { token: madeLearner.token, id: madeLearner.user.id };
  const madeLecturer = await makeSignedInUser(test, { isLecturer: true });
  lecturer = { token: madeLecturer.token, id: madeLecturer.user.id };
});
afterAll(async () => {
  await test?.close();
});

const LETTERS = 'ABCDEFGHIJKL';

/** The letters a screen shows for option keys: their positions in the options as sent. */
function lettered(keys: string | string[], options: TPaperOption[]): string {
  return [keys]
    .flat()
    .map((key) => LETTERS[options.findIndex((option) => option.key === key)])
    .sort()
    .join('、');
}

/** The letters an analysis of the form "正确答案：X、Y。" cites. */
function cited(analysis: string): string {
  return /正确答案：([A-L](?:、[A-L])*)/.exec(analysis)?.[1] ?? '';
}

async function setAnalysis(questionId: number, analysis: string) {
  await test.database.db.update(examQuestions).set({ analysis }).where(eq(examQuestions.id, questionId));
}

/** A shuffled exam the learner joins; the attempt shows known orders, then wrong answers are submitted. */
async function shuffledAttempt(): Promise<MadeExam & { attemptId: number }> {
  const exam = await makeExam(test, {
    ownerId: lecturer.id,
    shuffleOptions: true,
    arrangeTo: [{ type: 'user', id: learner.id }],
  });
  const { single, multiple, subSingle } = exam.questions;
  await setAnalysis(single!.id, '<p>正确答案：B。乙对，A、C、D都不对。</p>');
  await setAnalysis(multiple!.id, '<p>正确答案：A、C、D。只有B不对。</p>');
  await setAnalysis(subSingle!.id, '<p>正确答案：C。</p>');
  const join = await api.post<TJoinResult>(
    examPaths.joinExam,
    { batchId: exam.batchId },
    { token: learner.token },
  );
  const attemptId = join.body.response.attemptId;
  await showOptionsInOrder(test, attemptId, {
    [single!.id]: ['C', 'A', 'D', 'B'],
    [multiple!.id]: ['D', 'C', 'B', 'A'],
    [subSingle!.id]: ['B', 'C', 'A', 'D'],
  });
  const answers = [single!, multiple!, subSingle!].map((question, index) => ({
    questionId: question.id,
    answer: question.wrong,
    seq: index + 1,
  }));
  const submit = await api.post(examPaths.submitPaper, { attemptId, answers }, { token: learner.token });
  expect(submit.status).toBe(200);
  return { ...exam, attemptId };
}

function leaves(sections: { questions: TReviewQuestion[] }[]): TReviewQuestion[] {
  return sections.flatMap((section) =>
    section.questions.flatMap((question) => [question, ...question.subQuestions]),
  );
}

describe('option letters under shuffling', () => {
  it('letters every view of a shuffled attempt the same way, and the analysis agrees', async () => {
    const done = await shuffledAttempt();
    const { single, multiple, subSingle } = done.questions;
    const review = await api.get<TAnswerReview>(examPaths.viewAnswerEachSession, {
      token: learner.token,
      query: { attemptId: done.attemptId },
    });
    const sheet = await api.get<TMarkingSheet>(examPaths.markingDetail, {
      token: lecturer.token,
      query: { attemptId: done.attemptId },
    });
    const book = await api.get<TPage<TWrongItem>>(examPaths.wrongList, {
      token: learner.token,
      query: { pageNo: 1, pageSize: 50 },
    });
    expect([review.status, sheet.status, book.status]).toEqual([200, 200, 200]);
    const reviewed = leaves(review.body.response.sections);
    const marked = leaves(sheet.body.response.sections);
    const expected = [
      {
        id: single!.id,
        order: ['C', 'A', 'D', 'B'],
        right: 'D',
        analysis: '<p>正确答案：D。乙对，A、B、C都不对。</p>',
      },
      {
        id: multiple!.id,
        order: ['D', 'C', 'B', 'A'],
        right: 'A、B、D',
        analysis: '<p>正确答案：A、B、D。只有C不对。</p>',
      },
      { id: subSingle!.id, order: ['B', 'C', 'A', 'D'], right: 'B', analysis: '<p>正确答案：B。</p>' },
    ];
    for (const question of expected) {
      const inReview = reviewed.find((q) => q.id === question.id)!;
      const inSheet = marked.find((q) => q.id === question.id)!;
      const inBook = book.body.response.data.find((item) => item.questionId === question.id)!;
      const detail = await api.get<TWrongItem>(examPaths.wrongDetail, {
        token: learner.token,
        query: { questionId: question.id },
      });
      const views = [inReview, inSheet, inBook, detail.body.response];
      for (const view of views) {
        expect(view.options.map((option) => option.key)).toEqual(question.order);
        expect(lettered(view.rightAnswer as string[], view.options)).toBe(question.right);
        expect(cited(view.analysis)).toBe(question.right);
        expect(view.analysis).toBe(question.analysis);
      }
      // The learner's wrong answer is lettered the same in the review, the sheet and the book.
      const mine = views.map((view) => lettered(view.myAnswer as string | string[], view.options));
      expect(new Set(mine).size).toBe(1);
    }
    const practice = await api.post<TWrongPracticeResult>(
      examPaths.wrongPractice,
      { questionId: single!.id, answer: 'A' },
      { token: learner.token },
    );
    expect(practice.body.response).toMatchObject({ verdict: 'wrong', analysis: expected[0]!.analysis });
  });

  it('leaves the analysis as written when the attempt shows the bank order', async () => {
    const exam = await makeExam(test, {
      ownerId: lecturer.id,
      arrangeTo: [{ type: 'user', id: learner.id }],
    });
    const single = exam.questions.single!;
    await setAnalysis(single.id, '<p>正确答案：B。</p>');
    const join = await api.post<TJoinResult>(
      examPaths.joinExam,
      { batchId: exam.batchId },
      { token: learner.token },
    );
    const attemptId = join.body.response.attemptId;
    await api.post(
      examPaths.submitPaper,
      { attemptId, answers: [{ questionId: single.id, answer: 'A', seq: 1 }] },
      { token: learner.token },
    );
    const review = await api.get<TAnswerReview>(examPaths.viewAnswerEachSession, {
      token: learner.token,
      query: { attemptId },
    });
    const shown = leaves(review.body.response.sections).find((q) => q.id === single.id)!;
    expect(shown.options.map((option) => option.key)).toEqual(['A', 'B', 'C', 'D']);
    expect(shown.analysis).toBe('<p>正确答案：B。</p>');
  });
});

describe('analysisAsShown', () => {
  const bank = ['A', 'B', 'C', 'D'].map((key) => ({ key, content: key }));
  const shown = ['C', 'A', 'D', 'B'].map((key) => ({ key, content: key }));
  const rewrite = (html: string) => analysisAsShown(html, bank, shown);

  it('rewrites single letters, runs and lists, keeping the separators', () => {
    expect(rewrite('选B')).toBe('选D');
    expect(rewrite('答案为ACD。')).toBe('答案为ABC。');
    expect(rewrite('A, D are wrong')).toBe('B, C are wrong');
    expect(rewrite('B项和C项')).toBe('D项和A项');
  });

  it('leaves tags, entities, words, English articles and what cannot be a citation alone', () => {
    expect(rewrite('<p class="B">B</p>')).toBe('<p class="B">D</p>');
    expect(rewrite('&AElig; Bob')).toBe('&AElig; Bob');
    expect(rewrite('A good answer; A is right')).toBe('A good answer; B is right');
    // An ascending run reads as a citation; a descending run or a letter past the options does not.
    expect(rewrite('CD and DB and E')).toBe('AC and DB and E');
    expect(rewrite('')).toBe('');
  });
});
