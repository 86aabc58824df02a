// Browser tests of questionnaires (issue 13) as a learner meets them: My Task opened with
// clickData=questionnaire shows the cards; a not-started and a paused one warn in the spec's words; the
// survey in progress is filled half, the page reloaded (the answers come back), finished, submitted with
// '问卷提交成功，感谢您的参与', and then checked read-only from its card.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { questionnairePaths, type TPage, type TQuestionnaireCard } from '@elearning/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot, signedInPage, text } from '../lib/shell.ts';

/** Reached by the demo plans (they target the whole organisation) and filling no questionnaire elsewhere. */
const ACCOUNT = 'tutor';

describe('questionnaire', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cards: TQuestionnaireCard[];
  /** The learner's open questionnaires as the server counts them (other specs may add some). */
  let openAtStart = 0;
  const card = (predicate: (item: TQuestionnaireCard) => boolean) => {
    const found = cards.find(predicate);
    assert.ok(found, 'demo plan present');
    return page.getByTestId(`asq-card-${found.asqPlanId}`);
  };

  before(async () => {
    browser = await launchBrowser();
    const token = (await apiLogin(ACCOUNT)).access_token;
    cards = (
      await apiCall<TPage<TQuestionnaireCard>>(
        token,
        'GET',
        `${questionnairePaths.myPlans}?pageNo=1&pageSize=10`,
      )
    ).data;
    context = await newContext(browser);
    page = await signedInPage(context, ACCOUNT);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows the tab with its badge; not-started and paused cards warn', async () => {
    await page.goto('/myTask?clickData=questionnaire');
    await page.getByTestId('questionnaire-tab').waitFor();
    // Other specs share the server and may hand this learner plans of their own: the badge is the server's count.
    const token = (await apiLogin(ACCOUNT)).access_token;
    openAtStart = await apiCall<number>(token, 'GET', questionnairePaths.todoNum);
    assert.ok(openAtStart >= 2, 'the demo learner has two open questionnaires');
    assert.equal(await text(page.getByTestId('badge-questionnaire')), String(openAtStart));
    await settledScreenshot(page, 'questionnaire-tab');

    await card((item) => item.asqStatus === 2).click();
    const warning = page.locator('.asq-warning');
    await warning.getByText('该问卷还未开始，暂时无法填写').waitFor();
    await page.getByTestId('asq-warning-ok').click();
    await warning.waitFor({ state: 'hidden' });

    await card((item) => item.asqLogicStatus === 2).click();
    await page.getByText('管理员已暂停该问卷回收，暂时无法填写').waitFor();
    await settledScreenshot(page, 'questionnaire-paused');
    await page.getByTestId('asq-warning-ok').click();

    await card((item) => item.asqStatus === 3).click();
    await page.getByText('未提交的问卷无法查看').waitFor();
  });

  it('fills half, keeps the answers over a reload, finishes, submits and checks', async () => {
    await card((item) => item.asqStatus === 1 && item.asqName.includes('入职')).click();
    await page.getByTestId('asq-fill').waitFor();
    await page.getByRole('radio', { name: '满意', exact: true }).check();
    await page.getByText('已自动保存').waitFor();
    assert.equal(await text(page.getByTestId('asq-progress')), '1/2');
    await page.reload();
    await page.getByTestId('asq-fill').waitFor();
    assert.equal(await page.getByRole('radio', { name: '满意', exact: true }).isChecked(), true);
    assert.equal(await text(page.getByTestId('asq-progress')), '1/2');

    await page.getByRole('checkbox', { name: '案例分析' }).check();
    await page.getByRole('checkbox', { name: '小组讨论' }).check();
    // The maximum (2) is reached: the other boxes are disabled.
    assert.equal(await page.getByRole('checkbox', { name: '讲师讲解' }).isDisabled(), true);
    await page.getByRole('radio', { name: '内容实用性 好' }).check();
    await page.getByRole('textbox', { name: /建议/ }).fill('多安排案例讨论');
    assert.equal(await text(page.getByTestId('asq-progress')), '2/2');
    await settledScreenshot(page, 'questionnaire-fill');
    await expectAccessible(page, 'questionnaire fill');
    await page.getByTestId('asq-submit').click();
    await page.getByTestId('asq-confirm-ok').click();
    await page.getByTestId('asq-success').getByText('问卷提交成功，感谢您的参与').waitFor();
    await settledScreenshot(page, 'questionnaire-success');

    await page.goto('/myTask?clickData=questionnaire');
    await page.getByTestId('questionnaire-tab').waitFor();
    // Submitting one leaves one fewer open.
    assert.equal(await text(page.getByTestId('badge-questionnaire')), String(openAtStart - 1));
    await card((item) => item.asqStatus === 1 && item.asqName.includes('入职')).click();
    await page.getByTestId('asq-check').waitFor();
    const chosen = page.getByRole('radio', { name: '满意', exact: true });
    assert.equal(await chosen.isChecked(), true);
    assert.equal(await chosen.isDisabled(), true);
    await settledScreenshot(page, 'questionnaire-check');
    await expectAccessible(page, 'questionnaire check');
  });
});
