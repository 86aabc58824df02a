// Browser test of commerce (issue 17), the main path as a learner meets it: the tutor claims the demo coupon
// for the yearly membership, opens the member centre, buys the yearly plan with that coupon (the server's
// price, line by line), sees the unpaid order's countdown, pays on the sandbox gateway's own page, waits for
// its asynchronous notification on paySuccess and then wears the yearly badge in the header; asks for the
// order's invoice, which the back office issues on its invoices page, and sees it issued; the back office's
// order list shows the order fulfilled. Every page is audited with axe.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { commerceAdminPaths, type TCouponBatch, type TPage } from '@elearning/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot, signedInPage, text } from '../lib/shell.ts';

const ACCOUNT = 'tutor';
const COUPON = '年度会员立减 50 元';
const PLAN = '年度会员';

describe('commerce', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let orderNo = '';

  before(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await signedInPage(context, ACCOUNT);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('claims the yearly membership coupon', async () => {
    const office = (await apiLogin('backoffice')).access_token;
    const batches = await apiCall<TPage<TCouponBatch>>(
      office,
      'GET',
      `${commerceAdminPaths.couponBatchList}?pageNo=1&pageSize=50`,
    );
    const batch = batches.data.find((b) => b.name === COUPON);
    assert.ok(batch, 'the demo seed has the yearly coupon batch');
    await page.goto(`/operating/couponsDetails?id=${batch.id}`);
    await page.getByTestId('coupon-detail').getByText(COUPON).waitFor();
    await expectAccessible(page, 'commerce-coupon');
    await page.getByRole('button', { name: '立即领取' }).click();
    await page
      .getByTestId('coupon-detail')
      .getByText(/已领取\s*1/)
      .waitFor();
  });

  it('buys the yearly plan with the coupon at the server’s price and sees the countdown', async () => {
    await page.goto('/memberCenter');
    const center = page.getByTestId('member-center');
    await center.waitFor();
    assert.equal(await text(page.getByTestId('member-level')), '普通用户');
    await settledScreenshot(page, 'commerce-member-center');
    await expectAccessible(page, 'commerce-member-center');
    await center.locator('.ant-card').filter({ hasText: PLAN }).getByRole('button').click();

    await page.getByTestId('order-confirm').waitFor();
    await page.getByTestId('order-total').filter({ hasText: '¥298.00' }).waitFor();
    await page.getByRole('combobox', { name: '优惠券' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: COUPON }).click();
    await page.getByTestId('order-total').filter({ hasText: '¥248.00' }).waitFor();
    await settledScreenshot(page, 'commerce-order');
    await expectAccessible(page, 'commerce-order');
    await page.getByRole('button', { name: /提交订单/ }).click();

    const wait = page.getByTestId('wait-pay');
    await wait.waitFor();
    assert.match(await text(page.getByTestId('pay-countdown')), /1[45]:\d\d/);
    orderNo = (await text(wait)).match(/CO\d+/)?.[0] ?? '';
    assert.ok(orderNo, 'the order number shows');
    await settledScreenshot(page, 'commerce-wait-pay');
    await expectAccessible(page, 'commerce-wait-pay');
  });

  it('pays on the sandbox gateway, waits for its notification and wears the yearly badge', async () => {
    await page.getByRole('button', { name: /去支付/ }).click();
    await page.getByTestId('sandbox-pay').waitFor();
    await page.getByTestId('sandbox-pay').getByText('¥248.00').waitFor();
    await expectAccessible(page, 'commerce-sandbox');
    await page.getByRole('button', { name: /确认支付/ }).click();

    // The gateway notifies asynchronously, sometimes seconds late: paySuccess waits for it.
    await page.getByTestId('pay-success').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: '支付成功' }).waitFor();
    await page.getByTestId('vip-badge').filter({ hasText: '年度会员' }).waitFor({ timeout: 15_000 });
    await settledScreenshot(page, 'commerce-pay-success');
    await expectAccessible(page, 'commerce-pay-success');

    await page.goto('/memberCenter');
    assert.equal(await text(page.getByTestId('member-level')), '年度会员');
  });

  it('asks for the invoice of the paid order and sees it issued once the back office issues it', async () => {
    await page.goBack();
    await page.getByTestId('pay-success').waitFor();
    await page.getByRole('button', { name: /申请发票/ }).click();
    const form = page.getByTestId('invoice-apply');
    await form.waitFor();
    await form.getByLabel('发票抬头').fill('示例科技有限公司');
    await form.getByLabel('税号').fill('91310000MA1FL0000X');
    await form.getByLabel('接收邮箱').fill('finance@example.com');
    await expectAccessible(page, 'commerce-invoice-apply');
    await form.getByRole('button', { name: /提交申请/ }).click();
    await page.getByTestId('invoice-success').waitFor();
    await page.getByRole('button', { name: /查看发票/ }).click();
    await page.getByTestId('invoice-detail').waitFor();
    assert.equal(await text(page.getByTestId('invoice-status')), '已申请');

    const admin = await newContext(browser);
    const office = await admin.newPage();
    await office.goto('/admin/commerce/invoices');
    await office.getByTestId('admin-login').waitFor();
    await office.getByLabel(/^(账号|Account)$/).fill('backoffice');
    await office.getByLabel(/^(密码|Password)$/).fill('elearn123');
    await office.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
    const row = office.getByTestId('commerce-invoice-list').locator('tr').filter({ hasText: orderNo });
    await row.waitFor();
    assert.match(await text(row), /¥248\.00/);
    await expectAccessible(office, 'commerce-admin-invoices');
    await row.getByRole('button', { name: /开\s*具/ }).click();
    await office.getByLabel('发票文件地址').fill('https://files.example.com/invoice.pdf');
    await office
      .getByRole('dialog')
      .getByRole('button', { name: /开\s*具/ })
      .click();
    await row.getByText('已开具').waitFor();
    await settledScreenshot(office, 'commerce-admin-invoices');

    await office.getByRole('menuitem', { name: '订单管理' }).click();
    const order = office.getByTestId('commerce-order-list').locator('tr').filter({ hasText: orderNo });
    await order.getByText('已完成').waitFor();
    await settledScreenshot(office, 'commerce-admin-orders');
    await expectAccessible(office, 'commerce-admin-orders');
    await admin.close();

    await page.reload();
    await page.getByTestId('invoice-status').filter({ hasText: '已开具' }).waitFor();
    await settledScreenshot(page, 'commerce-invoice');
    await expectAccessible(page, 'commerce-invoice');
  });
});
