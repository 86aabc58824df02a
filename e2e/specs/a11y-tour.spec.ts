// Browser tour of the built pages no other spec opens, so axe-core audits each of them (issue 19 item 6):
// a guest on the account screens, the home page and the catalogues; the learner on course list, detail and
// learn, every My Task tab, the exam list and detail, the wrong-question book and messages; the lecturer on
// the course tab and a course's study list; and the learner's home and catalogue in English. Each
// `goto` audits the page it reaches (lib/a11y.ts); this spec also checks that the page it meant to open
// is the one on screen.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { coursePaths, examPaths, type TCourseCard, type TExamItem, type TPage } from '@elearning/shared';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, launchBrowser, newContext, screenshot } from '../lib/browser.ts';
import { settledScreenshot, signedInPage } from '../lib/shell.ts';

/** Opens `url` (audited on arrival) and waits for the element that proves the page is the right one. */
async function visit(page: Page, url: string, testId: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId(testId).first().waitFor();
}

describe('accessibility tour of the built pages', () => {
  let browser: Browser;
  let courseId: number;
  let batchId: number;

  before(async () => {
    browser = await launchBrowser();
    const learner = await apiLogin('learner');
    const courses = await apiCall<TPage<TCourseCard>>(
      learner.access_token,
      'GET',
      `${coursePaths.foregroundCourseList}?pageNo=1&pageSize=1`,
    );
    const exams = await apiCall<TPage<TExamItem>>(learner.access_token, 'POST', examPaths.examList, {
      pageSize: 10,
    });
    assert.ok(courses.data[0] && exams.data[0], 'the demo data has a course and an exam');
    courseId = courses.data[0].id;
    batchId = exams.data[0].batchId;
  });
  after(async () => {
    await browser?.close();
  });

  it('a guest: login, register, forget password, home and the catalogues', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, '/login', 'login-page');
    await visit(page, '/register', 'register-page');
    await page.goto('/forgetPassword');
    await page.locator('.ant-steps').waitFor();
    await visit(page, '/home', 'home-page');
    await page.goto('/course/list');
    await page.goto('/exam/list');
    await page.getByTestId('exam-item').first().waitFor();
    await context.close();
  });

  it('the learner: courses, My Task tabs, exams, wrong-question book and messages', async () => {
    const context = await newContext(browser);
    const page = await signedInPage(context, 'learner');
    await page.goto('/course/list');
    await page.goto(`/course/detail?id=${courseId}`);
    await page.goto(`/course/learn?id=${courseId}`);
    await visit(page, '/myTask?clickData=myLearn', 'required-card');
    // The manage mode shows the selection check boxes on every card.
    await page.getByTestId('manage-toggle').click();
    await expectAccessible(page, 'My Task, managing my courses');
    for (const tab of ['myHomeWork', 'myExamList', 'questionnaire', 'studyMap']) {
      await page.goto(`/myTask?clickData=${tab}`);
    }
    await page.goto(`/exam/detail?id=${batchId}`);
    await page.goto('/wrongs/detail');
    await page.goto('/message/list');
    await settledScreenshot(page, 'a11y-message-list');
    await context.close();
  });

  it('the lecturer: the course tab and a study list', async () => {
    const context = await newContext(browser);
    const page = await signedInPage(context, 'lecturer');
    await visit(page, '/lecturerTask/task', 'lecturer-study-list');
    await page.getByTestId('lecturer-study-list').first().click();
    await page.getByTestId('lecturer-course-detail').waitFor();
    await expectAccessible(page, 'lecturer course study list');
    await context.close();
  });

  it('the learner in English: home and the course catalogue', async () => {
    const context = await newContext(browser, 'en');
    const page = await signedInPage(context, 'learner');
    await page.evaluate(() =>
      localStorage.setItem(
        'elearning-language',
        JSON.stringify({ dataType: 'string', content: 'en', type: 'local', datetime: Date.now() }),
      ),
    );
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await expectAccessible(page, 'home in English');
    await page.goto('/course/list');
    await expectAccessible(page, 'course list in English');
    await screenshot(page, 'a11y-course-list-en');
    await context.close();
  });
});
