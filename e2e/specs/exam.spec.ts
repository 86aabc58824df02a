// Browser tests of exams on the demo data: take an exam of every question type and submit it; go offline,
// answer three more questions, reload while offline, come back online — every answer reaches the server;
// answer mode 2 locks a timed-out question; submitting with unanswered questions shows the counts; the
// wrong-question book lists the wrong answers. Each test signs in as its own demo account, since the
// open exams are arranged to everyone and allow one attempt each.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  examPaths,
  type TAnswerReview,
  type TExamItem,
  type TOpenQuestionResult,
  type TPage,
  type TTakeExam,
  type TWrongItem,
} from '@elearning/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, launchBrowser, newContext, screenshot } from '../lib/browser.ts';

const EVERY_TYPE_EXAM = '信息安全意识年度考试';
const ONE_BY_ONE_EXAM = '企业文化知识测评';

async function signIn(page: Page, account: string) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(account);
  await page.getByTestId('login-password').fill('elearn123');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/home');
}

/** From the exam center through the middle page into the paper; returns the attempt id. */
async function openPaper(page: Page, examName: string): Promise<number> {
  await page.goto('/exam/list');
  const item = page.getByTestId('exam-item').filter({ hasText: examName });
  await item.getByTestId('exam-enter').click();
  await page.getByTestId('exam-middle-page').waitFor();
  await expectAccessible(page, `exam middle: ${examName}`);
  await page.getByTestId('exam-begin').click();
  await page.getByTestId('exam-paper').waitFor();
  await expectAccessible(page, `exam paper: ${examName}`);
  return Number(await page.getByTestId('exam-paper').getAttribute('data-attempt-id'));
}

async function questionIds(page: Page, type: string): Promise<number[]> {
  const ids = await page
    .locator(`[data-type="${type}"]`)
    .evaluateAll((nodes) =>
      nodes.map((node) => Number((node.getAttribute('data-testid') ?? '').replace('question-', ''))),
    );
  return ids.filter((id) => Number.isInteger(id) && id > 0);
}

/** Picks the option at `index` of a choice question (radio or checkbox). */
async function pick(page: Page, questionId: number, index: number) {
  await page.locator(`[data-testid="answer-${questionId}"] label`).nth(index).click();
}

async function waitSaved(page: Page) {
  await page.locator('[data-testid="save-indicator"][data-state="saved"]').waitFor({ timeout: 15_000 });
}

/** What the paper stored of a mode-2 question's clock: when the server opened it, the limit, the offset. */
async function localQuestionClock(page: Page, attemptId: number, questionId: number) {
  return page.evaluate(
    ({ attemptId, questionId }) => {
      // Inline lambdas only: a named function here would not survive the trip into the page.
      const [draft, paper] = ['exam-draft', 'exam-paper'].map((prefix) => {
        const key = Object.keys(localStorage).find(
          (name) => name.startsWith(`elearning-${prefix}:`) && name.endsWith(`:${attemptId}`),
        );
        const raw = key ? localStorage.getItem(key) : null;
        return raw ? (JSON.parse(raw) as { content: Record<string, unknown> }).content : {};
      }) as [{ opened?: Record<string, number>; clockOffsetMs?: number }, { questionTimeLimit?: number }];
      return {
        openedAt: draft.opened?.[String(questionId)] ?? 0,
        clockOffsetMs: draft.clockOffsetMs ?? 0,
        limitSeconds: paper.questionTimeLimit ?? 0,
      };
    },
    { attemptId, questionId },
  );
}

function acceptDialogs(page: Page) {
  // The paper guards refresh with beforeunload; these tests mean to reload.
  page.on('dialog', (dialog) => void dialog.accept());
}

