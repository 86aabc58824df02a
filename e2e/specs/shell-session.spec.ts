// Browser tests of the web shell's session handling (issue 3, SPEC §4, §8): sign-out asks first, a session
// ended elsewhere shows ONE blocking '提示' dialog however many requests fail together, and a medal message
// on the websocket shows the medal pop-up whose hint clears after 5 seconds.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { authPaths, MEDAL_HINT_CLEAR_MS, realtimePaths } from '@elearning/shared';
import type { Browser, Page } from 'playwright-core';
import { apiCall, launchBrowser, newContext } from '../lib/browser.ts';
import { browserToken, settle, signedInPage, submitLogin, text, until, watchApi } from '../lib/shell.ts';

const SESSION_ENDED = new Set([8000, 8001]);

/** The re-login dialogs on screen (antd confirm dialogs carry the request's test id as class). */
function reloginDialogs(page: Page) {
  return page.locator('.ant-modal.relogin');
}

/**
 * Reloads `page` on /message/list (start-up loads user and role info, the page its list and the bell its
 * count, all at once) and waits until every API call has been answered; returns the ended-session replies.
 */
async function reloadWithEndedSession(page: Page): Promise<{ path: string; resCode: number | undefined }[]> {
  const traffic = watchApi(page);
  await page.goto('/message/list');
  await reloginDialogs(page).first().waitFor();
  const ended = () => traffic.replies.filter((reply) => SESSION_ENDED.has(reply.resCode ?? 0));
  await until(() => ended().length >= 2 && traffic.inFlight() === 0, 'the failing calls to settle');
  return ended();
}

async function assertOneReloginDialog(page: Page, message: string) {
  const dialogs = reloginDialogs(page);
  assert.equal(await dialogs.count(), 1, 'exactly one re-login dialog');
  const dialog = dialogs.first();
  assert.equal(await text(dialog.locator('.ant-modal-confirm-title')), '提示');
  assert.equal(await text(dialog.locator('.ant-modal-confirm-content')), message);
  assert.equal((await text(page.getByTestId('relogin-ok'))).replace(/\s/g, ''), '重新登录');
  assert.equal(await dialog.getByRole('button', { name: /close|关闭/i }).count(), 0, 'it cannot be closed');
  // Escape does not close a blocking dialog, nor does a click on the mask.
  await page.keyboard.press('Escape');
  await page.mouse.click(20, 450);
  await settle(page);
  assert.equal(await dialogs.count(), 1);
  assert.equal(await dialog.isVisible(), true);

  const afterOk = watchApi(page);
  await page.getByTestId('relogin-ok').click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByTestId('login-page').waitFor();
  await dialogs.first().waitFor({ state: 'detached' });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await until(() => afterOk.inFlight() === 0, 'the calls after 重新登录 to settle');
  const refused = afterOk.replies.filter(
    (reply) => reply.resCode === 401 || SESSION_ENDED.has(reply.resCode ?? 0),
  );
  assert.deepEqual(
    refused.map((reply) => reply.path),
    [],
    'no call goes out with the ended session once 重新登录 is pressed',
  );
  assert.equal(
    await page.evaluate(() => localStorage.getItem('elearning-access-token')),
    null,
    'the session is cleared',
  );
}

