// Browser tests of the web shell's header (issue 3, SPEC §2 Header): the search history keeps the five
// newest unique searches, the notification bell shows 99+ and a popup of three unread notifications that
// 'mark all read' empties, the lecturer/student switch changes the menu, and screenshots at 1440×900 of
// /home and the open header menus.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { messagePaths } from '@elearning/shared';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin, launchBrowser, newContext } from '../lib/browser.ts';
import { nextFrame, settledScreenshot, signedInPage, text } from '../lib/shell.ts';

async function search(page: Page, keyword: string) {
  const input = page.getByTestId('header-search-input');
  await input.fill(keyword);
  await input.press('Enter');
  await page.waitForURL(
    (url) => url.pathname === '/search/list' && url.searchParams.get('keyword') === keyword,
  );
}

async function historyItems(page: Page): Promise<string[]> {
  return (await page.getByTestId('search-history-item').allTextContents()).map((item) => item.trim());
}

describe('web shell: header', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('keeps the 5 newest unique searches in the history', async () => {
    const context = await newContext(browser);
    const page = await signedInPage(context, 'learner');
    const input = page.getByTestId('header-search-input');

    assert.equal(await input.getAttribute('maxlength'), '100');

    // An empty search does nothing: no navigation, nothing in the history.
    await input.fill('   ');
    await input.press('Enter');
    await page.getByTestId('search-history-panel').waitFor();
    assert.equal(await page.getByTestId('search-history-item').count(), 0);
    assert.equal(new URL(page.url()).pathname, '/home');

    for (const keyword of ['安全生产', '领导力', 'Excel 技巧', '安全生产', '沟通', '项目管理', '财务基础']) {
      await search(page, keyword);
    }

    // Clicking the box shows the history, newest first, without the repeated '安全生产' twice.
    await input.click();
    await page.getByTestId('search-history-panel').waitFor();
    const expected = ['财务基础', '项目管理', '沟通', '安全生产', 'Excel 技巧'];
    assert.deepEqual(await historyItems(page), expected);

    // The history survives a reload, and clicking an entry searches it again and moves it to the top.
    await page.reload();
    await input.click();
    await page.getByTestId('search-history-panel').waitFor();
    assert.deepEqual(await historyItems(page), expected);
    await page.getByTestId('search-history-item').filter({ hasText: 'Excel 技巧' }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === 'Excel 技巧');
    await input.click();
    await page.getByTestId('search-history-panel').waitFor();
    assert.deepEqual(await historyItems(page), ['Excel 技巧', '财务基础', '项目管理', '沟通', '安全生产']);

    // Clear empties it.
    await page.getByTestId('search-history-clear').click();
    await page.getByTestId('search-history-item').first().waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows 99+ for 120 unread, a popup of 3, and mark all read empties the badge', async () => {
    // Seeded as the user before the browser signs in, so the first count already includes them.
    const seed = await apiLogin('vipyear');
    const created = await apiCall<{ created: number }>(
      seed.access_token,
      'POST',
      messagePaths.devNotifications,
      {
        count: 120,
      },
    );
    assert.equal(created.created, 120);
    const { unreadCount } = await apiCall<{ unreadCount: number }>(
      seed.access_token,
      'GET',
      messagePaths.notifyCount,
    );
    assert.ok(unreadCount >= 120);

    const context = await newContext(browser);
    const page = await signedInPage(context, 'vipyear');
    const bell = page.getByTestId('notification-bell');
    const badge = page.getByTestId('notification-badge');
    await badge.waitFor();
    assert.equal(await text(badge), '99+');
    assert.equal(await bell.getAttribute('aria-label'), `消息通知，${unreadCount} 条未读`);
    // The member badge widens the user menu; the search box gives way so no navigation item is covered.
    await page.getByTestId('vip-badge').waitFor();
    const lastItem = await page.getByTestId('nav-knowledgeSystem').boundingBox();
    const search = await page.locator('.header-search').boundingBox();
    assert.ok(
      lastItem && search && lastItem.x + lastItem.width <= search.x,
      'the search box covers the navigation',
    );

    await bell.click();
    const popup = page.getByTestId('notification-popup');
    await popup.waitFor();
    await popup.getByTestId('notification-item').first().waitFor();
    const titles = (await popup.locator('.bell-popup__title').allTextContents()).map((title) => title.trim());
    assert.deepEqual(titles, ['测试通知 120', '测试通知 119', '测试通知 118'], 'the 3 newest unread');
    const markAll = page.getByTestId('notification-mark-all-read');
    assert.equal(await markAll.isEnabled(), true);
    await settledScreenshot(page, 'shell-header-notifications');

    await markAll.click();
    await badge.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLButtonElement>('[data-testid="notification-mark-all-read"]')?.disabled ===
        true,
    );
    await popup.getByTestId('notification-item').first().waitFor({ state: 'detached' });
    assert.equal(await bell.getAttribute('aria-label'), '消息通知');
    const remaining = await apiCall<{ unreadCount: number }>(
      seed.access_token,
      'GET',
      messagePaths.notifyCount,
    );
    assert.equal(remaining.unreadCount, 0, 'the server marked them all read');
    await context.close();
  });

  it('switches a lecturer between the student and lecturer menus', async () => {
    const context = await newContext(browser);
    const page = await signedInPage(context, 'lecturer');
    await page.getByTestId('nav-myLearning').waitFor();
    assert.equal(await page.getByTestId('nav-lecturerTasks').count(), 0);

    await page.getByTestId('user-menu').click();
    const toggle = page.getByTestId('user-menu-switchIdentity');
    assert.equal(await text(toggle), '切换为讲师');
    await settledScreenshot(page, 'shell-header-user-menu');
    await toggle.click();

    await page.waitForURL((url) => url.pathname === '/lecturerTask/task');
    // The menu is underlined once the new page is rendered; after that frame no navigation closes panels.
    await page.locator('[data-testid="nav-lecturerTasks"].is-active').waitFor();
    await nextFrame(page);
    assert.equal(await page.getByTestId('nav-myLearning').count(), 0);
    assert.equal(await text(page.getByTestId('identity-badge')), '讲师');
    await page.getByTestId('nav-lecturerTasks').hover();
    const panel = page.getByTestId('nav-panel-lecturerTasks');
    await panel.waitFor();
    assert.deepEqual(
      await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('data-testid'))),
      [
        'nav-lecturerTasks-course',
        'nav-lecturerTasks-live',
        'nav-lecturerTasks-training',
        'nav-lecturerTasks-studyPlan',
      ],
    );

    // The identity is kept for the tab: a reload stays in lecturer mode.
    await page.reload();
    await page.getByTestId('nav-lecturerTasks').waitFor();

    await page.getByTestId('user-menu').click();
    assert.equal(await text(toggle), '切换为学员');
    await toggle.click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByTestId('nav-myLearning').waitFor();
    assert.equal(await page.getByTestId('nav-lecturerTasks').count(), 0);
    assert.equal(await page.getByTestId('identity-badge').count(), 0);
    await context.close();
  });

  it('a learner has no identity switch', async () => {
    const context = await newContext(browser);
    const page = await signedInPage(context, 'learner');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').waitFor();
    assert.equal(await page.getByTestId('user-menu-switchIdentity').count(), 0);
    await context.close();
  });

  it('shows /home and the header menus at 1440×900', async () => {
    // A guest sees the learning-resources menu.
    const guest = await newContext(browser);
    const anonymous = await guest.newPage();
    await anonymous.goto('/home');
    await anonymous.getByTestId('home-page').waitFor();
    await anonymous.getByTestId('header-login').waitFor();
    await anonymous.getByTestId('nav-learningResources').hover();
    const resources = anonymous.getByTestId('nav-panel-learningResources');
    await resources.waitFor();
    assert.equal(await resources.locator('a').count(), 4);
    assert.equal(
      await anonymous.getByTestId('nav-learningResources-training').getAttribute('href'),
      '/train/index',
    );
    assert.equal(
      await resources.evaluate((panel) => (panel as HTMLElement).offsetHeight),
      196,
      'the panel is 196 px tall',
    );
    await settledScreenshot(anonymous, 'shell-header-learning-resources');
    // It closes once the pointer has left it for 300 ms.
    await anonymous.mouse.move(720, 700);
    await resources.waitFor({ state: 'detached' });
    await guest.close();

    // A learner sees my learning instead; /home fully loaded is the home screenshot.
    const context = await newContext(browser);
    const page = await signedInPage(context, 'learner');
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('page-skeleton').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    await settledScreenshot(page, 'shell-home');
    await page.getByTestId('nav-myLearning').hover();
    const mine = page.getByTestId('nav-panel-myLearning');
    await mine.waitFor();
    assert.equal(
      await page.getByTestId('nav-myLearning-myLearn').getAttribute('href'),
      '/myTask?clickData=myLearn',
    );
    assert.equal(await mine.locator('a').count(), 5);
    await settledScreenshot(page, 'shell-header-my-learning');
    await context.close();
  });
});
