// Browser test of roles and permissions in the back office (issue 20 items 2 and 8): the administrator
// creates a role, ticks its privileges and data scope, gives it to a user and takes it back, adds a tenant,
// and finds each change in the audit log, in both languages. Each page is audited with axe-core and
// photographed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { launchBrowser, newContext } from '../lib/browser.ts';
import { settle, settledScreenshot } from '../lib/shell.ts';

const suffix = Date.now().toString(36).slice(-5);
const ROLE = `E2E 角色 ${suffix}`;
const TENANT = `e2e-${suffix}`;
const PHONE = `136${String(Date.now()).slice(-8)}`;

async function signIn(page: Page, path: string) {
  await page.goto(`/admin/${path}`);
  await page.getByTestId('admin-login').waitFor();
  await page.getByLabel(/^(账号|Account)$/).fill('backoffice');
  await page.getByLabel(/^(密码|Password)$/).fill('elearn123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL((url) => url.pathname === `/admin/${path}`);
}

/** Ticks the row of the list whose text contains `text`. */
async function tickRow(page: Page, listTestId: string, text: string) {
  const row = page.getByTestId(listTestId).locator('tr').filter({ hasText: text }).first();
  await row.locator('input[type=checkbox]').check();
}

describe('roles and permissions in the back office', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('creates a role, sets its privileges, gives it to a user, adds a tenant and audits it all', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'system/role');

    // The role list, then a new role.
    await page.getByTestId('role-list').waitFor();
    await expectAccessible(page, 'roles');
    await settledScreenshot(page, 'role-list');
    await page.getByTestId('role-add').click();
    await page.getByTestId('role-save').click();
    await page.getByText('请输入角色名称').waitFor();
    await page.getByTestId('role-name').fill(ROLE);
    await page.getByTestId('role-code').fill(`e2e${suffix}`);
    await page.getByTestId('role-save').click();
    const row = page.getByTestId('role-list').locator('tr').filter({ hasText: ROLE });
    await row.waitFor();

    // Its privileges: the audit log page and data scope "own org unit and below".
    await row.getByRole('button', { name: '权限配置' }).click();
    await page.getByTestId('privilege-tree').waitFor();
    await page.getByTestId('privilege-tree').getByText('操作日志', { exact: true }).click();
    await page.getByLabel('本部门及以下').check();
    await page.getByTestId('privilege-save').click();
    await page.getByText('权限已保存').waitFor();
    // The pointer leaves the Save button: axe would judge its hover colour.
    await page.mouse.move(0, 0);
    await settle(page);
    await expectAccessible(page, 'role privileges');
    await settledScreenshot(page, 'role-privileges');

    // Its users: add one, then take the role back (confirmed).
    await page.goto('/admin/system/role');
    await page
      .getByTestId('role-list')
      .locator('tr')
      .filter({ hasText: ROLE })
      .getByRole('button', { name: '查看用户' })
      .click();
    await page.getByTestId('role-members').waitFor();
    await page.getByTestId('member-add').click();
    await page.getByTestId('role-candidates').waitFor();
    await page.getByRole('dialog').getByLabel('姓名/账号/手机号').fill('vipyear');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(查\s*询|Search)/ })
      .first()
      .click();
    await tickRow(page, 'role-candidates', 'vipyear');
    await page.getByRole('dialog').getByRole('button', { name: '添加用户' }).last().click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Close|关闭/ })
      .first()
      .click();
    await page.getByTestId('role-members').getByText('vipyear').waitFor();
    await page.getByTestId('role-candidates').waitFor({ state: 'detached' });
    await settle(page);
    await expectAccessible(page, 'role users');
    await settledScreenshot(page, 'role-users');
    await tickRow(page, 'role-members', 'vipyear');
    await page.getByTestId('role-members').getByRole('button', { name: '移除' }).click();
    await page
      .locator('.confirm-action')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.getByTestId('role-members').getByText('该角色暂无用户').waitFor();

    // A tenant.
    await page.goto('/admin/system/tenant');
    await page.getByTestId('tenant-list').waitFor();
    await page.getByTestId('tenant-add').click();
    await page.getByTestId('tenant-id').fill(TENANT);
    await page.getByTestId('tenant-name').fill(`E2E 商户 ${suffix}`);
    await page.getByTestId('tenant-save').click();
    await page.getByTestId('tenant-list').getByText(TENANT).waitFor();
    await expectAccessible(page, 'tenants');
    await settledScreenshot(page, 'role-tenants');

    // Its first administrator.
    await page.getByTestId(`tenant-admins-${TENANT}`).click();
    await page.getByTestId('tenant-admin-name').fill('E2E 管理员');
    await page.getByTestId('tenant-admin-phone').fill(PHONE);
    await page.getByTestId('tenant-admin-password').fill('Admin12345');
    await page.getByTestId('tenant-admin-add').click();
    await page.getByTestId('tenant-admins').getByText(PHONE).waitFor();
    await page.mouse.move(0, 0);
    await settle(page);
    await expectAccessible(page, 'tenant administrators');
    await settledScreenshot(page, 'role-tenant-admins');
    await page.keyboard.press('Escape');

    // The audit log lists the changes, newest first.
    await page.goto('/admin/system/actionLog');
    await page.getByTestId('audit-list').waitFor();
    const first = page.getByTestId('audit-list').locator('tbody tr.ant-table-row').first();
    await first.waitFor();
    assert.match(await first.innerText(), /tenant/);
    await expectAccessible(page, 'audit log');
    await settledScreenshot(page, 'role-audit');
    await context.close();
  });

  it('shows the role pages in English', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await signIn(page, 'system/role');
    await page.getByTestId('role-list').waitFor();
    if (!(await page.getByRole('heading', { name: 'Roles' }).isVisible()))
      await page.getByTestId('admin-language').click();
    await page.getByRole('heading', { name: 'Roles' }).waitFor();
    await page.getByTestId('role-list').getByText('Custom role').first().waitFor();
    await expectAccessible(page, 'roles (en)');
    await settledScreenshot(page, 'role-list-en');
    await context.close();
  });
});
