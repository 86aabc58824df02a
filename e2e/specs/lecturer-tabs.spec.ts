// Browser tests of the lecturer tasks page (issue 19 item 7): each header link opens its own tab
// (?clickData=course|live|train|studyPlan, also through the /lecturerTask parent path), switching tabs writes
// the tab back into the URL without adding a history entry, and the tabs whose domains are not built say so
// instead of listing anything.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../lib/a11y.ts';
import { launchBrowser, newContext } from '../lib/browser.ts';
import { settledScreenshot, signedInPage, text } from '../lib/shell.ts';

/** The header's lecturer links: test id of the panel item → its ?clickData= and the tab's label. */
const LINKS = [
  { item: 'course', clickData: 'course', tab: '课程', panel: 'lecturer-course-tab' },
  { item: 'live', clickData: 'live', tab: '直播', panel: 'lecturer-live-tab' },
  { item: 'training', clickData: 'train', tab: '培训', panel: 'lecturer-training-tab' },
  { item: 'studyPlan', clickData: 'studyPlan', tab: '学习计划', panel: 'lecturer-plan-tab' },
] as const;

/** Signs the lecturer in and switches to the lecturer identity (the header then shows lecturer tasks). */
async function lecturerPage(context: BrowserContext): Promise<Page> {
  const page = await signedInPage(context, 'lecturer');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-switchIdentity').click();
  await page.waitForURL((url) => url.pathname === '/lecturerTask/task');
  await page.getByTestId('lecturer-course-tab').waitFor();
  return page;
}

async function selectedTab(page: Page): Promise<string> {
  return text(page.locator('[role="tab"][aria-selected="true"]'));
}

function clickDataOf(page: Page): string | null {
  return new URL(page.url()).searchParams.get('clickData');
}

async function historyLength(page: Page): Promise<number> {
  return page.evaluate(() => window.history.length);
}

describe('lecturer tasks: tabs and links', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('opens the tab each header link names, and says which tabs are not built', async () => {
    const context = await newContext(browser);
    const page = await lecturerPage(context);
    for (const link of LINKS) {
      await page.getByTestId('nav-lecturerTasks').hover();
      await page.getByTestId(`nav-lecturerTasks-${link.item}`).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/lecturerTask/task' && url.searchParams.get('clickData') === link.clickData,
      );
      await page.locator('[role="tab"][aria-selected="true"]', { hasText: link.tab }).waitFor();
      assert.equal(await selectedTab(page), link.tab, `${link.item} opens the ${link.tab} tab`);
      const panel = page.locator('[role="tabpanel"][aria-hidden="false"]');
      await panel.getByTestId(link.panel).waitFor();
    }
    await settledScreenshot(page, 'lecturer-tabs-study-plan');
    await expectAccessible(page, 'lecturer tasks: study plan tab');
    await context.close();
  });

  it('selects the tab from the query, also through /lecturerTask, and falls back to courses', async () => {
    const context = await newContext(browser);
    const page = await lecturerPage(context);
    await page.goto('/lecturerTask?clickData=train');
    await page.waitForURL(
      (url) => url.pathname === '/lecturerTask/task' && url.searchParams.get('clickData') === 'train',
    );
    await page.getByTestId('lecturer-training-tab').waitFor();
    assert.equal(await selectedTab(page), '培训');

    await page.goto('/lecturerTask/task?clickData=studyPlan');
    await page.getByTestId('lecturer-plan-tab').waitFor();
    assert.equal(await selectedTab(page), '学习计划');

    await page.goto('/lecturerTask/task?clickData=unknown');
    await page.getByTestId('lecturer-course-tab').waitFor();
    assert.equal(await selectedTab(page), '课程');
    await context.close();
  });

  it('writes the tab back into the URL on a switch, replacing the history entry', async () => {
    const context = await newContext(browser);
    const page = await lecturerPage(context);
    await page.goto('/home');
    await page.getByTestId('user-menu').waitFor();
    await page.goto('/lecturerTask/task?clickData=course');
    await page.getByTestId('lecturer-course-tab').waitFor();
    const entries = await historyLength(page);

    await page.getByRole('tab', { name: '直播' }).click();
    await page.waitForURL((url) => url.searchParams.get('clickData') === 'live');
    await page.getByTestId('lecturer-live-tab').waitFor();
    await page.getByRole('tab', { name: '培训' }).click();
    await page.waitForURL((url) => url.searchParams.get('clickData') === 'train');
    await page.getByTestId('lecturer-training-tab').waitFor();
    assert.equal(await historyLength(page), entries, 'a tab switch adds no history entry');

    // A reload keeps the tab; Back leaves the page instead of stepping through tabs.
    await page.reload();
    await page.getByTestId('lecturer-training-tab').waitFor();
    assert.equal(await selectedTab(page), '培训');
    assert.equal(clickDataOf(page), 'train');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/home');
    await context.close();
  });
});
