// The back office's acceptance journey (issue 20), as a new administrator would go through it in one
// browser: from the learner site's backstage link into the back office; an org unit and a position; 200
// people imported from an .xlsx made here (3 bad rows come back with their reasons); a course with a video
// chapter and a PDF chapter, published and assigned to the unit; 30 questions imported; a random paper; an
// exam for the position. Then one of the imported people signs in on the learner site, finds the course and
// the exam in My Task, and takes the exam. Every page is audited with axe-core and photographed.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { launchBrowser, newContext } from '../lib/browser.ts';
import { enterDate, settledScreenshot, signedInPage, text } from '../lib/shell.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../apps/server/src/seed/fixtures');
const suffix = Date.now().toString(36).slice(-5);
const UNIT = `旅程华南区${suffix}`;
const POSITION = `旅程店长${suffix}`;
const CATEGORY = `旅程课程分类${suffix}`;
const COURSE = `旅程门店运营${suffix}`;
const QUESTIONS = `旅程题库${suffix}`;
const PAPER = `旅程随机卷${suffix}`;
const EXAM = `旅程店长考试${suffix}`;
const base = 17_000_000_000 + Math.floor(Math.random() * 9e7);
const phoneOf = (i: number) => `1${String(base + i).slice(-10)}`;

async function saveWorkbook(book: ExcelJS.Workbook, name: string): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'journey-')), name);
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

/** 200 people of UNIT holding POSITION; lines 11, 101 and 181 are bad (no name, a bad phone, an unknown unit). */
async function peopleWorkbook(): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(['姓名', '账号', '手机号', '邮箱', '性别', '工号', '部门', '岗位']);
  for (let i = 0; i < 200; i += 1) {
    const row = [`旅程员工${suffix}-${i}`, '', phoneOf(i), '', i % 2 ? '女' : '男', '', UNIT, POSITION];
    if (i === 10) row[0] = '';
    if (i === 100) row[2] = '12345';
    if (i === 180) row[6] = `不存在的部门${suffix}`;
    sheet.addRow(row);
  }
  return saveWorkbook(book, 'people.xlsx');
}

/** 30 single-choice questions of QUESTIONS, the right answer always B (t4 template columns). */
async function questionsWorkbook(): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow([
    '题型',
    '题干',
    '选项A',
    '选项B',
    '选项C',
    '选项D',
    '选项E',
    '选项F',
    '答案',
    '分数',
    '难度(易/中/难)',
    '分类',
    '解析',
  ]);
  for (let i = 1; i <= 30; i += 1)
    sheet.addRow([
      '单选题',
      `旅程第${i}题：门店开店前要做的第一件事？`,
      '喝茶',
      '检查安全',
      '聊天',
      '休息',
      '',
      '',
      'B',
      10,
      '中',
      QUESTIONS,
      '',
    ]);
  return saveWorkbook(book, 'questions.xlsx');
}

/** Picks `title` in the open antd select or tree-select dropdown. */
async function pick(page: Page, title: string | RegExp) {
  await page
    .locator('.ant-select-dropdown:visible')
    .locator('.ant-select-tree-node-content-wrapper, .ant-select-item-option')
    .filter({ hasText: title })
    .first()
    .click();
}

/** Types into the focused select's search, then picks the option. */
async function search(page: Page, title: string) {
  await page.keyboard.type(title);
  await pick(page, title);
  await page
    .locator('.ant-select-dropdown:visible')
    .waitFor({ state: 'hidden', timeout: 2000 })
    .catch(() => undefined);
}

async function closeDropdown(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
}

/** Audits and photographs the page once the pointer is out of the way. */
async function look(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await expectAccessible(page, name);
  await settledScreenshot(page, name);
}

