// Browser tests of the home dashboard and the learning-resources page, as the demo learner uses them: the
// open tasks three at a time, the courses in progress, the popular courses (a large first card, the rest
// with stars and 'N人学习'), the real study hours (no points); /learn/list with its two lists, counts,
// pager and learn button; distinct course covers; the course page's learn button in line with its
// neighbours; the same pages in English. What the page shows is checked against the API's own answer,
// so other specs changing the learner's study before this one do not matter.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  coursePaths,
  myTaskPaths,
  type TCourseCard,
  type TCoursePageReply,
  type TPage,
  type TStudyCredit,
} from '@elearning/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, launchBrowser, newContext, screenshot } from '../lib/browser.ts';
import { browserToken, settle, signedInPage, text } from '../lib/shell.ts';

async function settledShot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await settle(page);
  await screenshot(page, name);
}

describe('home dashboard and learning resources', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;

  before(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await signedInPage(context, 'learner');
    token = await browserToken(page);
  });
  after(async () => {
    await browser?.close();
  });

  it('shows the open tasks three at a time with the number still to do', async () => {
    const box = page.getByTestId('home-my-tasks');
    await box.getByTestId('home-task').first().waitFor();
    const count = Number(/(\d+)/.exec(await text(box.getByTestId('home-task-count')))?.[1]);
    assert.ok(count >= 3, `the learner has open tasks (${count})`);
    assert.equal(await box.getByTestId('home-task').count(), 3);
    const first = await box.getByTestId('home-task').allTextContents();
    await box.getByRole('button', { name: '下一组任务' }).click();
    const second = await box.getByTestId('home-task').allTextContents();
    assert.notDeepEqual(second, first);
  });

  it('lists the courses actually in progress, as the server counts them', async () => {
    const learned = await apiCall<TPage<TCourseCard>>(
      token,
      'GET',
      `${myTaskPaths.learnedCourses}?pageSize=5`,
    );
    assert.ok(learned.data.length > 0, 'the demo learner has courses in progress');
    const list = page.getByTestId('home-in-progress-list');
    await list.waitFor();
    assert.deepEqual(
      (await list.locator('li a').allTextContents()).map((name) => name.trim()),
      learned.data.map((course) => course.name),
    );
    for (const value of await list
      .getByRole('progressbar')
      .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('aria-valuenow')))))
      assert.ok(value > 0 && value < 100, `in progress means started and unfinished (${value} %)`);
    for (const course of learned.data) assert.equal(course.status, 2, `${course.name} is open`);
  });

  it('shows the popular courses: the first one large, each with its stars and learners', async () => {
    const hot = await apiCall<TPage<TCourseCard>>(token, 'GET', `${coursePaths.hotCourses}?pageSize=6`);
    const section = page.getByTestId('home-hot-courses');
    const cards = section.getByTestId('hot-course');
    await cards.first().waitFor();
    assert.equal(await cards.count(), hot.data.length);
    assert.match((await cards.first().getAttribute('class')) ?? '', /hot-course--large/);
    const [large, small] = await Promise.all([cards.first().boundingBox(), cards.nth(1).boundingBox()]);
    assert.ok(large && small && large.width > small.width * 1.8, 'the first card spans two columns');
    for (const [index, course] of hot.data.entries()) {
      const card = cards.nth(index);
      assert.equal(await text(card.locator('.hot-course__title')), course.name);
      assert.equal(await text(card.getByTestId('hot-course-learners')), `${course.studyNum}人学习`);
      const rating = await card.getByTestId('hot-course-rating').getAttribute('aria-label');
      assert.equal(rating, course.scoreAvg > 0 ? `评分${course.scoreAvg.toFixed(1)}` : '暂无评分');
    }
    await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await settledShot(page, 'home-hot-courses-after');
  });

  it('shows the real study hours and points', async () => {
    const credit = await apiCall<TStudyCredit>(token, 'GET', myTaskPaths.studyCredit);
    assert.ok(credit.totalPeriod > 0, 'the demo learner has studied');
    const total = page.getByTestId('home-hours-total');
    await total.locator('dd').filter({ hasText: 'h' }).waitFor();
    assert.equal(await text(total.locator('dd')), `${credit.totalPeriod}h`);
    assert.equal(await text(page.getByTestId('home-hours-month').locator('dd')), `${credit.monthlyPeriod}h`);
    assert.equal(
      await text(page.getByTestId('home-hours-points-total').locator('dd')),
      `${credit.totalScore}`,
    );
    assert.equal(
      await text(page.getByTestId('home-hours-points-month').locator('dd')),
      `${credit.monthlyScore}`,
    );
    assert.equal(await page.getByTestId('home-profile').getByText('--').count(), 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settledShot(page, 'home-after');
  });

  it('gives every course in the catalogue a cover of its own', async () => {
    await page.goto('/course/list');
    const covers = page.locator('.course-cover img');
    await covers.first().waitFor();
    await page.waitForLoadState('networkidle');
    const images = await covers.evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute('src') ?? '',
        width: (img as HTMLImageElement).naturalWidth,
      })),
    );
    assert.ok(images.length >= 8);
    assert.equal(new Set(images.map((image) => image.src)).size, images.length, 'no two covers alike');
    for (const image of images) {
      assert.match(image.src, /^\/api\/common\/v1\/file\/[\w-]+\.jpg$/);
      assert.ok(image.width > 0, `${image.src} loads`);
    }
    await settledShot(page, 'course-list-after');
  });

  it('puts the course page learn button in line with its neighbours', async () => {
    const learned = await apiCall<TPage<TCourseCard>>(
      token,
      'GET',
      `${myTaskPaths.learnedCourses}?pageSize=1`,
    );
    const course = learned.data[0];
    assert.ok(course);
    await page.goto(`/course/detail?id=${course.id}`);
    const learn = page.getByTestId('course-learn');
    await learn.waitFor();
    assert.equal(await text(learn), '继续学习');
    const [own, collect] = await Promise.all([
      learn.boundingBox(),
      page.getByTestId('course-collect').boundingBox(),
    ]);
    assert.ok(own && collect);
    assert.equal(own.height, collect.height, 'the same height as 收藏');
    assert.ok(Math.abs(own.y + own.height / 2 - (collect.y + collect.height / 2)) < 1, 'on one line');
    const label = await learn.locator('span').last().boundingBox();
    assert.ok(label);
    const offset = label.y + label.height / 2 - (own.y + own.height / 2);
    assert.ok(Math.abs(offset) <= 1, `the label is centred (${offset} px off)`);
    await settledShot(page, 'course-detail-after');
  });

  it('lists my required courses and my electives on /learn/list with their counts and pager', async () => {
    const required = await apiCall<TCoursePageReply>(token, 'POST', myTaskPaths.myRequireCourse, {
      pageNo: 1,
      pageSize: 10,
    });
    const electives = await apiCall<TCoursePageReply>(token, 'POST', myTaskPaths.myElectiveCourse, {
      pageNo: 1,
      pageSize: 20,
    });
    await page.goto('/learn/list');
    await page.getByTestId('learn-rows').waitFor();
    assert.equal(await page.locator('main').count(), 1);
    assert.deepEqual(await page.locator('h1').allTextContents(), [
      `学习资源全部课程（${required.totalNum + electives.totalNum}）`,
    ]);
    assert.equal(
      await text(page.getByTestId('learn-nav-required').locator('.learn-nav__count')),
      String(required.totalNum),
    );
    assert.equal(
      await text(page.getByTestId('learn-nav-elective').locator('.learn-nav__count')),
      String(electives.totalNum),
    );
    const rows = page.getByTestId('learn-row');
    assert.deepEqual(
      (await rows.locator('h3 a').allTextContents()).map((name) => name.trim()),
      required.data.map((course) => course.name),
    );
    await settledShot(page, 'learn-list-after');

    // The pager offers SPEC §9's sizes for required courses, then the electives' own.
    const sizes = async () => {
      await page.getByTestId('pager').locator('.ant-select').click();
      const options = await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .allTextContents();
      await page.keyboard.press('Escape');
      return options.map((option) => Number.parseInt(option, 10));
    };
    assert.deepEqual(await sizes(), [10, 20, 30, 50, 100]);

    if (required.totalNum > 10) {
      await page.getByTestId('pager').locator('.ant-pagination-item-2').click();
      await page.waitForURL((url) => url.searchParams.get('pageNo') === '2');
      await rows.first().waitFor();
      assert.equal(await rows.count(), Math.min(10, required.totalNum - 10));
    }

    await page.getByTestId('learn-nav-elective').click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'elective');
    if (electives.totalNum === 0) await page.getByTestId('learn-list-empty').waitFor();
    else {
      await rows.first().waitFor();
      assert.deepEqual(
        (await rows.locator('h3 a').allTextContents()).map((name) => name.trim()),
        electives.data.map((course) => course.menuName || course.name),
      );
      assert.deepEqual(await sizes(), [20, 40, 60, 80, 100]);
    }

    // 继续学习 on a course under way opens it to learn.
    await page.getByTestId('learn-nav-required').click();
    await page.waitForURL((url) => !url.searchParams.has('type'));
    const started = required.data.find((course) => course.totalPrecent > 0 && course.status === 2);
    assert.ok(started, 'a required course is under way');
    const row = page.locator(`[data-testid="learn-row"][data-course-id="${started.id}"]`);
    await row.getByRole('button', { name: '继续学习' }).click();
    await page.waitForURL((url) => url.pathname === '/course/learn');
    assert.equal(new URL(page.url()).searchParams.get('id'), String(started.id));
  });

  it('shows the same figures in English', async () => {
    const english = await newContext(browser, 'en');
    const en = await signedInPage(english, 'learner');
    await en.evaluate(() =>
      localStorage.setItem(
        'elearning-language',
        JSON.stringify({ dataType: 'string', content: 'en', type: 'local', datetime: Date.now() }),
      ),
    );
    await en.reload();
    await en.getByTestId('home-hot-courses').getByTestId('hot-course').first().waitFor();
    const learners = await en.getByTestId('hot-course-learners').allTextContents();
    for (const line of learners) assert.match(line.trim(), /^(1 learner|\d+ learners)$/);
    await en.getByTestId('home-hours-total').locator('dd').filter({ hasText: ' h' }).waitFor();
    await en.goto('/learn/list');
    await en.getByTestId('learn-page').waitFor();
    assert.match(await text(en.locator('h1')), /^Learning resources/);
    assert.equal(await text(en.getByTestId('learn-nav-elective').locator('span').first()), 'My electives');
    await english.close();
  });
});
