// Browser test of news and the community (issue 16 part B) as learners meet them: the learner reads the news
// list and an article; writes a community post with an image in the seeded zone through the editor's image
// button; the apprentice opens the post, sees the image and replies; the learner sees the reply on the post.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { launchBrowser, newContext } from '../lib/browser.ts';
import { makePng } from '../lib/picture.ts';
import { settledScreenshot, signedInPage } from '../lib/shell.ts';

const ZONE = '学习交流';
const TITLE = `端到端测试帖子 ${Date.now().toString(36).slice(-5)}`;
const REPLY = '看完很有收获，谢谢分享！';

describe('news and community', () => {
  let browser: Browser;
  let learnerContext: BrowserContext;
  let learner: Page;
  let postUrl = '';

  before(async () => {
    browser = await launchBrowser();
    learnerContext = await newContext(browser);
    learner = await signedInPage(learnerContext, 'learner');
  });
  after(async () => {
    await learnerContext?.close();
    await browser?.close();
  });

  it('lists the news with the pinned article first and opens an article', async () => {
    await learner.goto('/news/list');
    const cards = learner.getByTestId('news-card');
    await cards.first().waitFor();
    assert.match(await cards.first().innerText(), /置顶/);
    await settledScreenshot(learner, 'news-list');
    await expectAccessible(learner, 'news-list');
    const title = await cards.nth(1).getByRole('heading').innerText();
    await cards.nth(1).getByRole('link').click();
    await learner.getByTestId('news-detail-page').getByRole('heading', { name: title }).waitFor();
    await settledScreenshot(learner, 'news-detail');
    await expectAccessible(learner, 'news-detail');
  });

  it('writes a post with an image in a zone', async () => {
    await learner.goto('/community/recommended');
    await learner.getByTestId('community-recommended').waitFor();
    await learner.getByRole('link', { name: ZONE }).first().waitFor();
    await settledScreenshot(learner, 'community-recommended');
    await expectAccessible(learner, 'community-recommended');
    await learner.getByTestId('community-write').click();
    const dialog = learner.getByRole('dialog');
    await dialog.getByLabel('专区').click();
    await learner.locator('.ant-select-item-option').filter({ hasText: ZONE }).click();
    await dialog.getByRole('textbox', { name: '标题' }).fill(TITLE);
    await learner.getByTestId('community-editor-content').click();
    await learner.keyboard.type('分享一张学习笔记的图片。');
    const chooser = learner.waitForEvent('filechooser');
    await learner.getByTestId('community-editor-image').click();
    await (await chooser).setFiles(makePng('note.png', 64, 48, [40, 117, 212]));
    await learner.getByTestId('community-editor-content').locator('img').waitFor();
    await dialog.getByRole('button', { name: '发布' }).click();
    await learner.getByTestId('community-post-detail').getByRole('heading', { name: TITLE }).waitFor();
    postUrl = new URL(learner.url()).pathname + new URL(learner.url()).search;
    const image = learner.locator('.community-body img').first();
    await image.waitFor();
    assert.ok(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0)));
    await settledScreenshot(learner, 'community-post');
    await expectAccessible(learner, 'community-post');
  });

  it('lets another learner read the post and reply, and the author sees the reply', async () => {
    const context = await newContext(browser);
    const apprentice = await signedInPage(context, 'apprentice');
    await apprentice.goto(postUrl);
    await apprentice.getByRole('heading', { name: TITLE }).waitFor();
    await apprentice.locator('.community-body img').first().waitFor();
    await apprentice.getByLabel('写下你的回复').fill(REPLY);
    await apprentice.getByRole('button', { name: '发送' }).click();
    await apprentice.getByTestId('community-reply').filter({ hasText: REPLY }).waitFor();
    await context.close();

    await learner.reload();
    await learner.getByTestId('community-reply').filter({ hasText: REPLY }).waitFor();
    await settledScreenshot(learner, 'community-reply');
  });
});
