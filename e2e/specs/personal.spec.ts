// Browser test of the personal centre (issue 18) as a VIP member would use it: every menu of "my" opens its
// own real page (files, orders, coupons, commissions, collection, the wrong-question book) rather than a
// notice, the menu is kept in the address, and the settings save an e-mail that survives a reload while a
// malformed one is refused with its message.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot, signedInPage } from '../lib/shell.ts';

// The test id each page draws whether it has rows or not (the files page only its empty state for a new user).
const MENUS: [label: string, menu: string, testId: string | null][] = [
  ['我的文件', 'MyFiles', null],
  ['我的订单', 'MyOrder', 'my-orders'],
  ['我的优惠券', 'MyCoupon', 'my-coupons'],
  ['我的佣金', 'MyCommissions', 'my-commissions'],
  ['我的收藏', 'MyCollection', 'personal-collection'],
];

describe('personal centre', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await signedInPage(context, 'vip');
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('opens every menu on its own page and keeps it in the address', async () => {
    await page.goto('/personal/personal');
    await page.getByTestId('personal-banner').waitFor();
    for (const [label, menu, testId] of MENUS) {
      await page.getByTestId('personal-menu').getByText(label, { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('menuName') === menu);
      const content = page.locator(`[data-testid="personal-content"][data-menu="${menu}"]`);
      await content.waitFor();
      if (testId) await content.getByTestId(testId).waitFor();
      else await content.locator('.ant-empty, .ant-list, [data-testid^="personal-"]').first().waitFor();
      assert.equal(await page.getByTestId('personal-unavailable').count(), 0, `${menu} is a real page`);
    }
    await page.getByTestId('personal-menu').getByText('我的订单', { exact: true }).click();
    await page.getByTestId('my-orders').waitFor();
    await settledScreenshot(page, 'personal-orders');
    await expectAccessible(page, 'personal-orders');
  });

  it('saves an e-mail that survives a reload and refuses a malformed one', async () => {
    const email = `vip.${Date.now().toString(36)}@example.com`;
    await page.goto('/personal/personal?menuName=PersonalSettings');
    const field = page.getByTestId('personal-email');
    await field.fill('not-an-address');
    await page.getByTestId('personal-profile-save').click();
    await page.getByText('邮箱格式不正确').waitFor();
    await field.fill(email);
    await page.getByTestId('personal-profile-save').click();
    await page.getByText('修改成功').waitFor();
    await page.reload();
    await page.getByTestId('personal-email').waitFor();
    assert.equal(await page.getByTestId('personal-email').inputValue(), email);
    await settledScreenshot(page, 'personal-settings');
    await expectAccessible(page, 'personal-settings');
  });
});
