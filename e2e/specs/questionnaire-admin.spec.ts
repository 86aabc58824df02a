// Browser test of the questionnaire back office (issue 13): the template list, the arrangement list, and
// the results of a named arrangement a learner answered — charts, the respondent list and that person's
// answer sheet. Each page is audited with axe-core and photographed.
import { after, before, describe, it } from 'node:test';
import { AsqQuestionType, questionnaireAdminPaths as P, questionnairePaths } from '@elearning/shared';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot } from '../lib/shell.ts';

const suffix = Date.now().toString(36).slice(-5);
const PLAN = `E2E 课后问卷 ${suffix}`;
const HOUR = 3_600_000;

async function signIn(page: Page, url: string) {
  await page.goto(url);
  await page.getByTestId('admin-login').waitFor();
  await page.getByLabel(/^(账号|Account)$/).fill('backoffice');
  await page.getByLabel(/^(密码|Password)$/).fill('elearn123');
  await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await page.waitForURL((current) => current.pathname === url.split('?')[0]);
}

describe('questionnaires in the back office', () => {
  let browser: Browser;
  let planId = 0;

  before(async () => {
    browser = await launchBrowser();
    const admin = await apiLogin('backoffice');
    const templateId = (
      await apiCall<{ id: number }>(admin.access_token, 'POST', P.templateAdd, {
        name: `E2E 模板 ${suffix}`,
        remark: '',
        anonymous: false,
        questions: [
          {
            id: 'q1',
            type: AsqQuestionType.single,
            content: '课程内容是否实用？',
            required: true,
            options: [
              { id: 'a1', content: '非常实用' },
              { id: 'a2', content: '一般' },
            ],
            rows: [],
          },
          { id: 'q2', type: AsqQuestionType.short, content: '建议', required: false, options: [], rows: [] },
        ],
      })
    ).id;
    planId = (
      await apiCall<{ id: number }>(admin.access_token, 'POST', P.planSave, {
        templateId,
        name: PLAN,
        startTime: Date.now() - HOUR,
        endTime: Date.now() + 24 * HOUR,
        targets: [{ targetType: 'all', targetId: 0 }],
      })
    ).id;
    const learner = await apiLogin('apprentice');
    await apiCall(learner.access_token, 'POST', questionnairePaths.submit, {
      subjectCpId: planId,
      questionList: [
        { questionId: 'q1', answerUser: 'a1' },
        { questionId: 'q2', answerUser: '多一些案例' },
      ],
    });
  });
  after(async () => {
    await browser?.close();
  });

  it('shows templates, arrangements, results and one respondent’s sheet', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, '/admin/questionnaire/management');
    await page.locator('.ant-table-row').first().waitFor();
    await settledScreenshot(page, 'questionnaire-admin-templates');
    await expectAccessible(page, 'questionnaire templates');

    await page.goto('/admin/questionnaire/arrange/index');
    const plans = page.getByTestId('asq-plan-list');
    await plans.locator('.ant-table-row').filter({ hasText: PLAN }).waitFor();
    await settledScreenshot(page, 'questionnaire-admin-plans');
    await expectAccessible(page, 'questionnaire arrangements');

    await page.goto(`/admin/questionnaire/arrange/detail?id=${planId}`);
    await page.getByTestId('asq-plan-results').waitFor();
    const respondents = page.getByTestId('asq-respondents');
    await respondents.locator('.ant-table-row').first().waitFor();
    await settledScreenshot(page, 'questionnaire-admin-results');
    await expectAccessible(page, 'questionnaire results');
    await respondents
      .getByRole('button', { name: /^(查看答卷|View answers)$/ })
      .first()
      .click();
    const sheet = page.getByTestId('asq-admin-sheet');
    await sheet.waitFor();
    await sheet.getByText('课程内容是否实用？').waitFor();
    await settledScreenshot(page, 'questionnaire-admin-sheet');
    await context.close();
  });
});
