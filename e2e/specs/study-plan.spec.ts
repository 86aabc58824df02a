// Browser tests of study plans (issue 14) on the demo data, as the apprentice meets them: My Task's study
// tab shows the "study plan" sub-tab (the learner has plans) without the manage toggle; the onboarding
// plan's card opens /learningPlanDetail with the second course locked behind the first; the learner
// studies the first course to the end (video played out, article read), comes back and sees the plan's
// progress move and the second course unlocked; the back office shows the plan list, editor and report, and
// its plan categories are added, disabled and deleted. Every page is audited with axe-core.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { coursePaths, type TCourseRecord } from '@elearning/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, launchBrowser, newContext } from '../lib/browser.ts';
import { eventually, settledScreenshot, signedInPage } from '../lib/shell.ts';

const ACCOUNT = 'apprentice';
const PLAN = '新员工入职学习计划';

async function planProgress(page: Page): Promise<number> {
  // antd's Progress carries role="progressbar" and aria-valuenow on its root (the element with the test id).
  const value = await page
    .getByTestId('plan-progress')
    .evaluate(
      (element) =>
        element.getAttribute('aria-valuenow') ??
        element.querySelector('[aria-valuenow]')?.getAttribute('aria-valuenow') ??
        null,
    );
  return Number(value ?? -1);
}

async function itemStates(page: Page): Promise<string[]> {
  return page
    .getByTestId('plan-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-state') ?? ''));
}

