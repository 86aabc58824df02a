// Browser test of course authoring in the back office (issue 20 item 6): a back-office user adds a
// category, creates a course with a video chapter and a PDF chapter (both uploaded through the file
// service), publishes it, assigns it to an org unit with a deadline, and a learner of that unit finds it
// in My Task. Each page is audited with axe-core and photographed.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  courseAdminPaths,
  myTaskPaths,
  type TAdminCourseDetail,
  type TCoursePageReply,
} from '@elearning/shared';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, launchBrowser, newContext } from '../lib/browser.ts';
import { enterDate, settledScreenshot, text } from '../lib/shell.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../apps/server/src/seed/fixtures');
const suffix = Date.now().toString(36).slice(-5);
const COURSE = `E2E 谈判技巧 ${suffix}`;
const CATEGORY = `E2E 分类 ${suffix}`;

async function signIn(page: Page) {
  await page.goto('/admin/course/catalog');
  await page.getByTestId('admin-login').waitFor();
  await page.getByLabel(/^(账号|Account)$/).fill('backoffice');
  await page.getByLabel(/^(密码|Password)$/).fill('elearn123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL((url) => url.pathname === '/admin/course/catalog');
}

/** Picks `title` in the open antd tree or select dropdown. */
async function pick(page: Page, title: string | RegExp) {
  const option = page
    .locator('.ant-select-dropdown:visible')
    .locator('.ant-select-tree-node-content-wrapper, .ant-select-item-option')
    .filter({ hasText: title })
    .first();
  await option.click();
}

describe('course authoring in the back office', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('creates, publishes and assigns a course that the learner then finds in My Task', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);

    // A category.
    await page.getByTestId('category-table').waitFor();
    await page.getByTestId('category-add').click();
    await page.getByTestId('category-name').fill(CATEGORY);
    await page.getByTestId('category-save').click();
    await page.getByTestId('category-table').getByText(CATEGORY).waitFor();
    await expectAccessible(page, 'course categories');
    await settledScreenshot(page, 'course-admin-categories');

    // The course: basic information and two uploaded chapters.
    await page.goto('/admin/course/establishCourse');
    await page.getByTestId('course-editor').waitFor();
    await page.getByTestId('course-name').fill(COURSE);
    await page.getByTestId('course-category').click();
    await pick(page, CATEGORY);
    const add = page.getByRole('combobox', { name: '添加章节' });
    await add.click();
    await pick(page, /^视频$/);
    await add.click();
    await pick(page, /^课件$/);
    const rows = page.getByTestId('chapter-row');
    await rows.nth(0).locator('input[type=file]').setInputFiles(path.join(FIXTURES, 'lesson.mp4'));
    await rows
      .nth(0)
      .getByTestId('chapter-file')
      .filter({ hasText: 'lesson.mp4' })
      .waitFor({ timeout: 30_000 });
    await rows.nth(1).locator('input[type=file]').setInputFiles(path.join(FIXTURES, 'handbook.pdf'));
    await rows
      .nth(1)
      .getByTestId('chapter-file')
      .filter({ hasText: 'handbook.pdf' })
      .waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'course editor');
    await settledScreenshot(page, 'course-admin-editor');
    await page.getByTestId('course-publish').click();
    await page.waitForURL((url) => url.searchParams.has('id'));
    const courseId = Number(new URL(page.url()).searchParams.get('id'));
    assert.ok(courseId > 0);

    // Published, in the list.
    await page.goto('/admin/course/courseDraft');
    const list = page.getByTestId('course-admin-list');
    await list.getByText(COURSE).waitFor();
    const row = list.locator('tr').filter({ hasText: COURSE });
    assert.match(await text(row), /已发布.*已上架/);
    await expectAccessible(page, 'course list');
    await settledScreenshot(page, 'course-admin-list');

    // Assign to an org unit (the first one of the tree, which the seeded learner is under) with a deadline.
    await row.getByRole('button', { name: '指派与学员' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/course/detail');
    await page.getByTestId('target-tree').click();
    const firstOrg = page
      .locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper')
      .first();
    const orgName = await text(firstOrg);
    await firstOrg.click();
    await page.getByTestId('target-add').click();
    await enterDate(page, page.locator('input#assign-deadline'), new Date(Date.now() + 30 * 86_400_000));
    await page.getByTestId('assign-save').click();
    await page.getByTestId('assignment-list').getByText(orgName).waitFor();
    await expectAccessible(page, 'course assignment');
    await settledScreenshot(page, 'course-admin-assign');

    // What the server now holds, and what the learner sees.
    const admin = await apiLogin('backoffice');
    const detail = await apiCall<TAdminCourseDetail>(
      admin.access_token,
      'GET',
      `${courseAdminPaths.courseDetail}?courseId=${courseId}`,
    );
    assert.deepEqual(
      detail.chapters.map((chapter) => chapter.fileName),
      ['lesson.mp4', 'handbook.pdf'],
    );
    assert.equal(detail.status, 1);
    const learner = await apiLogin('learner');
    const tasks = await apiCall<TCoursePageReply>(learner.access_token, 'POST', myTaskPaths.myRequireCourse, {
      pageSize: 100,
    });
    assert.ok(
      tasks.data.some((card) => card.id === courseId),
      'the assigned course is in My Task',
    );
    await context.close();
  });
});
