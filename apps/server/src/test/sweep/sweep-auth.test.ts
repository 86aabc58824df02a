// Every-route sweep, access: every route of app.routeTable that requires a signed-in user answers a call
// without a token with the 401 envelope, every lecturer-only route answers a signed-in plain learner with
// the 403 envelope, and every route needing the client's credentials refuses a call without them. Every
// back-office route (`backOffice(code)`) answers 403 to a plain learner and to a role lacking its code
// (one of two roles that split the privilege catalogue between them), and names a code of the catalogue.
import { allPrivilegeCodes } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBackOfficeUser } from '../../modules/role/test-factories.ts';
import { createTestApp, type TestApp } from '../app-factory.ts';
import { makeSignedInUser } from '../factories.ts';
import { isErrorEnvelope, type SweepReply, send, short } from './sweep-client.ts';
import { printSummary } from './sweep-report.ts';
import {
  buttonOf,
  fillPath,
  isLecturerOnly,
  requiresSignIn,
  type SweptRoute,
  sweptRoutes,
} from './sweep-routes.ts';

let testApp: TestApp;
let learnerToken: string;
/** Two back-office roles holding alternate halves of the catalogue: each route's code is missing from one. */
const halves: { codes: Set<string>; token: string }[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  ({ token: learnerToken } = await makeSignedInUser(testApp));
  const all = [...allPrivilegeCodes];
  for (const parity of [0, 1]) {
    const codes = all.filter((_code, index) => index % 2 === parity);
    const { token } = await makeBackOfficeUser(testApp, { codes });
    halves.push({ codes: new Set(codes), token });
  }
});

/** The token of the half that lacks the route's code. */
function lackingTokenFor(route: SweptRoute): string {
  const code = buttonOf(route) ?? '';
  const half = halves.find((candidate) => !candidate.codes.has(code));
  if (!half) throw new Error(`no role lacks ${code}`);
  return half.token;
}
afterAll(async () => {
  await testApp?.close();
});

type Check = {
  label: string;
  applies: (route: SweptRoute) => boolean;
  status: number;
  token?: (route: SweptRoute) => string;
  noClient?: boolean;
};

const CHECKS: Check[] = [
  { label: 'no token on a signed-in route → 401', applies: requiresSignIn, status: 401 },
  {
    label: 'plain learner on a lecturer-only route → 403',
    applies: isLecturerOnly,
    status: 403,
    token: () => learnerToken,
  },
  {
    label: 'plain learner on a back-office route → 403',
    applies: (route) => buttonOf(route) !== undefined,
    status: 403,
    token: () => learnerToken,
  },
  {
    label: 'back-office role without the route’s code → 403',
    applies: (route) => buttonOf(route) !== undefined,
    status: 403,
    token: lackingTokenFor,
  },
  {
    label: 'no client credentials where they are required → 401',
    applies: (route) => route.access.client === 'required',
    status: 401,
    noClient: true,
  },
];

describe('every route, access', () => {
  it('refuses callers who may not call it, with the envelope', async () => {
    const { routes, skipped } = sweptRoutes(testApp.app);
    const offending: string[] = [];
    const counts: Record<string, number> = {};
    for (const check of CHECKS) {
      counts[check.label] = 0;
      for (const route of routes.filter(check.applies)) {
        counts[check.label] = (counts[check.label] ?? 0) + 1;
        const reply: SweepReply = await send(testApp.app, {
          method: route.method,
          url: fillPath(route.url, {}),
          token: check.token?.(route),
          noClient: check.noClient,
        });
        if (!isErrorEnvelope(reply, check.status))
          offending.push(`${route.key} [${check.label}]: ${reply.status} ${short(reply.text)}`);
      }
    }
    for (const route of routes) {
      const code = buttonOf(route);
      if (code !== undefined && !allPrivilegeCodes.has(code))
        offending.push(`${route.key}: backOffice('${code}') names no code of the privilege catalogue`);
    }
    printSummary('access', {
      routes: routes.length,
      skipped,
      lines: Object.entries(counts).map(([label, n]) => `${label}: ${n} routes`),
      offending,
    });
    expect(counts['no token on a signed-in route → 401']).toBeGreaterThan(0);
    expect(counts['plain learner on a lecturer-only route → 403']).toBeGreaterThan(0);
    expect(offending, offending.join('\n')).toEqual([]);
  });
});
