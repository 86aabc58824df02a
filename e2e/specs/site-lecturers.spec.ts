// Browser test of the learner site's lecturer pages and regulation list (issue 16): 讲师风采 lists the
// seeded lecturers, a tab changes the order, a card opens the lecturer with their introduction and the
// courses they teach (one opens its course); 制度清单 lists the regulations with select-all.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot, signedInPage } from '../lib/shell.ts';

describe('lecturer pages and regulations', () => {
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

  it('lists lecturers, changes the order and opens one with the courses they teach', async () => {
    await learner.goto('/lecturer/list');
    const cards = learner.getByTestId('lecturer-card');
    await cards.first().waitFor();
    assert.ok((await cards.count()) >= 1);
    await settledScreenshot(learner, 'lecturer-list');
    await expectAccessible(learner, 'lecturer-list');
    await learner.getByRole('tab', { name: '评分最高' }).click();
    await cards.first().waitFor();
    await learner.getByRole('tab', { name: '推荐' }).click();
    // The seeded lecturer teaches the demo courses: the most followed lecturer comes first.
    const first = cards.first();
    assert.match(await first.innerText(), /课程数量：[1-9]\d*门/);
    await first.getByRole('link').click();
    const detail = learner.getByTestId('lecturer-detail-page');
    await detail.getByRole('heading', { level: 1 }).waitFor();
    await learner.getByRole('tab', { name: '授课记录' }).click();
    const course = learner.getByTestId('lecturer-course').first();
    await course.waitFor();
    await settledScreenshot(learner, 'lecturer-detail');
    await expectAccessible(learner, 'lecturer-detail');
    const name = (await course.getByRole('heading').innerText()).trim();
    await course.getByRole('link').click();
    await learner.waitForURL(/\/course\/detail\?id=\d+/);
    await learner.getByText(name).first().waitFor();
  });

  it('lists the regulations and chooses them all for download', async () => {
    await learner.goto('/systemList/trainSystem');
    const page = learner.getByTestId('train-system-page');
    await page.waitFor();
    const cards = learner.getByTestId('train-system-card');
    await learner.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="train-system-card"]').length > 0 ||
        document.querySelector('.ant-empty') !== null,
    );
    if ((await cards.count()) > 0) {
      await learner.getByRole('checkbox', { name: '全选' }).check();
      await learner.getByRole('button', { name: /批量下载\([1-9]/ }).waitFor();
    }
    await settledScreenshot(learner, 'train-system');
    await expectAccessible(learner, 'train-system');
  });
});
