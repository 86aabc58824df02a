// Browser tests of the web shell's routing rules and account screens (issue 3, SPEC §2, §4, §5): an
// anonymous visit to a protected page goes through /login and comes back to the wanted URL, a signed-in
// user is sent away from the guest pages, a wrong password says so, and the register page checks the
// password with the SPEC §5 messages verbatim.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../lib/browser.ts';
import { eventually, settledScreenshot, signedInPage, submitLogin, text } from '../lib/shell.ts';

/** The error lines under the register page's password field (antd shows them in the field's item). */
function passwordErrors(page: Page) {
  return page
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId('password-input') })
    .locator('.ant-form-item-explain-error');
}

/** Waits until the password field shows exactly `expected` (a leaving message fades out first). */
async function expectPasswordErrors(page: Page, expected: string[]) {
  let shown: string[] = [];
  await eventually(
    async () => {
      shown = (await passwordErrors(page).allInnerTexts()).map((line) => line.trim());
      return shown.length === expected.length && shown.every((text, index) => text === expected[index]);
    },
    `password errors ${JSON.stringify(expected)}`,
  ).catch(() => {
    assert.deepEqual(shown, expected);
  });
}

describe('web shell: routing and account screens', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('sends an anonymous visitor of a protected page to /login and back to the wanted URL', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/message/list?tab=unread');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('login-page').waitFor();
    await page.waitForFunction(() => document.title.startsWith('登录'));
    await settledScreenshot(page, 'shell-login');

    await submitLogin(page, 'learner');
    await page.waitForURL((url) => url.pathname === '/message/list');
    assert.equal(new URL(page.url()).search, '?tab=unread', 'the query of the wanted URL is kept');
    await page.getByTestId('message-list-page').waitFor();
    await page.waitForFunction(() => document.title.startsWith('消息中心'));
    await page.getByTestId('user-menu').filter({ hasText: '李学员' }).waitFor();
    await context.close();
  });

  it('sends a signed-in user who opens /login or /register to /home', async () => {
    const context = await newContext(browser);
    const page = await signedInPage(context, 'learner');
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByTestId('home-page').waitFor();
    assert.equal(await page.getByTestId('login-page').count(), 0);
    await page.goto('/register');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByTestId('home-page').waitFor();
    await context.close();
  });

  it('says 用户名或密码错误 for a wrong password and stays on /login', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await submitLogin(page, 'tutor', 'wrong-password1');
    const alert = page.getByTestId('form-error');
    await alert.waitFor();
    assert.equal(await text(alert), '用户名或密码错误');
    assert.equal(new URL(page.url()).pathname, '/login');
    assert.equal(await page.getByTestId('user-menu').count(), 0, 'still signed out');
    await context.close();
  });

  it('checks the register password with the SPEC §5 messages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByTestId('register-page').waitFor();
    const password = page.getByTestId('password-input');

    // Sending the empty form asks for the password.
    await page.getByTestId('register-submit').click();
    await expectPasswordErrors(page, ['请输入密码']);

    const cases: [string, string][] = [
      ['abc12', '密码长度需要满足6～12字符'],
      ['abcdefgh', '密码包含字母、符号或数字中至少两项'],
      ['12345678', '密码包含字母、符号或数字中至少两项'],
      ['!@#$%^&', '密码包含字母、符号或数字中至少两项'],
      ['', '请输入密码'],
    ];
    for (const [value, message] of cases) {
      await password.fill(value);
      await expectPasswordErrors(page, [message]);
    }

    // The field stops at 12 characters, and a valid password clears the message.
    await password.fill('abcdef1234567');
    assert.equal(await password.inputValue(), 'abcdef123456');
    await expectPasswordErrors(page, []);
    await password.fill('abc');
    await expectPasswordErrors(page, ['密码长度需要满足6～12字符']);
    await password.fill('abc!@#');
    await expectPasswordErrors(page, []);
    await context.close();
  });
});