describe('the back office journey', () => {
  let browser: Browser;
  let context: BrowserContext;
  let admin: Page;

  before(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('signs in from the learner site’s backstage link', async () => {
    const learnerSite = await signedInPage(context, 'backoffice');
    await learnerSite.getByTestId('user-menu').click();
    [admin] = await Promise.all([
      context.waitForEvent('page'),
      learnerSite.getByTestId('user-menu-backstage').click(),
    ]);
    await admin.waitForURL((url) => url.pathname === '/admin');
    await admin.getByTestId('admin-welcome').waitFor();
    await look(admin, 'journey-01-admin-home');
  });

  it('builds an org unit and a position', async () => {
    await admin.goto('/admin/orgs/orgManagement');
    await admin.getByTestId('org-units').waitFor();
    await admin.getByTestId('org-units-add').click();
    await admin.getByTestId('org-units-name').fill(UNIT);
    await admin.getByRole('button', { name: /^(保存|Save)$/ }).click();
    await admin.getByTestId('org-units').getByText(UNIT).waitFor();
    await look(admin, 'journey-02-org-unit');

    await admin.goto('/admin/system/station');
    await admin.getByTestId('org-positions').waitFor();
    await admin.getByTestId('org-positions-add').click();
    await admin.getByTestId('org-positions-name').fill(POSITION);
    await admin.getByRole('button', { name: /^(保存|Save)$/ }).click();
    await admin.getByTestId('org-positions').getByText(POSITION).waitFor();
    await look(admin, 'journey-03-position');
  });

  it('imports 200 people; the 3 bad rows come back with their reasons', async () => {
    await admin.goto('/admin/system/user');
    await admin.getByTestId('org-users').waitFor();
    await admin.getByTestId('org-users-import').click();
    await admin.locator('.ant-modal input[type=file]').setInputFiles(await peopleWorkbook());
    await admin.getByTestId('import-run').click();
    const result = admin.getByTestId('import-result');
    await result.waitFor({ timeout: 60_000 });
    const summary = await text(result);
    assert.match(summary, /成功导入 197 条，失败 3 条/);
    assert.match(summary, /姓名不能为空/);
    assert.match(summary, /不存在的部门/);
    const [errorFile] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByTestId('import-errors').click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await errorFile.path());
    const sheet = book.worksheets[0];
    assert.ok(sheet);
    assert.equal(sheet.actualRowCount, 4, 'the header and the 3 bad rows');
    await look(admin, 'journey-04-import-people');
    await admin.getByTestId('import-close').click();
  });

  it('creates a course with a video and a PDF chapter, publishes it and assigns it to the unit', async () => {
    await admin.goto('/admin/course/catalog');
    await admin.getByTestId('category-table').waitFor();
    await admin.getByTestId('category-add').click();
    await admin.getByTestId('category-name').fill(CATEGORY);
    await admin.getByTestId('category-save').click();
    await admin.getByTestId('category-table').getByText(CATEGORY).waitFor();

    await admin.goto('/admin/course/establishCourse');
    await admin.getByTestId('course-editor').waitFor();
    await admin.getByTestId('course-name').fill(COURSE);
    await admin.getByTestId('course-category').click();
    await pick(admin, CATEGORY);
    const add = admin.getByRole('combobox', { name: '添加章节' });
    await add.click();
    await pick(admin, /^视频$/);
    await add.click();
    await pick(admin, /^课件$/);
    const rows = admin.getByTestId('chapter-row');
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
    await look(admin, 'journey-05-course-editor');
    await admin.getByTestId('course-publish').click();
    await admin.waitForURL((url) => url.searchParams.has('id'));

    await admin.goto('/admin/course/courseDraft');
    const list = admin.getByTestId('course-admin-list');
    const row = list.locator('tr').filter({ hasText: COURSE });
    await row.waitFor();
    assert.match(await text(row), /已发布.*已上架/);
    await row.getByRole('button', { name: '指派与学员' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/course/detail');
    await admin.getByTestId('target-tree').click();
    await search(admin, UNIT);
    await admin.getByTestId('target-add').click();
    await enterDate(admin, admin.locator('input#assign-deadline'), new Date(Date.now() + 30 * 86_400_000));
    await admin.getByTestId('assign-save').click();
    await admin.getByTestId('assignment-list').getByText(UNIT).waitFor();
    await look(admin, 'journey-06-course-assigned');
  });

  it('imports 30 questions, builds a random paper and arranges an exam for the position', async () => {
    await admin.goto('/admin/examManagement/question/questionList');
    await admin.getByTestId('question-list').waitFor();
    await admin.getByRole('button', { name: '导入试题' }).click();
    await admin.locator('.ant-modal input[type=file]').setInputFiles(await questionsWorkbook());
    await admin.getByTestId('import-run').click();
    const result = admin.getByTestId('import-result');
    await result.waitFor({ timeout: 60_000 });
    assert.match(await text(result), /成功导入 30 条，失败 0 条/);
    await look(admin, 'journey-07-import-questions');
    await admin.getByTestId('import-close').click();

    await admin.goto('/admin/examManagement/testPaper/randomTestPaper');
    const paperForm = admin.getByTestId('random-paper-form');
    await paperForm.waitFor();
    await paperForm.getByLabel('试卷名称').fill(PAPER);
    await paperForm.getByRole('combobox', { name: '分类' }).click();
    await search(admin, QUESTIONS);
    await closeDropdown(admin);
    await paperForm.getByLabel('试题数').fill('10');
    await paperForm.getByLabel('单题分数').fill('10');
    await look(admin, 'journey-08-random-paper');
    await admin.getByRole('button', { name: '保存' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/examManagement/testPaper/testPaper');
    await admin.getByTestId('paper-list').locator('tr').filter({ hasText: PAPER }).waitFor();

    await admin.goto('/admin/examManagement/examSchedule/edit');
    const arrangeForm = admin.getByTestId('arrange-form');
    await arrangeForm.waitFor();
    await arrangeForm.getByLabel('考试名称').fill(EXAM);
    await arrangeForm.getByLabel('考试用卷').click();
    await search(admin, PAPER);
    await arrangeForm.getByLabel('考生（按岗位）').click();
    await search(admin, POSITION);
    await closeDropdown(admin);
    await look(admin, 'journey-09-exam-arrangement');
    await admin.getByRole('button', { name: '发布考试' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/examManagement/examSchedule/list');
    await admin.getByTestId('arrange-list').getByText(EXAM).waitFor();
    await look(admin, 'journey-10-exam-list');
  });

  it('an imported learner finds the course and the exam in My Task and takes the exam', async () => {
    const learnerContext = await newContext(browser);
    const page = await signedInPage(learnerContext, phoneOf(0));
    await page.goto('/myTask?clickData=myLearn');
    await page.getByTestId('my-task-page').getByText(COURSE).waitFor();
    await look(page, 'journey-11-my-task-course');

    await page.goto('/myTask?clickData=myExamList');
    const item = page.getByTestId('exam-item').filter({ hasText: EXAM });
    await item.waitFor();
    await look(page, 'journey-12-my-task-exam');
    await item.getByTestId('exam-enter').click();
    await page.getByTestId('exam-middle-page').waitFor();
    await page.getByTestId('exam-begin').click();
    await page.getByTestId('exam-paper').waitFor();
    const ids = await page
      .locator('[data-type="single_choice"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => (node.getAttribute('data-testid') ?? '').replace('question-', '')),
      );
    assert.equal(ids.length, 10, 'the paper drew 10 questions');
    for (const id of ids) {
      const answer = page.locator(`[data-testid="answer-${id}"] label`).filter({ hasText: '检查安全' });
      await answer.click();
    }
    await page.locator('[data-testid="save-indicator"][data-state="saved"]').waitFor({ timeout: 15_000 });
    await look(page, 'journey-13-exam-paper');
    await page.getByTestId('paper-submit').click();
    await page.getByTestId('submit-continue-submitting').click();
    await page.getByTestId('paper-result').waitFor();
    assert.match(await text(page.getByTestId('paper-result')), /100/);
    await settledScreenshot(page, 'journey-14-exam-result');
    // Passing may earn a medal: its pop-up (the achievements domain's) is photographed and closed first, so
    // the audit is about the result page.
    const medal = page.locator('.ant-modal:visible').first();
    const shown = await medal
      .waitFor({ timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (shown) {
      await settledScreenshot(page, 'journey-14b-medal');
      await page.keyboard.press('Escape');
      await medal.waitFor({ state: 'hidden' });
    }
    await look(page, 'journey-15-exam-result-audited');
    await learnerContext.close();
  });
});
