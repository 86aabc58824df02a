// Browser test of the knowledge base as a learner meets it (issue 16): the list with the seeded catalogue
// tree and resources, filtering by catalogue, opening a resource; the share form refusing an empty name,
// then sharing a link for review; the share in 我的分享 waiting for review, with its review details.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot, signedInPage } from '../lib/shell.ts';

const NAME = `端到端知识分享 ${Date.now().toString(36).slice(-5)}`;

describe('knowledge base', () => {
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

  it('lists resources, filters by catalogue and opens one', async () => {
    await learner.goto('/knowledge/list');
    const cards = learner.getByTestId('knowledge-card');
    await cards.first().waitFor();
    assert.ok((await cards.count()) >= 3);
    await settledScreenshot(learner, 'knowledge-list');
    await expectAccessible(learner, 'knowledge-list');
    await learner.getByTestId('knowledge-catalogs').getByText('沟通技巧').click();
    await learner.waitForFunction(
      () => document.querySelectorAll('[data-testid="knowledge-card"]').length === 1,
    );
    const card = cards.first();
    assert.match(await card.innerText(), /高效沟通与协作指南/);
    await card.getByRole('link').click();
    const detail = learner.getByTestId('knowledge-detail');
    await detail.getByRole('heading', { name: '高效沟通与协作指南' }).waitFor();
    await detail.getByTestId('knowledge-link').waitFor();
    await settledScreenshot(learner, 'knowledge-detail');
    await expectAccessible(learner, 'knowledge-detail');
  });

  it('browses the knowledge system: a node lists what is filed under it, by kind', async () => {
    await learner.goto('/knowledge-system');
    const tree = learner.getByTestId('knowledge-system-tree');
    await tree.waitFor();
    const items = learner.getByTestId('knowledge-system-items').locator('.ant-list-item');
    await learner.getByRole('tab', { name: '课程' }).click();
    await items.first().waitFor();
    await settledScreenshot(learner, 'knowledge-system');
    await expectAccessible(learner, 'knowledge-system');
    const first = items.first();
    assert.match(await first.innerText(), /课程/);
    await first.getByRole('link').click();
    await learner.waitForURL(/\/course\/detail\?id=\d+/);
  });

  it('says so when a resource does not exist', async () => {
    await learner.goto('/knowledge/detail?id=999999');
    await learner.getByTestId('knowledge-detail-error').getByText('知识不存在或已下线').waitFor();
  });

  it('refuses an empty share, then sends a link for review', async () => {
    await learner.goto('/knowledge/share');
    const form = learner.getByTestId('knowledge-share-form');
    await form.waitFor();
    await form.getByRole('button', { name: '发布' }).click();
    await form.getByText('请输入知识名称').waitFor();
    await form.getByLabel('知识名称').fill(NAME);
    await form.getByLabel('所在分类').click();
    await learner.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: '产品知识' }).click();
    await form.getByLabel('知识介绍').fill('一份端到端测试分享的资料链接。');
    await form.getByText('链接文件').click();
    await form.getByLabel('资源路径').fill('https://example.com/e2e-share');
    await settledScreenshot(learner, 'knowledge-share');
    await expectAccessible(learner, 'knowledge-share');
    await form.getByRole('button', { name: '发布' }).click();
    await learner.waitForURL(/menuName=MyShare/);
  });

  it('shows the share in 我的分享 waiting for review, with its review details', async () => {
    const mine = learner.getByTestId('my-shares');
    const row = mine.getByRole('row').filter({ hasText: NAME });
    await row.waitFor();
    assert.match(await row.innerText(), /审核中/);
    await settledScreenshot(learner, 'knowledge-my-shares');
    await expectAccessible(learner, 'knowledge-my-shares');
    await row.getByRole('button', { name: '审批信息' }).click();
    const info = learner.getByTestId('knowledge-approval');
    await info.waitFor();
    assert.match(await info.innerText(), /审核中/);
  });
});
