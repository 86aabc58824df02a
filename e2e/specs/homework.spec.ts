// Browser test of homework (issue 13) as a learner and a lecturer meet it: the learner opens the homework
// tab, the course card, submits an answer with a PDF; the lecturer returns it for rework; the learner
// resubmits; the lecturer scores it; the learner sees the score and comment.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot, signedInPage } from '../lib/shell.ts';

const LEARNER = 'apprentice';
const LECTURER = 'lecturer';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('homework', () => {
  let browser: Browser;
  let learnerContext: BrowserContext;
  let lecturerContext: BrowserContext;
  let learner: Page;
  let lecturer: Page;

  before(async () => {
    browser = await launchBrowser();
    learnerContext = await newContext(browser);
    lecturerContext = await newContext(browser);
    learner = await signedInPage(learnerContext, LEARNER);
    lecturer = await signedInPage(lecturerContext, LECTURER);
  });
  after(async () => {
    await learnerContext?.close();
    await lecturerContext?.close();
    await browser?.close();
  });

  let detailUrl = '';
  /** The detail page of the open course homework (the demo's other course homework is overdue). */
  async function openJob() {
    if (!detailUrl) {
      await learner.goto('/myTask?clickData=myHomeWork');
      await learner.getByTestId('hw-panel-course').waitFor();
      const hrefs = await learner
        .locator('.hw-card a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        await learner.goto(href);
        await learner.locator('[data-testid^="hw-job-"]').first().waitFor();
        if ((await learner.locator('[data-testid^="hw-submit-"]').count()) > 0) {
          detailUrl = href;
          break;
        }
      }
      assert.ok(detailUrl, 'an open course homework');
    }
    await learner.goto(detailUrl);
    await learner.getByTestId('hw-detail').waitFor();
    const job = learner.locator('[data-testid^="hw-job-"]').first();
    await job.waitFor();
    return job;
  }

  async function review(verdict: 'return' | 'grade') {
    await lecturer.goto('/lecturerTask/homeworkReview');
    await lecturer.getByTestId('hw-review-page').waitFor();
    await lecturer.locator('.ant-table-row').first().click();
    const panel = lecturer.locator('[data-testid^="hw-review-"]').first();
    await panel.waitFor();
    if (verdict === 'grade') {
      await panel.getByRole('spinbutton').fill('88');
      await panel.getByRole('textbox').fill('结构清晰');
      await panel.locator('[data-testid^="hw-grade-"]').click();
    } else {
      await panel.getByRole('textbox').fill('请补充案例');
      await panel.locator('[data-testid^="hw-return-"]').click();
    }
    await lecturer.getByText('批改成功').waitFor();
  }

  it('submits with a PDF, is returned, resubmits, is scored and sees the score', async () => {
    await learner.goto('/myTask?clickData=myHomeWork');
    await learner.getByTestId('hw-panel-course').waitFor();
    await settledScreenshot(learner, 'homework-tab');
    let job = await openJob();
    await job.getByRole('textbox').fill('我的学习总结');
    await job
      .locator('input[type=file]')
      .setInputFiles({ name: 'summary.pdf', mimeType: 'application/pdf', buffer: PDF });
    await job.getByRole('link', { name: 'summary.pdf' }).waitFor();
    await job.locator('[data-testid^="hw-submit-"]').click();
    await learner.getByText('作业提交成功').waitFor();
    await job.getByText('待批改').waitFor();
    await settledScreenshot(learner, 'homework-submitted');

    await review('return');
    await settledScreenshot(lecturer, 'homework-review');
    await expectAccessible(lecturer, 'homework review');

    job = await openJob();
    await job.getByText('请补充案例').waitFor();
    await job.getByRole('textbox').fill('我的学习总结（已补充案例）');
    await job.locator('[data-testid^="hw-submit-"]').click();
    await job.getByText('待批改').waitFor();

    await review('grade');

    job = await openJob();
    await job.getByText('得分：88 / 100').waitFor();
    await job.getByText('评语：结构清晰').waitFor();
    assert.equal(await job.locator('[data-testid^="hw-submit-"]').count(), 0);
    await settledScreenshot(learner, 'homework-graded');
    await expectAccessible(learner, 'homework detail');
  });
});
