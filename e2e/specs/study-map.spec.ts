// Browser tests of the study map (issue 14) as a learner meets it in My Task: the promotion route bar with
// the current-position marker, the competency, the ability radar and the learning ways; an ability material
// uploaded through the report dialog (an image over 5 MB refused with the SPEC message, a second upload
// warned to delete first), deleted and uploaded again; another route chosen; and the position changed with
// the chooser (the demo tenant lets its whole company choose). The learner's position is put back at the end.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { studyMapPaths, type TMyPosition } from '@elearning/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, launchBrowser, newContext } from '../lib/browser.ts';
import { makePng } from '../lib/picture.ts';
import { settledScreenshot, signedInPage, text } from '../lib/shell.ts';

const ACCOUNT = 'learner';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('study map', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let original: TMyPosition;

  before(async () => {
    browser = await launchBrowser();
    token = (await apiLogin(ACCOUNT)).access_token;
    original = await apiCall<TMyPosition>(token, 'GET', studyMapPaths.myPosition);
    context = await newContext(browser);
    page = await signedInPage(context, ACCOUNT);
  });
  after(async () => {
    if (original?.positionId)
      await apiCall(token, 'POST', studyMapPaths.changePosition, { positionId: original.positionId });
    await context?.close();
    await browser?.close();
  });

  it('shows the route bar, the competency, the radar and the learning ways', async () => {
    await page.goto('/myTask?clickData=studyMap');
    await page.getByTestId('study-map').waitFor();
    await page.getByTestId('route-slide').first().waitFor();
    assert.ok((await page.getByTestId('route-slide').count()) >= 2, 'a route of several positions');
    assert.equal(await text(page.getByTestId('current-position')), '当前岗位');
    assert.equal(await text(page.getByTestId('competency-position')), original.positionName);
    await page.getByTestId('ability-radar').locator('canvas').waitFor();
    assert.equal(await page.getByTestId('ability-card').count(), 3);
    await page.getByText('【能力提升材料】项目总结报告').waitFor();
    await settledScreenshot(page, 'study-map-tab');
    await expectAccessible(page, 'study map tab');
  });

  it('uploads a material (an image over 5 MB refused), deletes it and uploads another', async () => {
    await page.getByRole('button', { name: '查看 项目总结报告' }).click();
    const dialog = page.getByTestId('material-dialog');
    await dialog.waitFor();
    const input = page.getByTestId('material-upload-input');
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 10),
    });
    await page.getByText('image size cannot exceed 5M').waitFor();
    assert.equal(await dialog.getByTestId('material-file').count(), 0);

    await input.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByTestId('material-file').getByText('report.pdf').waitFor();
    await dialog.getByText('待审核').waitFor();
    await settledScreenshot(page, 'study-map-material');
    await expectAccessible(page, 'study map material dialog');

    await dialog.getByRole('button', { name: '上传材料' }).click();
    await page.getByText('您已经上传了能力提升上报材料，再次上传会覆盖之前的文件!').waitFor();

    await dialog.getByRole('button', { name: '删除' }).click();
    await page.getByTestId('material-delete-ok').click();
    await page.getByText('已成功删除该文件').waitFor();
    // The confirmation closes with an animation; until it is gone its own 确定 is a second match.
    await page.getByTestId('material-delete-ok').waitFor({ state: 'hidden' });
    await dialog.getByTestId('material-file').waitFor({ state: 'detached' });

    await page
      .getByTestId('material-upload-input')
      .setInputFiles(makePng('photo.png', 40, 30, [40, 120, 200]));
    await dialog.getByTestId('material-file').getByText('photo.png').waitFor();
    await page.getByRole('button', { name: '确 定' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('switches to another promotion route', async () => {
    const before = await page.getByTestId('route-slide').count();
    await page.getByTestId('switch-route').click();
    await page.getByRole('menuitem').nth(1).click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="route-slide"]').length !== count,
      before,
    );
    assert.notEqual(await page.getByTestId('route-slide').count(), before);
  });

  it('changes position with the chooser; confirming without a choice asks for one', async () => {
    await page.getByTestId('choose-position').click();
    const chooser = page.getByTestId('position-chooser');
    await chooser.waitFor();
    await page.getByRole('button', { name: '确 定' }).click();
    await page.getByText('请选择岗位').waitFor();
    await chooser.getByLabel('搜索岗位名称').fill('产品');
    await chooser.getByRole('radio', { name: '产品经理' }).waitFor();
    await settledScreenshot(page, 'study-map-chooser');
    await chooser.getByRole('radio', { name: '产品经理' }).check();
    await page.getByRole('button', { name: '确 定' }).click();
    await page.getByText('岗位已更换').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="competency-position"]')?.textContent === '产品经理',
    );
    const now = await apiCall<TMyPosition>(token, 'GET', studyMapPaths.myPosition);
    assert.equal(now.positionName, '产品经理');
  });
});
