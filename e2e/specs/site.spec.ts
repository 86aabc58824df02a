// Browser test of the site settings (issue 20 item 5) as an administrator sets them up and a learner meets
// them: the site's name, theme colour and filing number; a home banner uploaded in the back office; a home
// layout without the lives section, published. The learner's home then carries the name in its title and
// header, the theme colour, the banner slide, the filing number and the chosen sections. Every page is
// audited with axe-core and photographed; the demo tenant's settings are put back afterwards.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  siteAdminPaths,
  type TBannerRow,
  type THomePlanRow,
  type TPage,
  type TSiteSettingsView,
} from '@elearning/shared';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, launchBrowser, newContext } from '../lib/browser.ts';
import { makePng } from '../lib/picture.ts';
import { settledScreenshot, signedInPage } from '../lib/shell.ts';

const suffix = Date.now().toString(36).slice(-5);
const SITE = `E2E学院${suffix}`;
const THEME = '#c0392b';
const FILING = `苏ICP备${suffix}号`;
const PLAN = `e2e_home_${suffix}`;

async function signIn(page: Page, target: string) {
  await page.goto(target);
  await page.getByTestId('admin-login').waitFor();
  await page.getByLabel(/^(账号|Account)$/).fill('backoffice');
  await page.getByLabel(/^(密码|Password)$/).fill('elearn123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL((url) => url.pathname === target);
}

describe('site settings', () => {
  let browser: Browser;
  let token: string;
  let original: TSiteSettingsView;
  let admin: Page;

  before(async () => {
    browser = await launchBrowser();
    token = (await apiLogin('backoffice')).access_token;
    original = await apiCall<TSiteSettingsView>(token, 'GET', siteAdminPaths.settings);
    admin = await (await newContext(browser)).newPage();
    await signIn(admin, '/admin/diy/site');
  });
  after(async () => {
    // Put the demo tenant back as it was: its settings, and no banner or layout of this run.
    if (original) await apiCall(token, 'PUT', siteAdminPaths.settings, original);
    const banners = await apiCall<TPage<TBannerRow>>(token, 'POST', siteAdminPaths.bannerList, {
      orgId: 0,
      pageSize: 100,
    });
    const ours = banners.data.filter((row) => row.remark === PLAN).map((row) => row.id);
    if (ours.length > 0) await apiCall(token, 'POST', siteAdminPaths.bannerRemove, { ids: ours.join(',') });
    const plans = await apiCall<TPage<THomePlanRow>>(
      token,
      'GET',
      `${siteAdminPaths.planList}?orgId=0&device=1&pageSize=100&name=${PLAN}`,
    );
    const planIds = plans.data.map((row) => row.id);
    if (planIds.length > 0)
      await apiCall(token, 'DELETE', siteAdminPaths.planDelete, { ids: planIds.join(',') });
    await browser?.close();
  });

  it('saves the site name, theme colour and filing number', async () => {
    const form = admin.getByTestId('site-settings-form');
    await form.getByLabel('站点名称').waitFor();
    await form.getByLabel('主题色').fill('blue');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText(/主题色须为/).waitFor();
    await form.getByLabel('站点名称').fill(SITE);
    await form.getByLabel('主题色').fill(THEME);
    await form.getByLabel('备案号').fill(FILING);
    await form.getByRole('button', { name: '保存' }).click();
    await admin.getByText('保存成功').first().waitFor();
    await admin.mouse.move(0, 0);
    await expectAccessible(admin, 'site-settings');
    await settledScreenshot(admin, 'site-settings');
  });

  it('uploads a home banner', async () => {
    await admin.goto('/admin/diy/bannerPc');
    await admin.getByTestId('banner-list').waitFor();
    await admin.getByRole('button', { name: '添加Banner' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByTestId('banner-form').waitFor();
    await dialog.locator('input[type=file]').setInputFiles(makePng('banner.png', 1200, 360, [40, 117, 212]));
    await dialog.getByRole('img', { name: '图片' }).waitFor();
    await dialog.getByLabel('链接地址').fill('/course/list');
    await dialog.getByLabel('备注').fill(PLAN);
    await settledScreenshot(admin, 'site-banner-dialog');
    await dialog.getByRole('button', { name: /^(OK|确 ?定)$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByTestId('banner-list').getByText(PLAN).waitFor();
    await admin.mouse.move(0, 0);
    await expectAccessible(admin, 'site-banners');
    await settledScreenshot(admin, 'site-banners');
  });

  it('publishes a home layout without the lives section', async () => {
    await admin.goto('/admin/diy/diyHomePc');
    await admin.getByTestId('home-plan-list').waitFor();
    await admin.getByRole('button', { name: '新建方案' }).click();
    const editor = admin.getByTestId('home-plan-editor');
    await editor.waitFor();
    await editor.getByLabel('方案名称').fill(PLAN);
    await editor.getByRole('button', { name: '移除「最新直播」' }).click();
    await editor.getByRole('button', { name: '上移「热门课程」' }).click();
    await editor.getByRole('button', { name: '保存' }).click();
    await admin.getByText('方案已保存').waitFor();
    await admin.mouse.move(0, 0);
    await expectAccessible(admin, 'site-home-editor');
    await settledScreenshot(admin, 'site-home-editor');
    await editor.getByRole('button', { name: '发布' }).click();
    await admin
      .locator('.confirm-action')
      .getByRole('button', { name: /^(确 ?定|OK)$/ })
      .click();
    await admin.getByText('方案已发布').waitFor();
    await admin.goto('/admin/diy/diyHomePc');
    const row = admin.getByTestId('home-plan-list').getByRole('row', { name: new RegExp(PLAN) });
    await row.getByText('使用中').waitFor();
    await admin.mouse.move(0, 0);
    await expectAccessible(admin, 'site-home-list');
    await settledScreenshot(admin, 'site-home-list');
  });

  it('shows the learner the name, colour, banner, filing number and layout', async () => {
    const context = await newContext(browser);
    const page = await signedInPage(context, 'apprentice');
    await page.goto('/home');
    await page.getByTestId('banner-slide').first().waitFor();
    await page.waitForFunction((site) => document.title.includes(site), SITE);
    const header = await page.locator('header').first().innerText();
    const logoAlt = await page
      .locator('header img.site-logo__image')
      .getAttribute('alt')
      .catch(() => null);
    assert.ok(header.includes(SITE) || logoAlt === SITE, 'the header names the site');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
    );
    assert.equal(primary, THEME);
    assert.ok((await page.getByTestId('filing-number').innerText()).includes(FILING));
    assert.equal(await page.getByTestId('home-latest-lives').count(), 0);
    const hot = await page.getByTestId('home-hot-courses').boundingBox();
    const tasks = await page.getByTestId('home-my-tasks').boundingBox();
    assert.ok(hot && tasks && hot.y < tasks.y, 'popular courses come before my tasks');
    await expectAccessible(page, 'site-learner-home');
    await settledScreenshot(page, 'site-learner-home');
    await context.close();
  });
});
