// Browser test of the back-office shell (issue 20 item 1): a back-office user signed in on the learner site
// opens the backstage link and lands in /admin signed in with a session of its own, with no token or
// ticket in any address; sees the side menu, opens pages (tabs, breadcrumb, 404 inside the shell),
// switches language and signs out, leaving the learner site signed in. Direct visits use the sign-in page,
// which refuses a learner (role_id 0).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { launchBrowser, newContext } from '../lib/browser.ts';
import { browserToken, eventually, settledScreenshot, signedInPage, text } from '../lib/shell.ts';

/** The back office's own stored access token (the storage helper wraps values as `{ content }`). */
async function adminToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('elearning-admin-access-token');
    if (!raw) return undefined;
    const entry: unknown = JSON.parse(raw);
    if (typeof entry !== 'object' || entry === null || !('content' in entry)) return undefined;
    return typeof entry.content === 'string' ? entry.content : undefined;
  });
}

async function signInOnAdminPage(page: Page, account: string, password = 'elearn123') {
  await page.getByTestId('admin-login').waitFor();
  await page.getByLabel(/^(账号|Account)$/).fill(account);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
}

describe('back-office shell', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('hands a back-office user over from the learner site without a token in any address', async () => {
    const context = await newContext(browser);
    const learnerPage = await signedInPage(context, 'backoffice');
    const learnerToken = await browserToken(learnerPage);

    const addresses: string[] = [];
    context.on('request', (request) => addresses.push(request.url()));
    await learnerPage.getByTestId('user-menu').click();
    const [admin] = await Promise.all([
      context.waitForEvent('page'),
      learnerPage.getByTestId('user-menu-backstage').click(),
    ]);
    admin.on('framenavigated', (frame) => addresses.push(frame.url()));

    await admin.waitForURL((url) => url.pathname === '/admin');
    await admin.getByTestId('admin-welcome').waitFor();
    const menu = admin.getByRole('navigation', { name: '后台菜单' });
    await menu.waitFor();
    assert.equal(new URL(admin.url()).pathname, '/admin');
    assert.equal(new URL(admin.url()).hash, '', 'the ticket left the address');
    assert.ok(!(await admin.evaluate(() => window.location.href)).includes('ticket'));
    for (const address of addresses) {
      assert.ok(!address.includes(learnerToken), `no token in ${address}`);
      assert.ok(!/access_?token=/i.test(address), `no token parameter in ${address}`);
    }
    const own = await adminToken(admin);
    assert.ok(own, 'the back office holds its own token');
    assert.notEqual(own, learnerToken, 'a session of its own, not the learner site’s token');

    assert.match(await text(admin.getByTestId('admin-user')), /周运营/);
    assert.match(await text(admin.getByRole('heading', { level: 1 })), /欢迎使用.*管理后台/);
    assert.ok(await menu.getByRole('menuitem', { name: '首页', exact: true }).isVisible());
    await expectAccessible(admin, 'admin home (zh-CN)');
    await settledScreenshot(admin, 'admin-shell-home');

    // A registered page of a domain (the course list), opened from the side menu: a second tab, and the
    // breadcrumb names its group.
    const groupName = '课程管理';
    const group = menu.locator('.ant-menu-submenu').filter({ hasText: groupName });
    await group.locator('.ant-menu-submenu-title').click();
    const item = group.locator('.ant-menu-item').first();
    await item.waitFor();
    const pageName = await text(item);
    await item.click();
    await admin.waitForURL((url) => url.pathname.startsWith('/admin/course/'));
    const tabs = admin.getByRole('navigation', { name: '已打开的页面' });
    await tabs.getByRole('link', { name: pageName }).waitFor();
    assert.equal(await tabs.getByRole('link').count(), 2);
    const crumbs = admin.getByRole('navigation', { name: '面包屑导航' });
    assert.match(await text(crumbs), new RegExp(`${groupName}.*${pageName}`));
    await settledScreenshot(admin, 'admin-shell-page');
    await tabs.getByRole('button', { name: `关闭「${pageName}」` }).click();
    await admin.getByTestId('admin-welcome').waitFor();

    // A list page built on the shell's ListPage: its search form sends the typed text, Reset clears it.
    await group.locator('.ant-menu-item').nth(1).click();
    const search = admin.getByRole('search');
    await search.waitFor();
    const list = admin.locator('section.admin-list[aria-busy="false"]');
    await list.waitFor();
    const rows = list.locator('tr.ant-table-row');
    const unfiltered = await rows.count();
    const wanted = `nothing-like-this-${Date.now()}`;
    const searched = admin.waitForRequest((request) => request.url().includes(wanted));
    await search.getByRole('textbox').first().fill(wanted);
    await search.getByRole('button', { name: '查询' }).click();
    await searched;
    await list.locator('.ant-empty').waitFor();
    // Reset shows the unfiltered list again (from the query cache: no request needed).
    await search.getByRole('button', { name: '重置' }).click();
    assert.equal(await search.getByRole('textbox').first().inputValue(), '');
    await eventually(async () => (await rows.count()) === unfiltered, 'the unfiltered rows back');
    await settledScreenshot(admin, 'admin-shell-list');
    await admin.keyboard.press('Escape');
    await menu.getByRole('menuitem', { name: '首页', exact: true }).click();
    await admin.getByTestId('admin-welcome').waitFor();

    // A page that does not exist opens inside the shell, as a tab that closes from the keyboard.
    await admin.goto('/admin/no/such/page');
    await admin.getByTestId('admin-notFound').waitFor();
    await menu.waitFor();
    await eventually(async () => (await tabs.getByRole('link').count()) === 1, 'one tab after a reload');
    await admin.getByRole('button', { name: '返回后台首页' }).click();
    await admin.getByTestId('admin-welcome').waitFor();
    await eventually(
      async () => (await admin.evaluate(() => document.activeElement?.id)) === 'admin-main',
      'focus on the page after navigating',
    );
    await admin.goto('/admin/403');
    await admin.getByTestId('admin-forbidden').waitFor();
    await menu.getByRole('menuitem', { name: '首页', exact: true }).click();
    await admin.getByTestId('admin-welcome').waitFor();
    const forbiddenTab = tabs.getByRole('link', { name: '无权访问' });
    await forbiddenTab.waitFor();
    await forbiddenTab.focus();
    await admin.keyboard.press('Delete');
    await eventually(async () => (await tabs.getByRole('link').count()) === 1, 'the closed tab gone');

    // Both languages.
    await admin.getByTestId('admin-language').click();
    await admin.getByRole('navigation', { name: 'Admin menu' }).waitFor();
    await admin.getByRole('heading', { name: /Welcome to .* admin console/ }).waitFor();
    await expectAccessible(admin, 'admin home (en)');
    await settledScreenshot(admin, 'admin-shell-en');

    // Sign out here; the learner site stays signed in.
    await admin.getByTestId('admin-logout').click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await admin.getByTestId('admin-login').waitFor();
    assert.equal(new URL(admin.url()).pathname, '/admin/login');
    assert.equal(await adminToken(admin), undefined);
    await learnerPage.reload();
    await learnerPage.getByTestId('user-menu').waitFor();
    assert.equal(await browserToken(learnerPage), learnerToken);
    await context.close();
  });

  it('signs in directly on its own page and refuses a learner', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/admin/some/page');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await signInOnAdminPage(page, 'learner');
    await page.getByRole('alert').filter({ hasText: '该账号没有管理后台的权限' }).waitFor();
    assert.equal(await adminToken(page), undefined);
    await settledScreenshot(page, 'admin-shell-login');

    await signInOnAdminPage(page, 'backoffice');
    await page.waitForURL((url) => url.pathname === '/admin/some/page');
    await page.getByTestId('admin-notFound').waitFor();
    await page.getByRole('navigation', { name: '后台菜单' }).waitFor();
    await context.close();
  });

  it('refuses a spent ticket and sends the visitor to the sign-in page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/admin#ticket=not-a-real-ticket');
    await page.getByTestId('admin-login').waitFor();
    assert.equal(new URL(page.url()).hash, '');
    await page.getByRole('alert').waitFor();
    await context.close();
  });
});
