// Browser test of trainings (issue 11) on the demo data. A learner signs up to the face-to-face training
// (lecturer review), the lecturer approves it, shows the session's QR code, the learner opens the code's
// sign-in URL and sees the session signed; the learner completes the linked course, the lecturer grants the
// certificate, and the public verification page opens in a fresh browser context without signing in. Then
// the lecturer runs the scoring import with one bad row and downloads the error file.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { coursePaths, type TCourseChapter } from '@elearning/shared';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, launchBrowser, newContext } from '../lib/browser.ts';
import { browserToken, settledScreenshot, signedInPage } from '../lib/shell.ts';

const TRAINING = '新员工入职培训';
const LEARNER = 'learner';

describe('training', () => {
  let browser: Browser;
  let learnerContext: BrowserContext;
  let lecturerContext: BrowserContext;
  let learner: Page;
  let lecturer: Page;
  let trainId = 0;

  before(async () => {
    browser = await launchBrowser();
    learnerContext = await newContext(browser);
    lecturerContext = await newContext(browser);
    learner = await signedInPage(learnerContext, LEARNER);
    lecturer = await signedInPage(lecturerContext, 'lecturer');
  });
  after(async () => {
    await learnerContext?.close();
    await lecturerContext?.close();
    await browser?.close();
  });

  async function openLecturerTraining() {
    await lecturer.goto('/lecturerTask?clickData=train');
    const row = lecturer.getByRole('row', { name: new RegExp(TRAINING) });
    await row.getByRole('button', { name: '管理' }).click();
    await lecturer.getByTestId('lecturer-training-detail').waitFor();
  }

  it('signs up from the training centre and waits for review', async () => {
    await learner.goto('/train/index');
    await learner.getByTestId('train-card').first().waitFor();
    await settledScreenshot(learner, 'training-centre');
    await learner.getByTestId('train-card').filter({ hasText: TRAINING }).click();
    await learner.getByTestId('train-detail').waitFor();
    trainId = Number(new URL(learner.url()).searchParams.get('trainId'));
    assert.ok(trainId > 0);
    await learner.getByRole('button', { name: '立即报名' }).click();
    await learner.getByTestId('apply-state').filter({ hasText: '审核中' }).waitFor();
  });

  it('is approved by the lecturer, who projects the QR code that the learner opens', async () => {
    await openLecturerTraining();
    await lecturer.getByRole('tab', { name: '报名审核' }).click();
    await lecturer.getByTestId('signups-panel').getByRole('button', { name: '通过' }).click();
    await lecturer.getByTestId('signups-panel').getByText('SignedUp').waitFor();

    await learner.reload();
    await learner.getByTestId('apply-state').filter({ hasText: '已报名' }).waitFor();

    await lecturer.getByRole('tab', { name: '日程' }).click();
    await lecturer.getByRole('button', { name: '签到二维码' }).first().click();
    await lecturer.getByTestId('qr-projector').waitFor();
    assert.match(await lecturer.getByTestId('qr-fallback').innerText(), /^\d{6}$/);
    await settledScreenshot(lecturer, 'training-qr');
    const url = new URL((await lecturer.getByTestId('qr-url').getAttribute('href')) ?? '');
    await lecturer.keyboard.press('Escape');

    await learner.goto(`${url.pathname}${url.search}`);
    await learner.getByTestId('sign-result').filter({ hasText: '签到成功' }).waitFor();
    await settledScreenshot(learner, 'training-signed');
    // A second scan is harmless and says so.
    await learner.goto(`${url.pathname}${url.search}`);
    await learner.getByTestId('sign-result').filter({ hasText: '您已签到' }).waitFor();
    await learner.getByRole('button', { name: '查看培训' }).click();
    await learner.getByTestId('sign-state').filter({ hasText: '已签到' }).waitFor();
  });

  it('completes the linked course, receives the certificate and verifies it publicly', async () => {
    const courseLink = learner.getByRole('link', { name: '去学习' });
    const href = (await courseLink.getAttribute('href')) ?? '';
    const courseId = Number(new URL(href, 'http://x').searchParams.get('id'));
    // The course player reports every chapter finished, as it does when the learner reaches each end.
    const token = await browserToken(learner);
    const chapters = await apiCall<TCourseChapter[]>(
      token,
      'GET',
      `${coursePaths.getCatalog}?courseId=${courseId}`,
    );
    const contentRecords = chapters.map((chapter) => `${chapter.id}:100`).join(',');
    await apiCall(token, 'POST', coursePaths.saveCourseRecord, { courseId, contentRecords, period: 60 });
    await learner.reload();
    await learner.getByTestId('schedule-item').filter({ hasText: '已完成' }).waitFor();
    await settledScreenshot(learner, 'training-schedule');

    await openLecturerTraining();
    const row = lecturer.getByTestId('trainees-panel').getByRole('row', { name: /李学员/ });
    await row.getByRole('checkbox').check();
    await lecturer.getByRole('button', { name: '发放证书' }).click();
    await row.getByText(/^[A-Za-z0-9_-]{16}$/).waitFor();

    await learner.goto('/Certificate');
    await learner.getByRole('link', { name: '查看' }).first().click();
    await learner.getByTestId('certificate-detail').waitFor();
    await settledScreenshot(learner, 'training-certificate');
    const verifyPath = (await learner.getByTestId('verify-link').getAttribute('href')) ?? '';
    assert.match(verifyPath, /^\/verify\//);

    const stranger = await newContext(browser);
    const page = await stranger.newPage();
    await page.goto(verifyPath);
    await page.getByTestId('verify-state').filter({ hasText: '该证书真实有效' }).waitFor();
    assert.match(await page.getByTestId('verify-page').innerText(), /李学员/);
    await settledScreenshot(page, 'training-verify');
    await stranger.close();
  });

  it('imports lecturer scores with one bad row and downloads the error file', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['培训编号', '学员账号', '评分']);
    sheet.addRow([trainId, LEARNER, 95]);
    sheet.addRow([trainId, 'no-such-account', 80]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    await openLecturerTraining();
    const chooser = lecturer.waitForEvent('filechooser');
    await lecturer.getByRole('button', { name: '导入评分' }).click();
    await (await chooser).setFiles({
      name: 'scores.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await lecturer.getByTestId('import-result').filter({ hasText: '成功1条，失败1条' }).waitFor();
    const download = lecturer.waitForEvent('download');
    await lecturer.getByRole('button', { name: '下载错误报告' }).click();
    const file = await download;
    const saved = await file.path();
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.readFile(saved);
    const cells: string[] = [];
    errors.worksheets[0]?.eachRow((r) => {
      cells.push(JSON.stringify(r.values));
    });
    assert.match(cells.join(' '), /no-such-account/);
    await settledScreenshot(lecturer, 'training-scoring-import');
  });
});
