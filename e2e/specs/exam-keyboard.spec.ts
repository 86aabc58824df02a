// Browser test of the exam paper with the keyboard alone (issue 19 item 5, issue 9 item 8): sign in, start
// a one-question-at-a-time exam, reach the answer card by the skip link, answer every question and submit
// without a single mouse click. After 下一题 the focus is on the new question's first option, so each
// question costs a few key presses, not dozens of Tabs under its 60 s clock.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { examPaths, type TAnswerReview, type TExamItem, type TPage } from '@elearning/shared';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, launchBrowser, newContext, screenshot } from '../lib/browser.ts';

const ONE_BY_ONE_EXAM = '企业文化知识测评';
/** Arranged to the whole organisation and not taken by any other spec. */
const ACCOUNT = 'orgadmin';

/** The focused element's test id, or its closest ancestor's. */
function focusedTestId(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? null,
  );
}

/** Presses Tab (Shift+Tab backwards) until the element with `testId` has the focus; returns the presses. */
async function tabTo(page: Page, testId: string, backwards = false, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if ((await focusedTestId(page)) === testId) return presses;
  }
  throw new Error(`${testId} was not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** The question on screen (answer mode 2 shows one) and whether the focus is on its first answer option. */
async function questionInFocus(page: Page): Promise<{ id: number; onFirstOption: boolean }> {
  return page.evaluate(() => {
    const article = document.querySelector<HTMLElement>('article[id^="q-"]');
    const id = Number(article?.id.replace('q-', ''));
    const first = [...(article?.querySelectorAll('input, textarea') ?? [])].find(
      (control) => !control.closest('.paper-question__doubt'),
    );
    return { id, onFirstOption: first !== undefined && document.activeElement === first };
  });
}

describe('exam paper by keyboard', () => {
  let browser: Browser;
  let batchId: number;

  before(async () => {
    browser = await launchBrowser();
    const token = (await apiLogin(ACCOUNT)).access_token;
    const exams = await apiCall<TPage<TExamItem>>(token, 'POST', examPaths.examList, {
      pageSize: 40,
    });
    const exam = exams.data.find((item) => item.examName === ONE_BY_ONE_EXAM);
    assert.ok(exam, `${ACCOUNT} is arranged to ${ONE_BY_ONE_EXAM}`);
    batchId = exam.batchId;
  });
  after(async () => {
    await browser?.close();
  });

  it('answers and submits a one-question-at-a-time paper with the keyboard alone', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());

    // Sign in: type into the fields and send the form with Enter.
    await page.goto('/login');
    await page.getByTestId('login-page').waitFor();
    await tabTo(page, 'login-username');
    await page.keyboard.type(ACCOUNT);
    await tabTo(page, 'login-password');
    await page.keyboard.type('elearn123');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/home');

    await page.goto(`/exam/middle?id=${batchId}`);
    await page.getByTestId('exam-begin').waitFor();
    await tabTo(page, 'exam-begin');
    await page.keyboard.press('Enter');
    await page.getByTestId('exam-paper').waitFor();
    const attemptId = Number(await page.getByTestId('exam-paper').getAttribute('data-attempt-id'));
    await page.getByTestId('question-timer').waitFor();
    await expectAccessible(page, 'exam paper, one question at a time');

    // The skip link leads to the answer card; its first number opens question 1 with the focus on it.
    await tabTo(page, 'skip-to-answer-card', false, 3);
    await page.keyboard.press('Enter');
    assert.equal(await focusedTestId(page), 'answer-card');
    const cards = page.locator('[data-testid^="card-"]');
    const total = await cards.count();
    assert.ok(total >= 5, `the paper has ${total} questions`);
    const firstCard = (await cards.first().getAttribute('data-testid')) ?? '';
    assert.equal(await tabTo(page, firstCard, false, 1), 1, 'the first number is the next Tab stop');
    await page.keyboard.press('Enter');
    let shown = await questionInFocus(page);
    assert.equal(`card-${shown.id}`, firstCard);
    assert.ok(shown.onFirstOption, 'the answer card moves the focus to the question');

    const tabsPerQuestion: number[] = [];
    for (let number = 1; number <= total; number += 1) {
      // Space picks the focused option, a radio button or a check box alike.
      const answered = page.locator(`[data-testid="card-${shown.id}"][data-answered="true"]`);
      await page.keyboard.press('Space');
      const took = await answered.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      );
      if (!took) {
        // A key pressed while the question re-renders (its clock starting) can be lost; a person presses again.
        // Only when the focused option is still unchosen, so a second Space never undoes a choice.
        const checked = await page.evaluate(
          () => (document.activeElement as HTMLInputElement | null)?.checked,
        );
        assert.notEqual(
          checked,
          true,
          `question ${number}: the option is chosen but the card does not show it`,
        );
        await page.keyboard.press('Space');
        await answered.waitFor();
      }
      if (number === total) break;
      tabsPerQuestion.push(await tabTo(page, 'paper-next', false, 8));
      await page.keyboard.press('Enter');
      const previous = shown.id;
      await page.locator(`[data-testid="question-${previous}"]`).waitFor({ state: 'detached' });
      shown = await questionInFocus(page);
      assert.ok(shown.onFirstOption, `after 下一题 the focus is on question ${number + 1}'s first option`);
    }
    assert.equal(await page.locator('[data-testid^="card-"][data-answered="true"]').count(), total);
    await screenshot(page, 'exam-keyboard-answered');

    // 交卷 is in the header, before the question: back with Shift+Tab, then confirm in the dialog.
    await tabTo(page, 'paper-submit', true);
    await page.keyboard.press('Enter');
    const counts = page.getByTestId('submit-counts');
    await counts.waitFor();
    assert.equal(await counts.getAttribute('data-unanswered'), '0');
    await tabTo(page, 'submit-continue-submitting', false, 6);
    await page.keyboard.press('Enter');
    await page.getByTestId('paper-result').waitFor();
    await expectAccessible(page, 'exam result');
    await screenshot(page, 'exam-keyboard-result');

    const token = (await apiLogin(ACCOUNT)).access_token;
    const review = await apiCall<TAnswerReview>(
      token,
      'GET',
      `${examPaths.viewAnswerEachSession}?attemptId=${attemptId}`,
    );
    const questions = review.sections.flatMap((section) => section.questions);
    assert.equal(questions.length, total);
    assert.ok(
      questions.every((question) => question.myAnswer !== null),
      'the server holds the answer typed for every question',
    );
    console.log(`Tab presses from one answered question to 下一题: ${tabsPerQuestion.join(', ')}`);
    assert.ok(
      Math.max(...tabsPerQuestion) <= 6,
      'a question needs a handful of Tabs to reach 下一题, not ~28',
    );
    await context.close();
  });
});