describe('study plans', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await signedInPage(context, ACCOUNT);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows the study plan sub-tab without the manage toggle, and the plan cards', async () => {
    await page.goto('/myTask?clickData=myLearn');
    await page.getByTestId('manage-toggle').waitFor();
    await page.getByRole('tab', { name: '学习计划' }).click();
    await page.getByTestId('my-plan-list').getByTestId('plan-card').first().waitFor();
    assert.equal(await page.getByTestId('manage-toggle').count(), 0, 'no manage toggle on study plans');
    assert.ok((await page.getByTestId('plan-card').count()) >= 2);
    await expectAccessible(page, 'my task: study plans');
    await settledScreenshot(page, 'study-plan-my-task');
  });

  it('opens the plan, studies its first course to the end and sees the progress move', async () => {
    await page.getByTestId('plan-card').filter({ hasText: PLAN }).click();
    await page.waitForURL((url) => url.pathname === '/learningPlanDetail');
    await page.getByTestId('plan-detail').waitFor();
    const before = await planProgress(page);
    const states = await itemStates(page);
    assert.equal(states[1], 'locked', 'the second course waits for the first');
    await expectAccessible(page, 'study plan detail');
    await settledScreenshot(page, 'study-plan-detail-before');
    const planUrl = page.url();

    await page.getByTestId('plan-item-open').first().click();
    await page.waitForURL((url) => url.pathname === '/course/detail');
    const courseId = Number(new URL(page.url()).searchParams.get('id'));
    await page.goto(`/course/learn?id=${courseId}`);
    const video = page.getByTestId('course-video');
    await video.waitFor();
    // Play the video out: from just before its end to the end.
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      if (Number.isNaN(element.duration))
        await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
      element.currentTime = Math.max(0, element.duration - 1.5);
      const ended = new Promise((resolve) => element.addEventListener('ended', resolve, { once: true }));
      await element.play();
      await ended;
    });
    // Then read the article chapter, and leave it.
    await page.getByTestId('catalog-item').nth(1).click();
    await page.getByTestId('learn-article').waitFor();
    await page.getByTestId('catalog-item').first().click();
    await page.goto('/home');

    const token = (await apiLogin(ACCOUNT)).access_token;
    await eventually(
      async () => {
        const record = await apiCall<TCourseRecord>(
          token,
          'GET',
          `${coursePaths.getCourseRecord}?courseId=${courseId}`,
        );
        return record.totalPrecent >= 100;
      },
      'the first course to be complete',
      20_000,
    );

    await page.goto(planUrl);
    await page.getByTestId('plan-detail').waitFor();
    await eventually(async () => (await planProgress(page)) > before, 'the plan progress to move');
    const after = await itemStates(page);
    assert.equal(after[0], 'done');
    assert.notEqual(after[1], 'locked', 'the second course is open now');
    await settledScreenshot(page, 'study-plan-detail-after');
  });

  it('shows the back office the plan list, the editor and the progress report', async () => {
    const admin = await newContext(browser);
    const office = await admin.newPage();
    await office.goto('/admin/learnPlan/CoursePlanList');
    await office.getByTestId('admin-login').waitFor();
    await office.getByLabel(/^(账号|Account)$/).fill('backoffice');
    await office.getByLabel(/^(密码|Password)$/).fill('elearn123');
    await office.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
    await office.waitForURL((url) => url.pathname === '/admin/learnPlan/CoursePlanList');
    const row = office.getByTestId('study-plan-list').locator('tr', { hasText: PLAN });
    await row.waitFor();
    await expectAccessible(office, 'back office: study plans');
    await settledScreenshot(office, 'study-plan-admin-list');

    await row.getByRole('button', { name: '编辑' }).click();
    await office.getByTestId('study-plan-edit').waitFor();
    await office.getByTestId('plan-item-ref').first().waitFor();
    await settledScreenshot(office, 'study-plan-admin-edit');

    await office.goBack();
    await office
      .getByTestId('study-plan-list')
      .locator('tr', { hasText: PLAN })
      .getByRole('button', { name: '进度报表' })
      .click();
    await office.getByTestId('study-plan-report').locator('tr', { hasText: '赵学徒' }).waitFor();
    await settledScreenshot(office, 'study-plan-admin-report');

    // The plan categories: add one and a subcategory under it, disable the branch (confirmed), refuse to
    // delete the parent while it has a child, delete the child and then the parent (confirmed).
    await office.goto('/admin/learnPlan/catalog');
    const tree = office.getByTestId('plan-category-tree');
    await tree.waitFor();
    const mark = Date.now().toString(36).slice(-5);
    const parent = `E2E 分类 ${mark}`;
    const child = `E2E 子分类 ${mark}`;
    const saveCategory = async (name: string) => {
      await office.getByTestId('plan-category-name').fill(name);
      await office
        .locator('.ant-modal')
        .getByRole('button', { name: /确\s*定|OK/ })
        .click();
      await office.locator('.ant-modal').waitFor({ state: 'detached' });
    };
    const rowOf = (name: string) => tree.locator('tr.ant-table-row').filter({ hasText: name });
    const confirm = () =>
      office
        .locator('.confirm-action')
        .getByRole('button', { name: /确\s*定|OK/ })
        .click();
    await office.getByTestId('plan-category-add').click();
    await saveCategory(parent);
    await rowOf(parent).waitFor();
    await rowOf(parent).getByRole('button', { name: '新建子分类' }).click();
    await saveCategory(child);
    // The tree opens every row it first shows; a row that has just got its first child stays closed.
    const expand = rowOf(parent).locator('.ant-table-row-expand-icon');
    if ((await expand.getAttribute('aria-expanded')) !== 'true') await expand.click();
    await rowOf(child).waitFor();
    await expectAccessible(office, 'back office: plan categories');
    await settledScreenshot(office, 'study-plan-admin-categories');

    await rowOf(parent).getByRole('button', { name: '停用' }).click();
    await confirm();
    await rowOf(child).getByText('已停用').waitFor();
    await rowOf(parent).getByRole('button', { name: '删除' }).click();
    await office.getByText('该分类下存在子分类，请先将子分类调整后再删除').waitFor();
    await rowOf(child).getByRole('button', { name: '删除' }).click();
    await confirm();
    await rowOf(child).waitFor({ state: 'detached' });
    await rowOf(parent).getByRole('button', { name: '删除' }).click();
    await confirm();
    await rowOf(parent).waitFor({ state: 'detached' });
    await settledScreenshot(office, 'study-plan-admin-categories-after');
    await admin.close();
  });
});