describe('exams', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  async function freshPage(account: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(browser);
    const page = await context.newPage();
    acceptDialogs(page);
    await signIn(page, account);
    return { context, page };
  }

  it('takes an exam of every question type, and the wrong-question book lists the wrong answers', async () => {
    const { context, page } = await freshPage('learner');
    const attemptId = await openPaper(page, EVERY_TYPE_EXAM);
    for (const type of ['single_choice', 'judgment']) {
      for (const id of await questionIds(page, type)) await pick(page, id, 0);
    }
    for (const type of ['multi_choice', 'not_sure_choice']) {
      for (const id of await questionIds(page, type)) {
        await pick(page, id, 0);
        await pick(page, id, 1);
      }
    }
    for (const id of await questionIds(page, 'blank')) {
      await page.getByTestId(`answer-${id}-blank-0`).fill('8');
    }
    for (const id of await questionIds(page, 'short_answer')) {
      await page.getByTestId(`answer-${id}`).fill('不点击链接，核对发件人，报告信息安全部门。');
    }
    const answered = await page.locator('[data-testid^="card-"][data-answered="true"]').count();
    const total = await page.locator('[data-testid^="card-"]').count();
    assert.equal(answered, total, 'every question of the paper is answered, sub-questions included');
    await waitSaved(page);
    await screenshot(page, 'exam-paper-every-type');

    await page.getByTestId('paper-submit').click();
    assert.equal(await page.getByTestId('submit-counts').getAttribute('data-unanswered'), '0');
    await page.getByTestId('submit-continue-submitting').click();
    await page.getByTestId('paper-result').waitFor();
    await expectAccessible(page, 'exam result');
    await screenshot(page, 'exam-result');

    const token = (await apiLogin('learner')).access_token;
    const review = await apiCall<TAnswerReview>(
      token,
      'GET',
      `${examPaths.viewAnswerEachSession}?attemptId=${attemptId}`,
    );
    const leaves = review.sections.flatMap((s) =>
      s.questions.flatMap((q) => (q.subQuestions.length ? q.subQuestions : [q])),
    );
    assert.ok(
      leaves.every((q) => q.myAnswer !== null),
      'the server holds an answer for every question',
    );
    const wrongIds = leaves
      .filter((q) => q.type !== 'short_answer' && (q.verdict === 'wrong' || q.verdict === 'partial'))
      .map((q) => q.id);
    assert.ok(wrongIds.length > 0);

    await page.goto('/wrongs/detail');
    await page.getByTestId('wrong-book').waitFor();
    const book = await apiCall<TPage<TWrongItem>>(token, 'GET', `${examPaths.wrongList}?pageSize=100`);
    const listed = new Set(book.data.map((item) => item.questionId));
    for (const id of wrongIds) assert.ok(listed.has(id), `question ${id} answered wrongly is in the book`);
    const shown = await page.getByTestId('wrong-item').count();
    assert.ok(shown > 0);
    const first = page.getByTestId('wrong-item').first();
    await first.getByText('查看答案与解析').click();
    await first.getByTestId('wrong-answer').waitFor();
    await screenshot(page, 'exam-wrong-book');
    await context.close();
  });

  it('keeps every answer through going offline and reloading, and sends them once back online', async () => {
    const { context, page } = await freshPage('vip');
    const attemptId = await openPaper(page, EVERY_TYPE_EXAM);
    const singles = await questionIds(page, 'single_choice');
    const judgments = await questionIds(page, 'judgment');
    const blanks = await questionIds(page, 'blank');
    await pick(page, singles[0]!, 1);
    await pick(page, singles[1]!, 2);
    await waitSaved(page);

    await context.setOffline(true);
    await pick(page, singles[2]!, 3);
    await pick(page, judgments[0]!, 1);
    await page.getByTestId(`answer-${blanks[0]}-blank-0`).fill('离线作答');
    await page.locator('[data-testid="save-indicator"][data-state="offline"]').waitFor({ timeout: 15_000 });
    await screenshot(page, 'exam-offline');

    await page.reload();
    await page.getByTestId('exam-paper').waitFor();
    await page.getByTestId('offline-loaded').waitFor();
    assert.equal(await page.getByTestId(`answer-${blanks[0]}-blank-0`).inputValue(), '离线作答');
    assert.equal(await page.locator(`[data-testid="answer-${singles[2]}"] input`).nth(3).isChecked(), true);

    await context.setOffline(false);
    await waitSaved(page);
    const token = (await apiLogin('vip')).access_token;
    const taken = await apiCall<TTakeExam>(token, 'GET', `${examPaths.takeExam}?attemptId=${attemptId}`);
    const held = new Map(taken.answers.map((answer) => [answer.questionId, answer.answer]));
    const optionAt = (id: number, index: number) =>
      taken.sections.flatMap((s) => s.questions).find((q) => q.id === id)!.options[index]!.key;
    assert.equal(held.get(singles[0]!), optionAt(singles[0]!, 1));
    assert.equal(held.get(singles[1]!), optionAt(singles[1]!, 2));
    assert.equal(held.get(singles[2]!), optionAt(singles[2]!, 3));
    assert.equal(held.get(judgments[0]!), optionAt(judgments[0]!, 1));
    assert.deepEqual(held.get(blanks[0]!), ['离线作答']);
    await context.close();
  });

  it('shows the unanswered and doubtful counts before submitting', async () => {
    const { context, page } = await freshPage('tutor');
    await openPaper(page, EVERY_TYPE_EXAM);
    const singles = await questionIds(page, 'single_choice');
    await pick(page, singles[0]!, 0);
    await pick(page, singles[1]!, 0);
    await page.getByTestId(`doubt-${singles[1]}`).click();
    const total = await page.locator('[data-testid^="card-"]').count();
    await page.getByTestId('paper-submit').click();
    const counts = page.getByTestId('submit-counts');
    assert.equal(await counts.getAttribute('data-unanswered'), String(total - 2));
    assert.equal(await counts.getAttribute('data-doubtful'), '1');
    assert.match((await counts.textContent()) ?? '', new RegExp(`${total - 2} 道题未作答，1 道题标记存疑`));
    await screenshot(page, 'exam-submit-counts');
    await page.getByTestId('submit-continue-answering').click();
    await page.getByTestId('paper-submit').click();
    await page.getByTestId('submit-continue-submitting').click();
    await page.getByTestId('paper-result').waitFor();
    await context.close();
  });

  it('locks a question of answer mode 2 once its own time is up', async () => {
    // The browser's clock is driven (Playwright's page.clock) instead of waiting out the 60 s limit: it
    // jumps to just past the moment the question locks and pauses there, so the next question's own
    // clock (started by the server at real time) is not used up by the jump. The server's refusal of a
    // late save is proven by the API test of the same name (exam-take.test.ts) on a factory exam with a
    // 1 s limit; here the server is asked for its lock time, which must be the one the browser used.
    const context = await newContext(browser);
    const page = await context.newPage();
    acceptDialogs(page);
    await page.clock.install();
    await signIn(page, 'apprentice');
    const attemptId = await openPaper(page, ONE_BY_ONE_EXAM);
    const question = page.locator('[data-testid^="question-"]').first();
    const firstId = Number(((await question.getAttribute('data-testid')) ?? '').replace('question-', ''));
    await page.getByTestId('question-timer').waitFor();
    await pick(page, firstId, 0);
    await waitSaved(page);

    const local = await localQuestionClock(page, attemptId, firstId);
    assert.ok(local.openedAt > 0 && local.limitSeconds > 0, 'the question clock started on the server');
    // The paper compares the server's times with its own clock plus the offset it measured.
    const lockAtInBrowser = local.openedAt + local.limitSeconds * 1000 - local.clockOffsetMs;
    await page.clock.pauseAt(lockAtInBrowser + 250);

    // Once locked, the paper moves on to the next question; going back shows this one locked.
    await page.locator(`[data-testid="question-${firstId}"]`).waitFor({ state: 'detached' });
    // The next question is open, with its own time (the timer shows only on an unlocked question).
    await page.getByTestId('question-timer').waitFor();
    await page.getByTestId('paper-prev').click();
    await page.getByTestId(`locked-${firstId}`).waitFor();
    const inputs = page.locator(`[data-testid="answer-${firstId}"] input`);
    for (let i = 0; i < (await inputs.count()); i += 1) assert.equal(await inputs.nth(i).isDisabled(), true);
    assert.equal(await page.getByTestId(`card-${firstId}`).getAttribute('data-answered'), 'true');
    await screenshot(page, 'exam-mode2-locked');

    // Opening it again keeps its clock: the server's lock time is the one the browser locked at.
    const token = (await apiLogin('apprentice')).access_token;
    const server = await apiCall<TOpenQuestionResult>(token, 'POST', examPaths.openQuestion, {
      attemptId,
      questionId: firstId,
    });
    assert.equal(server.openedAt, local.openedAt);
    assert.equal(server.lockAt, local.openedAt + local.limitSeconds * 1000);
    await context.close();
  });

  it('lists the exam center for guests without scores and shows scores in the learner list', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/exam/list');
    await page.getByTestId('exam-item').first().waitFor();
    assert.equal(await page.getByTestId('exam-score').count(), 0);
    const token = (await apiLogin('learner')).access_token;
    const mine = await apiCall<TPage<TExamItem>>(token, 'POST', examPaths.examList, {
      status: 3,
      pageSize: 40,
    });
    assert.ok(mine.data.some((item) => item.score !== null));
    await context.close();
  });
});
