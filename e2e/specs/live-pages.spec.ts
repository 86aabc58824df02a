// Browser tests of the live pages other than going live (live.spec.ts): the H5 watch page at its 220 px
// minimum width, the My Task live sub-tab, the home page's 最新直播, the lecturer's live tab, a live exam
// pushed from /beginLive and opened from the learner's watch page, the back office's live pages (list,
// editor, categories, audience, statistics), and the live list in English. Every page is audited by axe.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { livePaths, type TLiveItem, type TPage } from '@elearning/shared';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, newContext } from '../lib/browser.ts';
import { settledScreenshot, signedInPage } from '../lib/shell.ts';

const SINGLE_LIVE = '新任经理的第一堂课';
const SIGN_UP_LIVE = '年度战略解读（需报名）';

async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
}

async function backOffice(page: Page, path: string) {
  await page.goto(`/admin/${path}`);
  await page.getByTestId('admin-login').waitFor();
  await page.getByLabel(/^(账号|Account)$/).fill('backoffice');
  await page.getByLabel(/^(密码|Password)$/).fill('elearn123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL((url) => url.pathname === `/admin/${path}`);
}

/** Runs `steps`; on a failure keeps a screenshot of `page` (named `live-fail-<name>`) to look at. */
async function shotOnFailure(page: Page, name: string, steps: () => Promise<void>) {
  try {
    await steps();
  } catch (failure) {
    await page.screenshot({ path: `screenshots/live-fail-${name}.png` }).catch(() => undefined);
    throw failure;
  }
}

async function inEnglish(page: Page) {
  await page.evaluate(() =>
    localStorage.setItem(
      'elearning-language',
      JSON.stringify({ dataType: 'string', content: 'en', type: 'local', datetime: Date.now() }),
    ),
  );
  await page.reload();
}

describe('live pages', () => {
  let browser: Browser;
  let liveId = 0;

  before(async () => {
    browser = await launch();
    const lecturer = (await apiLogin('lecturer')).access_token;
    const lives = await apiCall<TPage<TLiveItem>>(
      lecturer,
      'GET',
      `${livePaths.lecturerLives}?pageNo=1&pageSize=50`,
    );
    const live = lives.data.find((item) => item.channelName === SINGLE_LIVE);
    assert.ok(live, `demo live ${SINGLE_LIVE}`);
    liveId = live.liveId;
  });
  after(async () => {
    await browser?.close();
  });

  it('fits the H5 watch page into 220 px', async () => {
    const context = await newContext(browser);
    const page = await signedInPage(context, 'learner');
    await page.setViewportSize({ width: 220, height: 640 });
    await page.goto(`/live/watchliveH5?id=${liveId}`);
    await page.getByTestId('watch-live-page').waitFor();
    await page.getByTestId('live-chat').waitFor();
    await settledScreenshot(page, 'live-h5-220');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(overflow <= 220, `the H5 page is ${overflow}px wide at 220px`);
    await settledScreenshot(page, 'live-h5-220');
    await context.close();
  });

  it('shows the learner’s lives in My Task and 最新直播 on the home page', async () => {
    // A live the learner signed up for is on their My Task list (list 4).
    const learnerToken = (await apiLogin('learner')).access_token;
    const all = await apiCall<TPage<TLiveItem>>(
      learnerToken,
      'GET',
      `${livePaths.list}?listType=3&pageNo=1&pageSize=50`,
    );
    const signUpLive = all.data.find((item) => item.channelName === SIGN_UP_LIVE);
    assert.ok(signUpLive, `demo live ${SIGN_UP_LIVE}`);
    await apiCall(learnerToken, 'POST', livePaths.applyJoin, { liveId: signUpLive.liveId }).catch(
      () => undefined,
    );
    const context = await newContext(browser);
    const page = await signedInPage(context, 'learner');
    await page.goto('/myTask/myLearn/myLiveList');
    const list = page.getByTestId('my-live-list');
    await shotOnFailure(page, 'my-task', async () => {
      await list.waitFor();
      await list.getByText(SIGN_UP_LIVE).first().waitFor();
    });
    await settledScreenshot(page, 'live-my-task');
    await page.goto('/');
    const section = page.getByRole('heading', { name: '最新直播' });
    await section.waitFor();
    await section.scrollIntoViewIfNeeded();
    await page.getByTestId('live-card').first().waitFor();
    await settledScreenshot(page, 'live-home-section');
    await context.close();
  });

  it('lets the lecturer push a live exam that the learner opens from the watch page', async () => {
    const lecturerToken = (await apiLogin('lecturer')).access_token;
    // The lecturer's published exams free to push (one bound to a training is not offered).
    const exams = await apiCall<{ examId: number; examName: string }[]>(
      lecturerToken,
      'GET',
      `${livePaths.pushableExams}?liveId=${liveId}`,
    );
    const exam = exams[0];
    assert.ok(exam, 'a published exam of the demo lecturer free to push');

    const lecturerContext = await newContext(browser);
    const lecturer = await signedInPage(lecturerContext, 'lecturer');
    await lecturer.goto('/lecturerTask/task?clickData=live');
    await lecturer.getByTestId('lecturer-live-tab').getByText(SINGLE_LIVE).waitFor();
    await settledScreenshot(lecturer, 'live-lecturer-tab');
    await lecturer.goto(`/beginLive?id=${liveId}`);
    const panel = lecturer.getByTestId('live-exam-panel');
    await panel.waitFor();
    await panel.getByRole('combobox', { name: /选择考试/ }).click();
    await lecturer
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: exam.examName })
      .first()
      .click();
    await panel.getByTestId('live-exam-push').click();
    await shotOnFailure(lecturer, 'exam-push', () =>
      panel.getByTestId('live-exam-results').getByText(exam.examName).waitFor(),
    );
    await expectAccessible(lecturer, 'begin live with the exam panel');
    await settledScreenshot(lecturer, 'live-exam-pushed');

    const learnerContext = await newContext(browser);
    const learner = await signedInPage(learnerContext, 'learner');
    await learner.goto(`/live/WatchLive?id=${liveId}`);
    await learner.getByTestId('live-exam-open').click();
    const take = learner.getByTestId('live-exam-take').first();
    await take.waitFor();
    // Settled first: axe measuring the dialog mid fade-in reads its text as too faint.
    await settledScreenshot(learner, 'live-exam-dialog');
    await expectAccessible(learner, 'watch page with the live exam dialog');
    await take.click();
    await learner.waitForURL((url) => url.pathname === '/exam/middle');
    await lecturerContext.close();
    await learnerContext.close();
  });

  it('runs the back office’s live pages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await backOffice(page, 'live/liveList');
    await page.getByText(SINGLE_LIVE).first().waitFor();
    await settledScreenshot(page, 'live-admin-list');

    const name = `E2E 分类 ${Date.now().toString(36)}`;
    await page.goto('/admin/live/classify');
    await page.getByTestId('live-category-tree').waitFor();
    await page.getByTestId('category-add').click();
    await page.getByTestId('category-name').fill(name);
    await page.getByRole('button', { name: /^(确定|OK)$/ }).click();
    await page.getByTestId('live-category-tree').getByText(name).waitFor();
    await expectAccessible(page, 'live categories');
    await settledScreenshot(page, 'live-admin-categories');

    await page.goto('/admin/live/audience');
    await page.getByTestId('live-audience-list').waitFor();
    await settledScreenshot(page, 'live-admin-audience');
    await page.goto('/admin/live/stat');
    await page.getByText(SINGLE_LIVE).first().waitFor();
    await settledScreenshot(page, 'live-admin-stat');
    await context.close();
  });

  it('speaks English on the live list', async () => {
    const context = await newContext(browser, 'en');
    const page = await signedInPage(context, 'learner');
    await inEnglish(page);
    await page.goto('/live/list');
    await shotOnFailure(page, 'english', async () => {
      await page.getByRole('tab', { name: 'All lives' }).waitFor();
      await page.getByTestId('live-card').first().waitFor();
    });
    await settledScreenshot(page, 'live-list-en');
    await context.close();
  });
});
