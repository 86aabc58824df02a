// Browser test of exam authoring in the back office (issue 20 item 7): a back-office user adds a question
// in the editor, builds a random paper from that category (previewed as the learner sees it), and
// arranges an exam for a position; a learner holding that position then finds the exam in their list.
// Each page is audited with axe-core and photographed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { examAdminPaths, examPaths, QuestionType, type TExamItem, type TPage } from '@elearning/shared';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot } from '../lib/shell.ts';

const suffix = Date.now().toString(36).slice(-5);
const CATEGORY = `E2E 题库 ${suffix}`;
const STEM = `E2E 安全生产第一责任人是谁 ${suffix}`;
const PAPER = `E2E 随机卷 ${suffix}`;
const EXAM = `E2E 岗位考试 ${suffix}`;
const POSITION = '软件工程师';

async function signIn(page: Page) {
  await page.goto('/admin/examManagement/question/questionList');
  await page.getByTestId('admin-login').waitFor();
  await page.getByLabel(/^(账号|Account)$/).fill('backoffice');
  await page.getByLabel(/^(密码|Password)$/).fill('elearn123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL((url) => url.pathname === '/admin/examManagement/question/questionList');
}

/** Picks `title` in the open antd select dropdown after typing it into the select's search. */
async function pick(page: Page, title: string) {
  await page.keyboard.type(title);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: title })
    .first()
    .click();
  await page
    .locator('.ant-select-dropdown:visible')
    .waitFor({ state: 'hidden', timeout: 2000 })
    .catch(() => undefined);
}

/** Closes a multiple select's dropdown and waits until it is gone: while it fades out, its unnamed
 * listbox would still be in the audit. */
async function closeDropdown(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
}

describe('exam authoring in the back office', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('adds a question, builds a random paper and arranges an exam a learner of the position finds', async () => {
    const admin = await apiLogin('backoffice');
    const category = await apiCall<{ id: number }>(admin.access_token, 'POST', examAdminPaths.category, {
      name: CATEGORY,
      type: 0,
    });
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);

    // A single-choice question through the editor.
    await page.getByTestId('question-list').waitFor();
    await page.getByRole('button', { name: '新增试题' }).click();
    const form = page.getByTestId('question-form');
    await form.waitFor();
    await form.getByLabel('分类').click();
    await pick(page, CATEGORY);
    await page.getByTestId('question-stem-content').click();
    await page.keyboard.type(STEM);
    for (const [index, answer] of ['张三', '法定代表人', '李四', '王五'].entries()) {
      await form.getByLabel(`选项${String.fromCharCode(65 + index)}`).fill(answer);
    }
    await form.getByRole('checkbox').nth(1).check();
    await expectAccessible(page, 'question editor');
    await settledScreenshot(page, 'exam-admin-question-editor');
    await page.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('question-list').getByText(STEM).waitFor();
    // The pointer rests on the Save button's spot; a hovered row is not what the audit is about.
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'question bank');
    await settledScreenshot(page, 'exam-admin-questions');

    // A second question of the category through the API, so the paper can draw two.
    await apiCall(admin.access_token, 'POST', examAdminPaths.question, {
      type: QuestionType.single,
      categoryId: category.id,
      content: `<p>E2E 第二题 ${suffix}</p>`,
      score: 5,
      options: [
        { content: '甲', isCorrect: 1 },
        { content: '乙', isCorrect: 0 },
      ],
    });

    // A random paper drawing both from the category.
    await page.goto('/admin/examManagement/testPaper/randomTestPaper');
    const paperForm = page.getByTestId('random-paper-form');
    await paperForm.waitFor();
    await paperForm.getByLabel('试卷名称').fill(PAPER);
    await paperForm.getByRole('combobox', { name: '分类' }).click();
    await pick(page, CATEGORY);
    await closeDropdown(page);
    await paperForm.getByLabel('试题数').fill('2');
    await paperForm.getByLabel('单题分数').fill('50');
    await expectAccessible(page, 'random paper');
    await settledScreenshot(page, 'exam-admin-random-paper');
    const [saved] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().endsWith(examAdminPaths.paper) && response.request().method() === 'POST',
      ),
      page.getByRole('button', { name: '保存' }).click(),
    ]);
    const savedBody = await saved.text();
    assert.ok(saved.ok() && JSON.parse(savedBody).resCode === 200, `saving the paper: ${savedBody}`);
    // As on the question bank: the pointer would rest on a row of the list the page goes to.
    await page.mouse.move(0, 0);
    await page.waitForURL((url) => url.pathname === '/admin/examManagement/testPaper/testPaper');
    const paperRow = page.getByTestId('paper-list').locator('tr').filter({ hasText: PAPER });
    await paperRow.waitFor();
    await paperRow.getByRole('button', { name: '预览' }).click();
    const preview = page.getByTestId('paper-preview');
    await preview.waitFor();
    assert.match(await preview.innerText(), /总分：100分/);
    await expectAccessible(page, 'paper preview');
    await settledScreenshot(page, 'exam-admin-paper-preview');
    await page.keyboard.press('Escape');

    // An exam for the position, published at once.
    await page.goto('/admin/examManagement/examSchedule/edit');
    const arrangeForm = page.getByTestId('arrange-form');
    await arrangeForm.waitFor();
    await arrangeForm.getByLabel('考试名称').fill(EXAM);
    await arrangeForm.getByLabel('考试用卷').click();
    await pick(page, PAPER);
    await arrangeForm.getByLabel('考生（按岗位）').click();
    await pick(page, POSITION);
    await closeDropdown(page);
    await expectAccessible(page, 'exam arrangement');
    await settledScreenshot(page, 'exam-admin-arrange');
    await page.getByRole('button', { name: '发布考试' }).click();
    await page.mouse.move(0, 0);
    await page.waitForURL((url) => url.pathname === '/admin/examManagement/examSchedule/list');
    await page.getByTestId('arrange-list').getByText(EXAM).waitFor();
    await expectAccessible(page, 'exam arrangements');
    await settledScreenshot(page, 'exam-admin-arrangements');

    // The learner (who holds the position) finds it.
    const learner = await apiLogin('learner');
    const list = await apiCall<TPage<TExamItem>>(learner.access_token, 'POST', examPaths.examList, {
      pageNo: 1,
      pageSize: 50,
      examName: EXAM.slice(0, 32),
    });
    assert.ok(
      list.data.some((item) => item.examName === EXAM),
      'the learner of the position finds the exam',
    );
    await context.close();
  });
});
