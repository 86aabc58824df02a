// The sweep's summary in the test output: how many routes and cases ran, what was skipped and why, and
// every offending route, so a failure reads as a list rather than a single assertion.
import type { SkippedRoute } from './sweep-routes.ts';

export type Summary = {
  routes: number;
  skipped: SkippedRoute[];
  lines: string[];
  offending: string[];
};

/** One line per reason, naming the first few routes (a built web app adds a route per file). */
function skippedByReason(skipped: SkippedRoute[]): string[] {
  const reasons = new Map<string, string[]>();
  for (const skip of skipped) reasons.set(skip.reason, [...(reasons.get(skip.reason) ?? []), skip.key]);
  return [...reasons].map(([reason, keys]) => {
    const more = keys.length > 3 ? ` and ${keys.length - 3} more` : '';
    return `  skipped ${keys.length} (${reason}): ${keys.slice(0, 3).join(', ')}${more}`;
  });
}

export function printSummary(title: string, summary: Summary) {
  const out = [
    `── every-route sweep: ${title} ──`,
    `routes swept: ${summary.routes}; skipped: ${summary.skipped.length}`,
    ...skippedByReason(summary.skipped),
    ...summary.lines.map((line) => `  ${line}`),
    `offending: ${summary.offending.length}`,
    ...summary.offending.slice(0, 200).map((line) => `  ✗ ${line}`),
  ];
  console.log(out.join('\n'));
}
