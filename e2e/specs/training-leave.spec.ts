// Browser test of the training pieces around the programme (issue 11): the home page's training centre, a
// trainee uploading a material (培训上报材料), asking leave for a face-to-face session that the lecturer then
// approves in the lecturer tab, and the back office making a training agreement and exporting the report.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type TPage, type TTrainApplyRow, type TTrainCard, trainingPaths } from '@elearning/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot, signedInPage } from '../lib/shell.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../apps/server/src/seed/fixtures');
const STARTED = '新员工入职培训';
const UPCOMING = '项目管理实战训练营';
// Not training.spec's learner: that spec signs `learner` up to the same training from scratch, on the same server.
const TRAINEE = 'apprentice';

describe('training leave, materials, home and agreements', () => {
  let browser: Browser;
  let learnerContext: BrowserContext;
  let lecturerContext: BrowserContext;
  let learner: Page;
  let lecturer: Page;

  before(async () => {
    browser = await launchBrowser();
    learnerContext = await newContext(browser);
    lecturerContext = await newContext(browser);
    learner = await signedInPage(learnerContext, TRAINEE);
    lecturer = await signedInPage(lecturerContext, 'lecturer');
  });
  after(async () => {
    await learnerContext?.close();
    await lecturerContext?.close();
    await browser?.close();
  });

  async function trainIdOf(name: string): Promise<number> {
    const { access_token: token } = await apiLogin(TRAINEE);
    const list = await apiCall<TPage<TTrainCard>>(
      token,
      'GET',
      `${trainingPaths.list}?pageNo=1&pageSize=50&keyword=${encodeURIComponent(name)}`,
    );
    const id = list.data.find((card) => card.menuName === name)?.id ?? 0;
    assert.ok(id > 0, `training ${name} not found`);
    return id;
  }

  it('shows the training centre on the home page', async () => {
    await learner.goto('/home');
    const section = learner.getByTestId('home-training-center');
    await section.getByTestId('train-card').first().waitFor();
    await section.scrollIntoViewIfNeeded();
    await settledScreenshot(learner, 'training-home-centre');
  });

  it('lets a trainee of a started training upload a material', async () => {
    const trainId = await trainIdOf(STARTED);
    const { access_token: learnerToken } = await apiLogin(TRAINEE);
    await apiCall(learnerToken, 'POST', trainingPaths.applyJoin, { trainId });
    const { access_token: lecturerToken } = await apiLogin('lecturer');
    const signUps = await apiCall<TPage<TTrainApplyRow>>(
      lecturerToken,
      'GET',
      `${trainingPaths.applyJoinList}?trainId=${trainId}`,
    );
    for (const row of signUps.data.filter((r) => r.status === 'UnderReview'))
      await apiCall(lecturerToken, 'PUT', trainingPaths.approveApplyJoin, {
        trainId,
        signUpId: row.signUpId,
        type: 'agree',
      });
    await learner.goto(`/train/detail?trainId=${trainId}&type=0`);
    await learner.getByTestId('train-detail').waitFor();
    await learner.getByRole('tab', { name: '培训上报材料' }).click();
    await learner.getByTestId('material-upload-input').setInputFiles(path.join(FIXTURES, 'handbook.pdf'));
    await learner.getByTestId('materials-panel').getByRole('link', { name: 'handbook.pdf' }).waitFor();
    await settledScreenshot(learner, 'training-materials');
  });

  it('asks leave for a session, and the lecturer approves it', async () => {
    const trainId = await trainIdOf(UPCOMING);
    await learner.goto(`/train/detail?trainId=${trainId}&type=0`);
    await learner.getByTestId('leave-button').click();
    const dialog = learner.getByRole('dialog');
    await dialog.getByLabel('请假原因').fill('家中有事，申请请假');
    await settledScreenshot(learner, 'training-leave-request');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await learner.getByText('请假申请已提交').first().waitFor();

    await lecturer.goto('/lecturerTask?clickData=train');
    await lecturer
      .getByRole('row', { name: new RegExp(UPCOMING) })
      .getByRole('button', { name: '管理' })
      .click();
    await lecturer.getByTestId('lecturer-training-detail').waitFor();
    await lecturer.getByRole('tab', { name: '请假审批' }).click();
    const panel = lecturer.getByTestId('leaves-panel');
    await panel.getByText('家中有事，申请请假').waitFor();
    await panel.getByRole('button', { name: '通过' }).click();
    await panel.getByText('已批准').waitFor();
    await settledScreenshot(lecturer, 'training-leave-approved');
    await expectAccessible(lecturer, 'lecturer training leaves');
  });

  it('makes a training agreement in the back office and exports the training report', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/admin/train/agreements');
    await page.getByTestId('admin-login').waitFor();
    await page.getByLabel(/^(账号|Account)$/).fill('backoffice');
    await page.getByLabel(/^(密码|Password)$/).fill('elearn123');
    await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/train/agreements');
    await page.getByTestId('new-agreement').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('关联培训').click();
    await page.locator('.ant-select-item-option').filter({ hasText: STARTED }).first().click();
    await dialog.getByLabel('协议起始日期').fill('2030-01-01');
    await dialog.getByLabel('协议起始日期').press('Enter');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    const row = page.getByRole('row', { name: new RegExp(`${STARTED}协议`) });
    await row.waitFor();
    assert.match(await row.innerText(), /\t1\t/);
    await settledScreenshot(page, 'training-agreements');
    await row.getByRole('button', { name: '查看人员' }).click();
    await page.getByRole('dialog').getByText('未签').first().waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/admin/train/list');
    const training = page.getByRole('row', { name: new RegExp(STARTED) });
    const download = page.waitForEvent('download');
    await training.getByRole('button', { name: '导出报表' }).click();
    const file = await download;
    assert.match(file.suggestedFilename(), /\.xlsx$/);
    await context.close();
  });
});
