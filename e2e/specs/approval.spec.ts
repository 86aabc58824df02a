// Browser test of the approval centre (issue 18): a learner files a lecturer certification on its form
// page, finds it under 我发起的, the back-office approver passes it from 待我审批 with a comment and the
// applicant then sees it approved; a second application is rejected with its reason. The process (one step,
// the approver by name) is designed through the back office's API first, as an administrator would.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApprovalForm, approvalPaths } from '@elearning/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, apiLogin, launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot, signedInPage } from '../lib/shell.ts';

// Not 'learner': an approved certification makes the applicant a lecturer, and the shell specs rely on the
// plain learner having no lecturer identity.
const APPLICANT = 'vip';
const APPROVER = 'backoffice';

async function releaseLecturerProcess(): Promise<void> {
  const { access_token: token, user_id: approverId } = await apiLogin(APPROVER);
  const { processId } = await apiCall<{ processId: number }>(token, 'POST', approvalPaths.process, {
    processName: '讲师认证',
    formKey: ApprovalForm.lecturerCertification,
    steps: [{ name: '审批', approverKind: 'user', approverIds: [approverId], mode: 'any' }],
  });
  await apiCall(token, 'POST', approvalPaths.processRelease, { processId });
}

/** The list row of application `apprNo` (its 审批单号 cell). */
const rowOf = (page: Page, apprNo: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: apprNo, exact: true }) });

/** Files a lecturer certification on its form page; returns its number from the success page. */
async function apply(page: Page, reason: string): Promise<string> {
  await page.goto('/approvalCenter/chapter');
  await page.getByTestId('approval-chapter-lecturerCertification').click();
  await page.getByTestId('approval-form-lecturerCertification').waitFor();
  // An empty reason is refused before anything is sent.
  await page.getByTestId('approval-submit').click();
  await page.getByText('请填写此项').first().waitFor();
  await page.getByLabel('申请理由').fill(reason);
  await page.getByTestId('approval-submit').click();
  await page.getByTestId('approval-submit-succeed').waitFor();
  const apprNo = new URL(page.url()).searchParams.get('apprNo');
  assert.ok(apprNo, 'the success page names the application');
  return apprNo;
}

async function decide(
  page: Page,
  apprNo: string,
  button: 'approval-pass' | 'approval-reject',
  comment: string,
) {
  await page.goto('/approvalCenter/center?tab=wait');
  await page.getByTestId('approval-center').waitFor();
  await rowOf(page, apprNo).getByTestId('approval-row-link').click();
  await page.getByTestId('approval-details').waitFor();
  await page.getByTestId('approval-comment').fill(comment);
  await page.getByTestId(button).click();
  await page.getByText(comment).waitFor();
}

async function statusInMine(page: Page, apprNo: string): Promise<string> {
  await page.goto('/approvalCenter/center?tab=my');
  const row = rowOf(page, apprNo);
  await row.waitFor();
  return (await row.getByTestId('approval-status').innerText()).trim();
}

describe('approval centre', () => {
  let browser: Browser;
  let applicantContext: BrowserContext;
  let approverContext: BrowserContext;
  let applicant: Page;
  let approver: Page;

  before(async () => {
    await releaseLecturerProcess();
    browser = await launchBrowser();
    applicantContext = await newContext(browser);
    approverContext = await newContext(browser);
    applicant = await signedInPage(applicantContext, APPLICANT);
    approver = await signedInPage(approverContext, APPROVER);
  });
  after(async () => {
    await applicantContext?.close();
    await approverContext?.close();
    await browser?.close();
  });

  it('a lecturer certification is filed, approved by the approver and seen approved', async () => {
    const reason = `讲课十年-${Date.now()}`;
    const apprNo = await apply(applicant, reason);
    await settledScreenshot(applicant, 'approval-submitted');
    assert.equal(await statusInMine(applicant, apprNo), '审批中');
    await settledScreenshot(applicant, 'approval-mine');
    await decide(approver, apprNo, 'approval-pass', '同意，欢迎加入讲师团队');
    await settledScreenshot(approver, 'approval-details-passed');
    assert.equal(await statusInMine(applicant, apprNo), '已通过');
  });

  it('a rejected application shows its reason to the applicant', async () => {
    const reason = `再申请一次-${Date.now()}`;
    const apprNo = await apply(applicant, reason);
    await decide(approver, apprNo, 'approval-reject', '材料不全，请补充授课记录');
    assert.equal(await statusInMine(applicant, apprNo), '已驳回');
    await rowOf(applicant, apprNo).getByTestId('approval-row-link').click();
    await applicant.getByText('材料不全，请补充授课记录').waitFor();
    await settledScreenshot(applicant, 'approval-rejected');
  });
});
