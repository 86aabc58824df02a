// Browser tests of courses and My Task on the demo data. As the learner: open a required course from My
// Task, play its video for a few seconds, leave (the page is closed, so the progress goes by beacon), come
// back — the player resumes and the progress shows on the card; select-all skips the assigned courses;
// remove two electives and see the success message; write, edit and delete a note. As the lecturer:
// export a course's study list and get a valid .xlsx.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { coursePaths, type TCourseChapter, type TCourseRecord } from '@elearning/shared';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, apiLogin, launchBrowser, newContext, screenshot } from '../lib/browser.ts';
import { eventually, signedInPage } from '../lib/shell.ts';

/** Assigned to the learner's department, video first, not started in the demo data. */
const VIDEO_COURSE = 'PostgreSQL 查询优化';
const EXPORT_COURSE = 'Node.js 服务端开发';

async function openMyCourses(page: Page) {
  await page.goto('/myTask?clickData=myLearn');
  await page.getByTestId('required-card').first().waitFor();
}

function requiredCard(page: Page, name: string) {
  return page.getByTestId('required-card').filter({ hasText: name });
}

async function videoTime(page: Page): Promise<number> {
  return page.getByTestId('course-video').evaluate((video: HTMLVideoElement) => video.currentTime);
}

describe('courses and My Task', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await signedInPage(context, 'learner');
  });
  after(async () => {
    await browser?.close();
  });

  it('resumes a video where the learner left off and shows the progress on the My Task card', async () => {
    await openMyCourses(page);
    const card = requiredCard(page, VIDEO_COURSE);
    assert.equal(await card.getByTestId('study-card-progress').textContent(), '0%');
    await card.hover();
    await card.getByTestId('study-card-learn').click();
    await page.waitForURL((url) => url.pathname === '/course/learn');
    const courseId = Number(new URL(page.url()).searchParams.get('id'));
    const video = page.getByTestId('course-video');
    await video.waitFor();
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await eventually(async () => (await videoTime(page)) >= 4, 'the video to play 4 seconds', 20_000);
    await screenshot(page, 'course-learn-video');

    // Closing the page: only the beacon can still save.
    await page.goto('/home');
    const token = (await apiLogin('learner')).access_token;
    let saved: TCourseRecord | undefined;
    await eventually(async () => {
      saved = await apiCall<TCourseRecord>(
        token,
        'GET',
        `${coursePaths.getCourseRecord}?courseId=${courseId}`,
      );
      return saved.records.some((record) => record.lastPosition >= 3);
    }, 'the progress to reach the server');
    assert.ok(saved && saved.totalPrecent > 0, 'the course progress moved');

    await openMyCourses(page);
    const progress = await requiredCard(page, VIDEO_COURSE).getByTestId('study-card-progress').textContent();
    assert.equal(progress, `${saved?.totalPrecent}%`);
    await screenshot(page, 'course-my-task-progress');

    await requiredCard(page, VIDEO_COURSE).hover();
    await requiredCard(page, VIDEO_COURSE).getByTestId('study-card-learn').click();
    await video.waitFor();
    await eventually(async () => (await videoTime(page)) >= 3, 'the player to resume');
    const chapters = await apiCall<TCourseChapter[]>(
      token,
      'GET',
      `${coursePaths.getCatalog}?courseId=${courseId}`,
    );
    const resumedAt = await videoTime(page);
    assert.ok(Math.abs(resumedAt - (chapters[0]?.lastPosition ?? 0)) < 1.5, 'resumed at the saved position');
  });

  it('select-all skips the assigned courses', async () => {
    await openMyCourses(page);
    await page.getByTestId('manage-toggle').click();
    await page.getByTestId('select-all').click();
    const cards = page.locator('[data-testid$="-card"][data-course-id]');
    const total = await cards.count();
    let removable = 0;
    for (let index = 0; index < total; index += 1) {
      const card = cards.nth(index);
      const box = card.locator('input[type="checkbox"]');
      const checked = await box.isChecked();
      if ((await card.getAttribute('data-removable')) === '1') {
        removable += 1;
        assert.ok(checked, 'a removable course is selected');
      } else {
        assert.equal(checked, false, 'an assigned course is never selected');
        assert.ok(await box.isDisabled());
      }
    }
    assert.ok(removable > 0 && removable < total, 'the lists hold both assigned and removable courses');
    assert.equal(await page.getByTestId('selection-count').textContent(), `已选择${removable}门课程`);
    await screenshot(page, 'course-my-task-select-all');
    // Leaving manage mode drops the selection.
    await page.getByTestId('manage-toggle').click();
    await page.getByTestId('manage-toggle').click();
    assert.equal(await page.getByTestId('selection-count').textContent(), '已选择0门课程');
  });

  it('removes two electives from my study with the success message', async () => {
    await openMyCourses(page);
    const electives = page.getByTestId('elective-card');
    const before = await electives.count();
    assert.ok(before >= 2);
    const names = [
      await electives.nth(0).locator('h3').textContent(),
      await electives.nth(1).locator('h3').textContent(),
    ];
    await page.getByTestId('manage-toggle').click();
    await electives.nth(0).click();
    await electives.nth(1).click();
    assert.equal(await page.getByTestId('selection-count').textContent(), '已选择2门课程');
    await page.getByTestId('remove-from-study').click();
    await page.getByTestId('study-remove-confirm-ok').click();
    await page.getByText('已成功将2个课程移出我的学习').waitFor();
    await screenshot(page, 'course-my-task-removed');
    await eventually(async () => (await electives.count()) === before - 2, 'the electives to leave the list');
    const left = await page.getByTestId('elective-list').textContent();
    for (const name of names) assert.ok(!left?.includes(name ?? '∅'), `${name} is gone`);
  });

  it('writes, edits and deletes a note on the learn page', async () => {
    await openMyCourses(page);
    await requiredCard(page, VIDEO_COURSE).hover();
    await requiredCard(page, VIDEO_COURSE).getByTestId('study-card-learn').click();
    await page.getByTestId('learn-side').getByRole('tab', { name: '笔记' }).click();
    await page.getByTestId('note-input').fill('先看执行计划，再建索引');
    await page.getByTestId('note-save').click();
    const note = page.getByTestId('note-item').filter({ hasText: '先看执行计划，再建索引' });
    await note.waitFor();

    await note.getByTestId('note-edit').click();
    await page.getByTestId('note-edit-input').fill('先看执行计划，再按选择性建索引');
    await page.getByTestId('note-edit-save').click();
    const edited = page.getByTestId('note-item').filter({ hasText: '再按选择性建索引' });
    await edited.waitFor();
    await screenshot(page, 'course-learn-notes');

    await edited.getByTestId('note-delete').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await edited.waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('note-item').filter({ hasText: '建索引' }).count(), 0);
  });

  it('lets the lecturer export a course study list as a valid .xlsx', async () => {
    const lecturerContext = await newContext(browser);
    const lecturer = await signedInPage(lecturerContext, 'lecturer');
    await lecturer.goto('/lecturerTask/task');
    await lecturer.getByPlaceholder('搜索课程名称').fill('Node.js');
    await lecturer.getByPlaceholder('搜索课程名称').press('Enter');
    const row = lecturer.locator('tr').filter({ hasText: EXPORT_COURSE });
    await row.getByTestId('lecturer-study-list').click();
    await lecturer.getByTestId('lecturer-course-detail').locator('tbody tr').first().waitFor();
    await screenshot(lecturer, 'course-lecturer-study-list');
    const [download] = await Promise.all([
      lecturer.waitForEvent('download'),
      lecturer.getByTestId('export-study-list').click(),
    ]);
    assert.match(download.suggestedFilename(), /\.xlsx$/);
    const file = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    assert.ok(sheet, 'the workbook has a sheet');
    assert.equal(sheet.getRow(1).getCell(1).value, '姓名');
    const accounts: string[] = [];
    sheet.eachRow((line, number) => {
      if (number > 1) accounts.push(String(line.getCell(2).value));
    });
    assert.ok(accounts.includes('learner'), 'the learner is in the study list');
    await lecturerContext.close();
  });
});
