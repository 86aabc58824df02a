// Browser test of organisation and people in the back office (issue 20 items 3-4): a back-office user
// builds an org unit and a position, imports people from an .xlsx made in the test (3 bad rows come back
// with their reasons), and finds the imported people in the users list. Each page is audited with axe-core
// and photographed.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot, text } from '../lib/shell.ts';

const suffix = Date.now().toString(36).slice(-5);
const UNIT = `E2E 华东区 ${suffix}`;
const POSITION = `E2E 区域经理 ${suffix}`;

async function signIn(page: Page, target: string) {
  await page.goto(target);
  await page.getByTestId('admin-login').waitFor();
  await page.getByLabel(/^(账号|Account)$/).fill('backoffice');
  await page.getByLabel(/^(密码|Password)$/).fill('elearn123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL((url) => url.pathname === target);
}

/** 20 people of UNIT, of which lines 4, 9 and 15 are bad (no name, a bad phone, an unknown unit). */
async function peopleWorkbook(): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(['姓名', '账号', '手机号', '邮箱', '性别', '工号', '部门', '岗位']);
  const base = 16_000_000_000 + Math.floor(Math.random() * 1e8);
  for (let i = 0; i < 20; i += 1) {
    const phone = `1${String(base + i).slice(-10)}`;
    const row = [`E2E员工${suffix}-${i}`, '', phone, '', '男', '', UNIT, POSITION];
    if (i === 2) row[0] = '';
    if (i === 7) row[2] = '123';
    if (i === 13) row[6] = `不存在的部门${suffix}`;
    sheet.addRow(row);
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'org-e2e-')), 'people.xlsx');
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

describe('organisation and people in the back office', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('builds a unit and a position, imports people with 3 bad rows, and lists them', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, '/admin/orgs/orgManagement');

    await page.getByTestId('org-units').waitFor();
    await page.getByTestId('org-units-add').click();
    await page.getByTestId('org-units-name').fill(UNIT);
    await page.getByRole('button', { name: /^(保存|Save)$/ }).click();
    await page.getByTestId('org-units').getByText(UNIT).waitFor();
    await expectAccessible(page, 'org units');
    await settledScreenshot(page, 'org-units');

    await page.goto('/admin/system/station');
    await page.getByTestId('org-positions').waitFor();
    await page.getByTestId('org-positions-add').click();
    await page.getByTestId('org-positions-name').fill(POSITION);
    await page.getByRole('button', { name: /^(保存|Save)$/ }).click();
    await page.getByTestId('org-positions').getByText(POSITION).waitFor();
    await expectAccessible(page, 'positions');
    await settledScreenshot(page, 'org-positions');

    await page.goto('/admin/system/user');
    await page.getByTestId('org-users').waitFor();
    await page.getByTestId('org-users-import').click();
    await page.locator('.ant-modal input[type=file]').setInputFiles(await peopleWorkbook());
    await page.getByTestId('import-run').click();
    const result = page.getByTestId('import-result');
    await result.waitFor();
    const summary = await text(result);
    assert.match(summary, /成功导入 17 条，失败 3 条/);
    assert.match(summary, /姓名不能为空/);
    assert.match(summary, /不存在的部门/);
    await expectAccessible(page, 'import result');
    await settledScreenshot(page, 'org-users-import');
    await page.getByTestId('import-close').click();

    const search = page.getByLabel(/^(姓名\/账号\/手机号|Name \/ account \/ phone)$/);
    await search.fill(`E2E员工${suffix}-0`);
    await search.press('Enter');
    await page.getByTestId('org-users').getByText(`E2E员工${suffix}-0`, { exact: true }).waitFor();
    await expectAccessible(page, 'users');
    await settledScreenshot(page, 'org-users');
    await context.close();
  });
});
