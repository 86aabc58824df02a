// Browser tests of the file service: a learner opens /preview/:fileId for a PDF and a DOCX (the DOCX
// only where LibreOffice is installed, as `.ci/run` does), sees the pages drawn by pdf.js under the
// watermark with their own name and today's date, and can download a file that cannot be shown.
// The watermark is a picture drawn on a canvas, so the texts drawn on canvases are recorded to read it.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { filePaths, type TStoredFile, type TUploadToken } from '@elearning/shared';
import type { Browser, Page } from 'playwright-core';
import { makeDocx, makePdf, makeZip } from '../../apps/server/src/modules/file/fixtures.ts';
import { apiCall, apiLogin, baseUrl, launchBrowser, newContext, screenshot } from '../lib/browser.ts';

const hasSoffice = (process.env.PATH ?? '')
  .split(path.delimiter)
  .some((dir) => existsSync(path.join(dir, 'soffice')));

async function uploadAs(token: string, name: string, content: Buffer): Promise<TStoredFile> {
  const { uploadToken, uploadUrl } = await apiCall<TUploadToken>(token, 'GET', filePaths.uploadToken);
  const form = new FormData();
  form.append('token', uploadToken);
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const reply = await fetch(`${baseUrl}${uploadUrl}`, {
    method: 'POST',
    body: form,
    headers: { 'tenant-id': 'learn' },
  });
  const body = (await reply.json()) as { resCode: number; resMsg: string; response: TStoredFile };
  assert.equal(body.resCode, 200, body.resMsg);
  return body.response;
}

/** Opens a protected page: the app sends us to /login, we sign in, and it brings us back. */
async function openSignedIn(page: Page, url: string) {
  await page.goto(url);
  await page.getByTestId('login-page').waitFor();
  await page.getByTestId('login-username').fill('learner');
  await page.getByTestId('login-password').fill('elearn123');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((current) => current.pathname === url);
}

/** Records every text drawn on a 2D canvas (the watermark is drawn that way) in `window.drawnTexts`. */
function recordCanvasText() {
  const drawn: string[] = [];
  Object.assign(window, { drawnTexts: drawn });
  const original = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text: string, ...rest: [number, number, number?]) {
    drawn.push(text);
    return original.call(this, text, ...rest);
  };
}

/** The watermark layer over the page: a repeated picture that lets clicks through, and what it says. */
async function watermarkOf(page: Page): Promise<{ layers: number; texts: string[] }> {
  return page.evaluate(() => {
    const layers = [...document.querySelectorAll<HTMLElement>('div[style*="background-image"]')].filter(
      (el) => el.style.backgroundImage.includes('data:image/png') && el.style.pointerEvents === 'none',
    ).length;
    return { layers, texts: (window as unknown as { drawnTexts: string[] }).drawnTexts };
  });
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

describe('file preview', () => {
  let browser: Browser;
  let pdf: TStoredFile;
  let docx: TStoredFile;
  let zip: TStoredFile;

  before(async () => {
    browser = await launchBrowser();
    const learner = await apiLogin('learner');
    pdf = await uploadAs(learner.access_token, '员工手册.pdf', makePdf('Employee handbook'));
    docx = await uploadAs(
      learner.access_token,
      'training-notice.docx',
      makeDocx(['Training notice', 'Room 301, 9:00']),
    );
    zip = await uploadAs(learner.access_token, 'bundle.zip', makeZip({ 'readme.txt': 'hello' }));
  });
  after(async () => {
    await browser?.close();
  });

  it('shows a PDF with pdf.js under the watermark of the user name and date', async () => {
    const context = await newContext(browser);
    await context.addInitScript(recordCanvasText);
    const page = await context.newPage();
    await openSignedIn(page, `/preview/${pdf.fileId}`);
    await page.getByTestId('preview-title').filter({ hasText: '员工手册.pdf' }).waitFor();
    const firstPage = page.getByTestId('pdf-page-1');
    await firstPage.waitFor();
    await page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="pdf-page-1"]');
      return canvas !== null && canvas.width > 100;
    });
    const watermark = await watermarkOf(page);
    assert.ok(watermark.layers >= 1, 'a watermark layer covers the page');
    assert.ok(watermark.texts.includes('李学员'), `watermark texts: ${watermark.texts.join(', ')}`);
    assert.ok(watermark.texts.includes(today()));
    await screenshot(page, 'file-preview-pdf');
    await context.close();
  });

  it('converts a DOCX and shows it the same way', {
    skip: !hasSoffice && 'LibreOffice is not installed',
  }, async () => {
    const context = await newContext(browser);
    await context.addInitScript(recordCanvasText);
    const page = await context.newPage();
    await openSignedIn(page, `/preview/${docx.fileId}`);
    await page.getByTestId('pdf-page-1').waitFor({ timeout: 120_000 });
    assert.equal(await page.getByTestId('file-preview').getAttribute('data-kind'), 'pdf');
    assert.ok((await watermarkOf(page)).texts.includes('李学员'));
    await screenshot(page, 'file-preview-docx');
    await context.close();
  });

  it('offers the download for a file that cannot be shown', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openSignedIn(page, `/preview/${zip.fileId}`);
    await page.getByTestId('preview-unsupported').waitFor();
    const href = await page.getByTestId('preview-download').getAttribute('href');
    assert.ok(href?.startsWith(`${filePaths.signedFile}/`));
    const reply = await page.request.get(href!);
    assert.equal(reply.status(), 200);
    await context.close();
  });
});
