// Accessibility checks of the browser specs (issue 9 item 8, issue 19 item 6): axe-core is injected into the
// page (the context bypasses the app's CSP for this, in tests only) and any serious or critical violation
// fails the test with its rule, impact and target selectors. Every audit is appended to
// screenshots/a11y-report.jsonl, which run.mjs sums up per page. `instrumentPage` makes it a habit: each
// `page.goto` and `page.waitForURL` audits the page it lands on once it is quiet, once per URL.
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page, Request } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const a11yReport = path.resolve(import.meta.dirname, '../screenshots/a11y-report.jsonl');
/** `E2E_A11Y=report` records without failing: for measuring a baseline before fixing. */
const reportOnly = process.env.E2E_A11Y === 'report';
const BLOCKING: ReadonlySet<ImpactValue> = new Set(['serious', 'critical']);

type Violation = { id: string; impact: ImpactValue | null; help: string; targets: string[] };
export type Audit = { label: string; url: string; counts: Record<string, number>; violations: Violation[] };

const audited = new Set<string>();
const quiet = new WeakMap<Page, () => Promise<void>>();

/**
 * Waits until the page is at rest: no request in flight for 300 ms (at most 5 s), no button still showing
 * its loading state (antd dims it to 65 % while a save is on its way), the pointer off the page (a hovered
 * primary button is lighter) and its animations ended. What is audited is the page a person reads, not a
 * frame of a transition.
 */
async function whenQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('load').catch(() => undefined);
  await quiet.get(page)?.();
  await page.mouse.move(0, 0).catch(() => undefined);
  await page
    .waitForFunction(() => document.querySelector('.ant-btn-loading') === null, undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  await page
    .evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    )
    .catch(() => undefined);
}

/** Runs axe-core on the page as it is and records the result; never fails. */
export async function auditPage(page: Page, label: string): Promise<Audit> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(async () => {
    const run = (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe.run;
    const { violations } = await run(document);
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  const counts: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const violation of results) {
    const impact = violation.impact ?? 'minor';
    counts[impact] = (counts[impact] ?? 0) + violation.targets.length;
  }
  const url = new URL(page.url());
  const audit: Audit = { label, url: url.pathname + url.search, counts, violations: results };
  appendFileSync(a11yReport, `${JSON.stringify(audit)}\n`);
  return audit;
}

/** Fails with a readable list when axe-core finds a serious or critical violation on the page. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await whenQuiet(page);
  const audit = await auditPage(page, label);
  const blocking = audit.violations.filter((violation) => BLOCKING.has(violation.impact ?? 'minor'));
  if (blocking.length === 0 || reportOnly) return;
  const lines = blocking.map(
    (violation) =>
      `  - ${violation.id} [${violation.impact}] ${violation.help}\n${violation.targets
        .map((target) => `      ${target}`)
        .join('\n')}`,
  );
  throw new Error(
    `axe-core: ${blocking.length} serious/critical rule(s) violated on "${label}" (${audit.url}):\n${lines.join('\n')}`,
  );
}

/**
 * Audits the page it landed on unless this spec file audited that URL already, in the same language and
 * as a guest or signed in alike (a page differs between those, not between two learners).
 */
async function auditOnce(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const url = new URL(page.url());
  if (!url.protocol.startsWith('http')) return;
  await whenQuiet(page);
  const state = await page.evaluate(
    () =>
      `${document.documentElement.lang} ${localStorage.getItem('elearning-access-token') ? 'user' : 'guest'}`,
  );
  const key = `${url.pathname + url.search} (${state})`;
  if (audited.has(key)) return;
  audited.add(key);
  await expectAccessible(page, key);
}

/** Makes `goto` and `waitForURL` audit the page they reach; safe to call twice on one page. */
export function instrumentPage(page: Page): void {
  if (quiet.has(page)) return;
  const running = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    if (running.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    running.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  quiet.set(page, async () => {
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (running.size > 0 || Date.now() - lastChange < 300)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await auditOnce(page);
    return response;
  };
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (...args: Parameters<Page['waitForURL']>) => {
    await waitForURL(...args);
    await auditOnce(page);
  };
}