describe('web shell: session', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('asks before signing out: cancel keeps the session, confirm goes to /login', async () => {
    const context = await newContext(browser);
    const page = await signedInPage(context, 'learner');
    const confirmDialog = page.locator('.ant-modal.logout-confirm');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await confirmDialog.waitFor();
    assert.equal(await text(confirmDialog.locator('.ant-modal-confirm-title')), '提示');
    assert.equal(
      await text(confirmDialog.locator('.ant-modal-confirm-content')),
      '此操作将退出系统，是否继续？',
    );
    await page.getByTestId('logout-confirm-cancel').click();
    await confirmDialog.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/home');
    await page.getByTestId('user-menu').waitFor();

    const token = await browserToken(page);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await page.getByTestId('logout-confirm-ok').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('login-page').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('elearning-access-token')), null);
    // The server ended the session too, and protected pages need a new sign-in.
    await assert.rejects(apiCall(token, 'GET', authPaths.userInfo), /401/);
    await page.goto('/message/list');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('shows one 提示 dialog when several requests find the session ended (8001)', async () => {
    const context = await newContext(browser);
    const page = await signedInPage(context, 'learner');
    // The session is ended from outside: signed out through the API with the browser's own token.
    await apiCall(await browserToken(page), 'GET', authPaths.logout);

    const ended = await reloadWithEndedSession(page);
    assert.ok(
      ended.length >= 2,
      `several calls failed together: ${ended.map((reply) => `${reply.path} ${reply.resCode}`).join(', ')}`,
    );
    assert.ok(ended.every((reply) => reply.resCode === 8001));
    await assertOneReloginDialog(page, '登录已过期，请重新登录');
    await context.close();
  });

  it('shows one 提示 dialog when several requests fail with 8000 (session replaced)', async () => {
    // No seeded tenant is single-session, so the server's replies are turned into the 8000 it sends to a
    // replaced session; the app itself runs unchanged.
    const replaced = '您的账号已在其他地方登录，请重新登录';
    const context = await newContext(browser);
    const page = await signedInPage(context, 'learner');
    await page.route(
      (url) => url.pathname.startsWith('/api/') && !url.pathname.startsWith(realtimePaths.socket),
      async (route) => {
        const request = route.request();
        if (!request.headers().accesstoken) return route.continue();
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ resCode: 8000, resMsg: replaced, response: null }),
        });
      },
    );
    const ended = await reloadWithEndedSession(page);
    assert.ok(ended.length >= 2, `several calls failed together: ${ended.length}`);
    assert.ok(ended.every((reply) => reply.resCode === 8000));
    await assertOneReloginDialog(page, replaced);
    await context.close();
  });

  it('shows the medal pop-up for a medal message and clears its hint after 5 s', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The pop-up needs the websocket to have joined the medal group before the medal is sent.
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        socket.on('framesent', (frame) => {
          if (typeof frame.payload === 'string' && frame.payload.includes('"subscribe"')) resolve();
        });
      });
    });
    await page.goto('/login');
    await submitLogin(page, 'learner');
    await page.waitForURL((url) => url.pathname === '/home');
    await subscribed;
    const token = await browserToken(page);

    const popup = page.getByTestId('medal-popup');
    // The server joins the socket to the group once it has checked the token: send again until it shows.
    for (let attempt = 1; ; attempt += 1) {
      await apiCall(token, 'POST', realtimePaths.devMedal, { medalType: 'exam', level: 3, quantity: 2 });
      const shown = await popup
        .waitFor({ timeout: 2000 })
        .then(() => true)
        .catch(() => false);
      if (shown) break;
      assert.ok(attempt < 5, 'the medal pop-up did not appear');
    }
    const shownAt = Date.now();
    assert.equal(await text(page.getByTestId('medal-name')), '您获得了「考试达人」勋章');
    const hint = page.getByTestId('medal-hint');
    assert.equal(await text(hint), '新勋章已收入勋章墙');
    assert.equal(await hint.isVisible(), true);
    assert.match(await text(popup), /等级 Lv\.3/);
    assert.match(await text(popup), /数量 ×2/);

    await hint.waitFor({ state: 'hidden', timeout: MEDAL_HINT_CLEAR_MS + 3000 });
    const elapsed = Date.now() - shownAt;
    assert.ok(elapsed >= MEDAL_HINT_CLEAR_MS - 1000, `the hint cleared after ${elapsed} ms, not about 5 s`);
    assert.equal((await hint.textContent())?.trim(), '');
    assert.equal(await popup.isVisible(), true, 'the pop-up itself stays');

    // It can be closed.
    await page.locator('.ant-modal').filter({ has: popup }).getByRole('button', { name: '关闭' }).click();
    await popup.waitFor({ state: 'detached' });
    await context.close();
  });
});
