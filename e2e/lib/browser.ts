// Shared fixtures for browser specs: Debian's Chromium through playwright-core, the server's base URL,
// a signed-in page, API calls for seeding through dev endpoints, and screenshots. Every page of a context made
// here is audited with axe-core as it navigates (lib/a11y.ts).

import path from 'node:path';
import { authPaths } from '@elearning/shared';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { instrumentPage } from './a11y.ts';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');
const WEB_CLIENT_BASIC = `Basic ${Buffer.from('web:web_secret').toString('base64')}`;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A context whose pages are audited with axe-core; the CSP bypass lets the spec inject axe's script. */
export async function newContext(browser: Browser, lang: 'zh-CN' | 'en' = 'zh-CN'): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1440, height: 900 },
    locale: lang,
    bypassCSP: true,
  });
  context.on('page', instrumentPage);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    instrumentPage(page);
    return page;
  };
  return context;
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

export type Tokens = { access_token: string; refresh_token: string; user_id: number; account: string };

/** Signs in through the API (for seeding); browser sign-in goes through the login page. */
export async function apiLogin(account: string, password = 'elearn123', tenant = 'learn'): Promise<Tokens> {
  const reply = await fetch(`${baseUrl}${authPaths.token}`, {
    method: 'POST',
    headers: {
      authorization: WEB_CLIENT_BASIC,
      'tenant-id': tenant,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: account,
      password,
      tenantId: tenant,
      scope: 'all',
    }),
  });
  if (!reply.ok) throw new Error(`login ${account} failed: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as Tokens;
}

/** Calls the API as a signed-in user; returns the envelope's `response`. */
export async function apiCall<T>(
  token: string,
  method: string,
  url: string,
  body?: unknown,
  tenant = 'learn',
): Promise<T> {
  const reply = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: WEB_CLIENT_BASIC,
      'tenant-id': tenant,
      accesstoken: `bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await reply.json()) as { resCode: number; resMsg: string; response: T };
  if (!reply.ok) throw new Error(`${method} ${url}: ${reply.status} ${envelope.resMsg}`);
  return envelope.response;
}
