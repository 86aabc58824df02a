// Browser test of homework in the back office (issue 13): an assignment a learner handed in a PDF for is
// listed with its counts; the back office opens its submissions, grades one, and downloads every handed-in
// file as one zip; a course's 作业 chapter gets a new assignment; the training editor's homework session
// picks that assignment by name and saves it. Each page is audited with axe-core and photographed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ChapterType,
  courseAdminPaths,
  filePaths,
  homeworkAdminPaths,
  homeworkPaths,
  type TAdminCourseDetail,
  type TAdminCourseRow,
  type THomeworkAdminRow,
  type TPage,
  type TStoredFile,
  type TUploadToken,
  trainingAdminPaths,
} from '@elearning/shared';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, baseUrl, launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot } from '../lib/shell.ts';

const suffix = Date.now().toString(36).slice(-5);
const TITLE = `E2E 培训心得 ${suffix}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function uploadAs(token: string, name: string, content: Buffer): Promise<TStoredFile> {
  const { uploadToken, uploadUrl } = await apiCall<TUploadToken>(token, 'GET', filePaths.uploadToken);
  const form = new FormData();
  form.append('token', uploadToken);
  form.append('public', 'true');
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const reply = await fetch(`${baseUrl}${uploadUrl}`, {
    method: 'POST',
    body: form,
    headers: { 'tenant-id': 'learn' },
  });
  const body = (await reply.json()) as { resCode: number; resMsg: string; response: TStoredFile };
  assert.equal(body.resCode, 200, body.resMsg);
  return body.response;
}

async function signIn(page: Page, url: string) {
  await page.goto(url);
  await page.getByTestId('admin-login').waitFor();
  await page.getByLabel(/^(账号|Account)$/).fill('backoffice');
  await page.getByLabel(/^(密码|Password)$/).fill('elearn123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL((current) => current.pathname === url.split('?')[0]);
}

describe('homework in the back office', () => {
  let browser: Browser;
  let jobId = 0;

  before(async () => {
    browser = await launchBrowser();
    const admin = await apiLogin('backoffice');
    jobId = (
      await apiCall<{ id: number }>(admin.access_token, 'POST', homeworkAdminPaths.save, {
        source: 'train',
        bizId: 990_000 + Math.floor(Math.random() * 9000),
        bizName: `E2E 培训 ${suffix}`,
        title: TITLE,
        instructions: '<p>写一篇培训心得</p>',
        allowedTypes: ['pdf'],
        targets: [{ targetType: 'all', targetId: 0 }],
      })
    ).id;
    const learner = await apiLogin('apprentice');
    const file = await uploadAs(learner.access_token, '心得.pdf', PDF);
    await apiCall(learner.access_token, 'POST', homeworkPaths.submit, {
      jobId,
      content: '我的培训心得',
      files: [{ fileName: '心得.pdf', filePath: file.url, fileSize: PDF.length }],
    });
  });
  after(async () => {
    await browser?.close();
  });

  it('lists the assignment, grades the submission and downloads the zip', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, '/admin/homework/list');
    const list = page.getByTestId('hw-admin-list');
    await list.waitFor();
    const row = list.locator('.ant-table-row').filter({ hasText: TITLE });
    await row.waitFor();
    await settledScreenshot(page, 'homework-admin-list');
    await expectAccessible(page, 'homework admin list');

    await row.getByRole('button', { name: /^(批阅|Review)$/ }).click();
    await page.getByTestId('hw-admin-submissions').waitFor();
    await page.locator('.ant-table-row').first().click();
    const panel = page.locator('[data-testid^="hw-review-"]').first();
    await panel.waitFor();
    await panel.getByRole('link', { name: '心得.pdf' }).waitFor();
    await panel.getByRole('spinbutton').fill('92');
    await panel.getByRole('textbox').fill('很好');
    await settledScreenshot(page, 'homework-admin-review');
    await expectAccessible(page, 'homework admin submissions');
    await panel.locator('[data-testid^="hw-grade-"]').click();
    await page.getByText('批改成功').waitFor();
    await page.locator('.ant-table-row').first().getByText('已批改').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('hw-zip').click()]);
    assert.equal(download.suggestedFilename(), `${TITLE}.zip`);
    const saved = await download.path();
    assert.ok(saved, 'the zip was saved');
    await settledScreenshot(page, 'homework-admin-graded');
    await context.close();
  });

  it('attaches homework to a 作业 chapter from the course editor', async () => {
    const admin = await apiLogin('backoffice');
    const list = await apiCall<TPage<TAdminCourseRow>>(
      admin.access_token,
      'GET',
      `${courseAdminPaths.courseList}?pageNo=1&pageSize=50`,
    );
    let courseId = 0;
    for (const row of list.data) {
      const detail = await apiCall<TAdminCourseDetail>(
        admin.access_token,
        'GET',
        `${courseAdminPaths.courseDetail}?courseId=${row.courseId}`,
      );
      if (detail.chapters.some((chapter) => chapter.type === ChapterType.homework)) {
        courseId = row.courseId;
        break;
      }
    }
    assert.ok(courseId, 'a course with a homework chapter');
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, `/admin/course/establishCourse?id=${courseId}`);
    await page.getByTestId('course-editor').waitFor();
    await settledScreenshot(page, 'homework-course-editor');
    const picker = page.getByTestId('hw-picker').first();
    await picker.waitFor();
    await picker.getByTestId('hw-picker-add').click();
    const editor = page.getByTestId('hw-editor');
    await editor.waitFor();
    const title = `E2E 章节作业 ${suffix}`;
    await editor.getByLabel(/^(作业标题|Title)$/).fill(title);
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /^(保存|Save)$/ })
      .click();
    await picker.getByText(title).waitFor();
    await picker.scrollIntoViewIfNeeded();
    await settledScreenshot(page, 'homework-course-editor-picker');
    await context.close();
    // Leave the demo course as it was: the learner specs that follow pick its first open homework.
    const made = await apiCall<TPage<THomeworkAdminRow>>(
      admin.access_token,
      'GET',
      `${homeworkAdminPaths.list}?pageNo=1&pageSize=100`,
    );
    const ids = made.data.filter((row) => row.title === title).map((row) => row.id);
    assert.equal(ids.length, 1);
    await apiCall(admin.access_token, 'POST', homeworkAdminPaths.remove, { ids });
  });

  it('picks the homework of a training session by name in the training editor', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, '/admin/train/list');
    await page.getByRole('button', { name: '新建培训' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const trainName = `E2E 作业培训 ${suffix}`;
    await drawer.getByLabel('培训名称', { exact: true }).fill(trainName);
    // A range picker with time: type each end and confirm it with the pop-up's OK (Enter would submit the
    // whole form), so the pop-up is closed before the next click (an open pop-up covers the fields below).
    const fillRange = async (index: number, from: string, to: string) => {
      const inputs = drawer.locator('.ant-picker-range').nth(index).locator('input');
      // The last open pop-up: under load the previous one may still be fading out, and two matches would
      // fail Playwright's strict locator.
      const ok = page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').last();
      await inputs.first().click();
      await inputs.first().fill(from);
      await ok.click();
      await inputs.last().fill(to);
      await ok.click();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLElement>('.ant-picker-dropdown')].every(
          (d) => !d.checkVisibility(),
        ),
      );
    };
    await fillRange(0, '2027-03-01 09:00:00', '2027-03-05 17:00:00');
    await drawer.getByRole('button', { name: '+ 日程' }).click();
    await drawer.getByLabel('日程类型').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="作业"]').click();
    await drawer.getByPlaceholder('培训名称').fill('提交培训心得');
    await fillRange(1, '2027-03-02 09:00:00', '2027-03-02 12:00:00');
    const picker = drawer.getByRole('combobox', { name: '选择作业（输入名称搜索）' });
    await picker.click();
    await picker.fill(TITLE);
    const option = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: TITLE });
    await option.click();
    await drawer.getByTestId('training-session-homework').getByText(TITLE).waitFor();
    await settledScreenshot(page, 'homework-training-editor-picker');
    await expectAccessible(page, 'training editor with the homework picker');
    await drawer
      .getByRole('button', { name: '保 存' })
      .or(drawer.getByRole('button', { name: '保存' }))
      .click();
    await drawer.waitFor({ state: 'detached' });
    await context.close();

    // The saved training's homework session names the chosen assignment.
    const admin = await apiLogin('backoffice');
    const found = await apiCall<TPage<{ id: number; trainName: string }>>(
      admin.access_token,
      'GET',
      `${trainingAdminPaths.train}?pageNo=1&pageSize=10&keyword=${encodeURIComponent(trainName)}`,
    );
    const training = found.data.find((row) => row.trainName === trainName);
    assert.ok(training, 'the training was saved');
    const detail = await apiCall<{ schedule: { kind: string; homeworkId: number | null }[] }>(
      admin.access_token,
      'GET',
      `${trainingAdminPaths.train}?id=${training.id}`,
    );
    assert.deepEqual(
      detail.schedule.map((item) => [item.kind, item.homeworkId]),
      [['homework', jobId]],
    );
  });
});
