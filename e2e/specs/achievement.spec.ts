// Browser test of points and medals (issue 15) on the demo data, as the VIP learner: note my points on
// /Integral; open a short course (a video and an article) on its learn page, watch the video to its end and
// read the article; the course's points arrive on /Integral with a 课程积分 entry, the course medal pops up
// over the websocket, and the medal wall shows it earned. Also the rankings and the learning record pages.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { coursePaths, type TCourseCard, type TPage } from '@elearning/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { apiCall, launchBrowser, newContext } from '../lib/browser.ts';
import { browserToken, eventually, settledScreenshot, signedInPage, text } from '../lib/shell.ts';

const ACCOUNT = 'vip';
/** A video and an article, 5 points, open to everyone, not studied by this account in the demo data. */
const COURSE = '办公软件效率技巧';
const COURSE_POINTS = 5;

const totalPoints = async (page: Page) => Number(await text(page.getByTestId('points-total').locator('dd')));

describe('points and medals', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let before0 = 0;

  before(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await signedInPage(context, ACCOUNT);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows my points, their rules and my ledger on /Integral', async () => {
    await page.goto('/Integral');
    await page.getByTestId('integral-page').waitFor();
    await page.getByTestId('points-total').locator('dd').waitFor();
    before0 = await totalPoints(page);
    await page.getByTestId('points-rules').getByText('登录积分').first().waitFor();
    await settledScreenshot(page, 'achievement-integral-before');
    await expectAccessible(page, 'achievement-integral');
  });

  it('completing a course pays its points, pops up the course medal and puts it on the medal wall', async () => {
    const token = await browserToken(page);
    const list = await apiCall<TPage<TCourseCard>>(
      token,
      'GET',
      `${coursePaths.foregroundCourseList}?courseName=${encodeURIComponent(COURSE)}&pageNo=1&pageSize=10`,
    );
    const course = list.data.find((card) => card.name === COURSE);
    assert.ok(course, `the demo course ${COURSE}`);

    await page.goto(`/course/learn?id=${course.id}`);
    const video = page.getByTestId('course-video');
    await video.waitFor();
    // Watch to the end: play, then jump to just before the end and let it finish.
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await eventually(
      async () =>
        video.evaluate(
          (element: HTMLVideoElement) => Number.isFinite(element.duration) && element.duration > 0,
        ),
      'the video to know its length',
      20_000,
    );
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = Math.max(0, element.duration - 0.3);
    });
    await eventually(
      async () => video.evaluate((element: HTMLVideoElement) => element.ended),
      'the video to end',
      20_000,
    );
    // The article: open it, then leave the course (an article counts once left).
    await page.getByTestId('catalog-item').nth(1).click();
    await page.getByTestId('learn-article').waitFor();
    await page.getByTestId('learn-back').click();
    await page.waitForURL((url) => url.pathname === '/course/detail');

    const popup = page.getByTestId('medal-popup');
    await popup.waitFor({ timeout: 20_000 });
    assert.match(await text(page.getByTestId('medal-name')), /课程达人/);
    await settledScreenshot(page, 'achievement-medal-popup');
    await page.locator('.ant-modal').filter({ has: popup }).getByRole('button', { name: '关闭' }).click();

    await page.goto('/Integral');
    await eventually(
      async () => {
        await page.reload();
        await page.getByTestId('points-total').locator('dd').waitFor();
        return (await totalPoints(page)) === before0 + COURSE_POINTS;
      },
      `the course's ${COURSE_POINTS} points on /Integral`,
      20_000,
    );
    const entry = page.getByTestId('points-ledger').locator('tr').filter({ hasText: '课程积分' }).first();
    await entry.getByText(`+${COURSE_POINTS}`).waitFor();
    await settledScreenshot(page, 'achievement-integral-after');

    await page.goto('/medalWall');
    const level = page.getByTestId('medal-course-level-1');
    await level.waitFor();
    assert.equal(await level.getAttribute('data-earned'), 'true');
    await settledScreenshot(page, 'achievement-medal-wall');
    await expectAccessible(page, 'achievement-medal-wall');
  });

  it('ranks me and records what I completed', async () => {
    await page.goto('/ranking/rankIntegralList');
    await page.getByTestId('ranking-list').waitFor();
    await page
      .getByTestId('my-rank')
      .getByText(/第 \d+ 名/)
      .waitFor();
    await settledScreenshot(page, 'achievement-ranking');
    await expectAccessible(page, 'achievement-ranking');

    await page.goto('/learningRecord');
    await page.getByTestId('record-list').getByText(COURSE).waitFor();
    await page.getByTestId('record-chart').waitFor();
    await settledScreenshot(page, 'achievement-learning-record');
    await expectAccessible(page, 'achievement-learning-record');

    await page.goto('/home');
    await page.getByTestId('home-ranking-points-list').locator('li').first().waitFor();
    await settledScreenshot(page, 'achievement-home');
  });
});
