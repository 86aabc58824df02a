// Browser tests of signing out (issue 19 item 9): the page being left sends nothing once the session is
// ending — no 401 from its queries, refetches or the notification poll, and no call without the token —
// on the pages with the most queries (My Task, messages, home), and the user ends on /login signed out.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { authPaths } from '@elearning/shared';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../lib/browser.ts';
import { signedInPage, watchApi } from '../lib/shell.ts';

type Seen = { path: string; status: number; withToken: boolean };

/** Every API reply the page receives from now on, with whether its request carried the token. */
function recordApi(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    seen.push({
      path: url.pathname,
      status: response.status(),
      withToken: Boolean(response.request().headers().accesstoken),
    });
  });
  return seen;
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await page.getByTestId('logout-confirm-ok').click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByTestId('login-page').waitFor();
}

describe('web shell: signing out', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const start of ['/myTask?clickData=myLearn', '/message/list', '/home']) {
    it(`sends no request without the token while leaving ${start}`, async () => {
      const context = await newContext(browser);
      const page = await signedInPage(context, 'learner');
      const traffic = watchApi(page);
      const seen = recordApi(page);
      await page.goto(start);
      await page.waitForLoadState('networkidle');
      await signOut(page);
      // Long enough for a refetch loop or a poll to show itself.
      await page.waitForTimeout(1_500);
      assert.equal(traffic.inFlight(), 0);

      const logoutAt = seen.findIndex((reply) => reply.path === authPaths.logout);
      assert.ok(logoutAt >= 0, 'the server was told to end the session');
      assert.equal(seen[logoutAt]?.status, 200);
      assert.deepEqual(
        seen.filter((reply) => reply.status === 401),
        [],
        'no request answered 401 during sign-out',
      );
      // After the logout call only the sign-in page's own public calls may go out, never one of the
      // left page's calls without its token.
      const after = seen.slice(logoutAt + 1);
      const leftPagePaths = new Set(seen.slice(0, logoutAt).map((reply) => reply.path));
      assert.deepEqual(
        after.filter((reply) => leftPagePaths.has(reply.path)),
        [],
        "none of the left page's calls is sent again once the session ended",
      );
      assert.equal(await page.evaluate(() => localStorage.getItem('elearning-access-token')), null);
      await context.close();
    });
  }
});
