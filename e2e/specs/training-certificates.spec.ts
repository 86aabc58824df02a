// Browser test of the back office's certificate management (证书模板 / 发放明细): the templates list, a new
// template made through the dialog, disabling it, its (empty) holders page, and the list in English. Every
// page is audited by axe.
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot } from '../lib/shell.ts';

async function backOffice(page: Page, path: string) {
  await page.goto(`/admin/${path}`);
  await page.getByTestId('admin-login').waitFor();
  await page.getByLabel(/^(账号|Account)$/).fill('backoffice');
  await page.getByLabel(/^(密码|Password)$/).fill('elearn123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL((url) => url.pathname === `/admin/${path}`);
}

describe('certificate management (back office)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('lists templates, adds and disables one, and opens its holders', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await backOffice(page, 'train/certificates');
    const list = page.getByTestId('certificate-templates');
    await list.getByText('培训结业证书').first().waitFor();
    await expectAccessible(page, 'certificate templates');
    await settledScreenshot(page, 'training-certificate-templates');

    const name = `E2E 证书 ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: '新建证书模板' }).click();
    const form = page.getByTestId('certificate-template-form');
    await form.getByLabel('证书名称').fill(name);
    await form.getByLabel('颁发机构').fill('E2E 学院');
    await form.getByLabel('证书正文').fill('{name} 完成了 {training}，特发此证。');
    await expectAccessible(page, 'certificate template dialog');
    await settledScreenshot(page, 'training-certificate-template-form');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    const row = list.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    await row.getByRole('button', { name: /^停\s*用$/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(确定|确\s*定|OK)$/ })
      .click();
    await row.getByText('停用', { exact: true }).first().waitFor();

    await row.getByRole('button', { name: '发放明细' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/train/certificates/holders');
    await page.getByTestId('certificate-holders').waitFor();
    await page.getByRole('heading', { name: new RegExp(name) }).waitFor();
    await expectAccessible(page, 'certificate holders');
    await settledScreenshot(page, 'training-certificate-holders');
    await context.close();
  });

  it('shows the templates in English', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await backOffice(page, 'train/certificates');
    await page.evaluate(() =>
      localStorage.setItem(
        'elearning-language',
        JSON.stringify({ dataType: 'string', content: 'en', type: 'local', datetime: Date.now() }),
      ),
    );
    await page.reload();
    await page.getByRole('button', { name: 'New certificate template' }).waitFor();
    await page
      .getByTestId('certificate-templates')
      .getByRole('columnheader', { name: 'Issuing body' })
      .waitFor();
    await expectAccessible(page, 'certificate templates (en)');
    await settledScreenshot(page, 'training-certificate-templates-en');
    await context.close();
  });
});
