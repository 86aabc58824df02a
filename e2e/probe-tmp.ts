import { launchBrowser, newContext } from './lib/browser.ts';
import { signedInPage } from './lib/shell.ts';
const browser = await launchBrowser();
for (const path of ['/home', '/myTask?clickData=myLearn', '/message/list', '/course/list']) {
  const context = await newContext(browser);
  const page = await signedInPage(context, 'learner');
  await page.goto(path);
  await page.waitForTimeout(2000);
  const seen: string[] = [];
  let phase = 'before';
  page.on('response', (r) => {
    if (r.url().includes('/api/')) seen.push(`${phase} ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname} auth=${Boolean(r.request().headers().accesstoken)}`);
  });
  page.on('requestfailed', (r) => seen.push(`${phase} FAILED ${r.url()} ${r.failure()?.errorText}`));
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  phase = 'logout';
  await page.getByTestId('logout-confirm-ok').click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.waitForTimeout(2000);
  console.log(path, '\n  ' + seen.join('\n  '));
  await context.close();
}
await browser.close();
