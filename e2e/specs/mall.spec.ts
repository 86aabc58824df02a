// Browser test of the points mall (issue 15) as a learner and the back office meet it: the apprentice
// (who starts with demo points) opens the mall, picks a good, adds a new shipping address on the confirm
// page, exchanges, sees the success page, then the record awaiting shipment with that address and the points
// spent; the back office ships it with a tracking number and the learner sees the tracking.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot, signedInPage, text } from '../lib/shell.ts';

const ACCOUNT = 'apprentice';
const GOOD = '定制笔记本';
const STREET = `科技园路 ${Date.now().toString(36).slice(-4)} 号`;

const points = async (page: Page) => Number((await text(page.getByTestId('mall-points'))).replace(/\D/g, ''));

describe('points mall', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let before0 = 0;

  before(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await signedInPage(context, ACCOUNT);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows goods and coupons with my points', async () => {
    await page.goto('/integral/mall');
    await page.getByTestId('mall-item').filter({ hasText: GOOD }).waitFor();
    await page.getByTestId('mall-points').filter({ hasText: /\d/ }).waitFor();
    before0 = await points(page);
    assert.ok(before0 >= 60, `enough points to exchange (${before0})`);
    await settledScreenshot(page, 'mall');
    await expectAccessible(page, 'mall');
    await page.getByRole('tab', { name: '优惠券' }).click();
    await page.getByTestId('mall-item').filter({ hasText: '课程满 100 减 20 券' }).waitFor();
    await page.getByRole('tab', { name: '实物商品' }).click();
  });

  it('exchanges a good to a new shipping address and finds it in the exchange record', async () => {
    await page.getByTestId('mall-item').filter({ hasText: GOOD }).click();
    await page.getByTestId('mall-detail').getByRole('heading', { name: GOOD }).waitFor();
    await settledScreenshot(page, 'mall-detail');
    await expectAccessible(page, 'mall-detail');
    await page.getByTestId('mall-exchange-now').click();
    await page.getByTestId('mall-confirm').waitFor();

    await page.getByTestId('mall-add-address').click();
    const form = page.getByTestId('mall-address-form');
    await form.getByLabel('收货人').fill('王学徒');
    await form.getByLabel('手机号').fill('13912345678');
    await form.getByLabel('省份').fill('广东省');
    await form.getByLabel('城市').fill('深圳市');
    await form.getByLabel('区县').fill('南山区');
    await form.getByLabel('详细地址').fill(STREET);
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    // antd puts the test id on the radio's input; the radio is found by its label, the address.
    const option = page.getByRole('radio', { name: new RegExp(STREET) });
    await option.waitFor({ state: 'attached' });
    assert.equal(await option.isChecked(), true);
    await settledScreenshot(page, 'mall-confirm');
    await expectAccessible(page, 'mall-confirm');

    await page.getByTestId('mall-confirm-submit').click();
    await page.getByTestId('mall-success').getByText('兑换成功').waitFor();
    await page.getByTestId('mall-success').getByText(STREET).waitFor();
    await settledScreenshot(page, 'mall-success');

    await page.getByRole('button', { name: '查看兑换记录' }).click();
    const record = page.getByTestId('mall-record').filter({ hasText: STREET }).first();
    await record.waitFor();
    assert.match(await text(record), new RegExp(GOOD));
    assert.match(await text(record.getByTestId('mall-record-status')), /待发货/);
    await page
      .getByTestId('mall-points')
      .filter({ hasText: String(before0 - 60) })
      .waitFor();
    await settledScreenshot(page, 'mall-records');
    await expectAccessible(page, 'mall-records');
  });

  it('lets the back office ship it, and the learner sees the tracking', async () => {
    const admin = await newContext(browser);
    const office = await admin.newPage();
    await office.goto('/admin/mall/exchanges');
    await office.getByTestId('admin-login').waitFor();
    await office.getByLabel(/^(账号|Account)$/).fill('backoffice');
    await office.getByLabel(/^(密码|Password)$/).fill('elearn123');
    await office.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
    const row = office.getByTestId('mall-exchange-list').locator('tr').filter({ hasText: STREET }).first();
    await row.waitFor();
    await settledScreenshot(office, 'mall-admin-exchanges');
    await row.getByTestId('mall-ship').click();
    await office.getByLabel('物流公司').fill('顺丰速运');
    await office.getByLabel('物流单号').fill('SF1234567890');
    await office
      .getByRole('dialog')
      .getByRole('button', { name: /^发\s*货$/ })
      .click();
    await row.getByText('已发货').waitFor();
    await admin.close();

    await page.reload();
    const record = page.getByTestId('mall-record').filter({ hasText: STREET }).first();
    await record.getByText('SF1234567890').waitFor();
    assert.match(await text(record.getByTestId('mall-record-status')), /已发货/);
  });
});
