// Helpers of the web-shell specs: signing in through the login page, reading the browser's own access
// token (to seed data for that user through the dev endpoints), the API replies a page received, and
// waiting for a condition that only Node can see.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { screenshot } from './browser.ts';

export const PASSWORD = 'elearn123';

/** Fills and sends the login form of a page that already shows it. */
export async function submitLogin(page: Page, account: string, password = PASSWORD): Promise<void> {
  await page.getByTestId('login-page').waitFor();
  await page.getByTestId('login-username').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** A new page signed in as `account` through /login; it ends on /home with the header's user menu. */
export async function signedInPage(context: BrowserContext, account: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, account);
  await page.waitForURL((url) => url.pathname === '/home');
  await page.getByTestId('user-menu').waitFor();
  return page;
}

/** The access token the app stored (the storage helper wraps values as `{ content, … }`). */
export async function browserToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('elearning-access-token');
    if (!raw) return undefined;
    const entry: unknown = JSON.parse(raw);
    if (typeof entry !== 'object' || entry === null || !('content' in entry)) return undefined;
    return typeof entry.content === 'string' ? entry.content : undefined;
  });
  if (!token) throw new Error('the page holds no access token');
  return token;
}

/** The element's text, trimmed. */
export async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

/** Waits until the page's finite animations (menus fading in, dialogs opening or closing) have ended. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Enters a date into an antd date picker as a keyboard user does (type it, Enter) and waits until its pop-up
 * is gone. Clicking a day cell under load could land while the pop-up was still opening and be lost, the
 * pop-up then covering the button the spec clicks next.
 */
export async function enterDate(page: Page, input: Locator, date: Date): Promise<void> {
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('.ant-picker-dropdown')].every(
      (dropdown) => !dropdown.checkVisibility(),
    ),
  );
}

/** Lets React finish what it scheduled after the last render (passive effects run before the next frame). */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Saves a screenshot once the page has settled. */
export async function settledScreenshot(page: Page, name: string): Promise<void> {
  await settle(page);
  await screenshot(page, name);
}

/** Waits until `check` holds, polling every 50 ms; fails with `what` after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the async `check` holds, polling every 50 ms; fails with `what` after `timeoutMs`. */
export async function eventually(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type ApiTraffic = {
  /** API calls sent and not yet answered. */
  inFlight(): number;
  /** The business codes of the API replies received so far, with their paths. */
  replies: { path: string; resCode: number | undefined }[];
};

/** Records the page's `/api/` calls: how many are still running and what code each reply carried. */
export function watchApi(page: Page): ApiTraffic {
  const running = new Set<unknown>();
  const replies: ApiTraffic['replies'] = [];
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) running.add(request);
  });
  page.on('requestfailed', (request) => running.delete(request));
  page.on('requestfinished', async (request) => {
    if (!running.has(request)) return;
    const response = await request.response();
    let resCode: number | undefined;
    try {
      const body: unknown = await response?.json();
      if (typeof body === 'object' && body !== null && 'resCode' in body && typeof body.resCode === 'number')
        resCode = body.resCode;
    } catch {
      resCode = undefined;
    }
    replies.push({ path: new URL(request.url()).pathname, resCode });
    running.delete(request);
  });
  return { inFlight: () => running.size, replies };
}
