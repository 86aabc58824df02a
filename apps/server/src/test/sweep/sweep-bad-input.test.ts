// Every-route sweep, bad input: every route of app.routeTable gets the fixed set of bad inputs
// (bad-values.ts), as a signed-in learner of a factory (a lecturer on lecturer-only routes, a tenant admin on
// back-office routes) so that validation is reached. Never a 5xx; a 4xx is an envelope in the caller's language and a 400 names the
// field; a refused request writes nothing (see `fingerprint` in sweep-db.ts for how that is measured).
import { messages, translate } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin } from '../../modules/org/test-factories.ts';
import { createTestApp, type TestApp } from '../app-factory.ts';
import { makeUser, signInAs } from '../factories.ts';
import { asQuery, BAD_CASES, type BadRequestShape } from './bad-values.ts';
import { ALL_NAMES, fieldsOfReply } from './param-names.ts';
import { asEnvelope, inLanguage, type SweepReply, send, short } from './sweep-client.ts';
import { changedTables, fingerprint, rawRows, type Table, tenantTables } from './sweep-db.ts';
import { printSummary } from './sweep-report.ts';
import { callerOf, fillPath, type SweepRole, type SweptRoute, sweptRoutes } from './sweep-routes.ts';

/**
 * Writers that run outside any request, and how the sweep keeps them out of its write check (rather than
 * ignoring the tables they write): none may be silenced by leaving a table out of the fingerprint.
 */
const BACKGROUND_WRITERS = [
  {
    writer: 'exam sweeper (closes overdue attempts, records absences)',
    handling: 'EXAM_SWEEP_INTERVAL_MS is set longer than the run, so it never ticks while the sweep measures',
  },
  {
    writer: 'domain-event dispatcher (hands the outbox to achievements, study plans, trainings, …)',
    handling:
      'DOMAIN_EVENTS_DISPATCH=off: events stay pending in domain_events, which only the request that emits them writes',
  },
  {
    writer: 'page-view tracking (buryPointWeb)',
    handling: 'a request, not a background job: it writes only on a 2xx, which the sweep reports as accepted',
  },
  {
    writer: 'signing in again after a route ended the session (logout)',
    handling: 'done between routes, outside every measured window',
  },
];

/** Messages the original clients read verbatim, hence the same text in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>(
  Object.values(messages)
    .filter((text) => text['zh-CN'] === text.en)
    .map((text) => text.en),
);
const GENERIC_MESSAGES = new Set<string>(
  (['error.badRequest', 'error.validation'] as const).flatMap((key) =>
    (['zh-CN', 'en'] as const).map((lang) => translate(key, lang, undefined)),
  ),
);

const SWEEP_ENV = { EXAM_SWEEP_INTERVAL_MS: '2000000000', DOMAIN_EVENTS_DISPATCH: 'off' };

let testApp: TestApp;
let tables: Table[];
const users: Record<SweepRole, { account: string; tenantId: string; token: string }> = {
  learner: { account: '', tenantId: 'learn', token: '' },
  lecturer: { account: '', tenantId: 'learn', token: '' },
  admin: { account: '', tenantId: 'learn', token: '' },
};

beforeAll(async () => {
  testApp = await createTestApp(SWEEP_ENV);
  tables = await tenantTables(testApp.database.db);
  for (const role of ['learner', 'lecturer'] as const) {
    const user = await makeUser(testApp, { isLecturer: role === 'lecturer' });
    users[role] = { account: user.account, tenantId: 'learn', token: await signInAs(testApp, user) };
  }
  const admin = await makeTenantAdmin(testApp);
  users.admin = { account: admin.user.account, tenantId: 'learn', token: admin.token };
});
afterAll(async () => {
  await testApp?.close();
});

function sessionIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return claims && typeof claims === 'object' && 'sid' in claims ? String(claims.sid) : '';
}

/** Signs the role in again when a previous route ended its session (logout revokes it). */
async function keepSignedIn(role: SweepRole) {
  const sid = sessionIdOf(users[role].token).replaceAll("'", '');
  const [session] = await rawRows(testApp.database.db, `SELECT revoked_at FROM sessions WHERE id = '${sid}'`);
  if (session && session.revoked_at === null) return false;
  users[role].token = await signInAs(testApp, users[role]);
  return true;
}

/** What is wrong with a reply to bad input, if anything. */
function problemOf(reply: SweepReply, shape: BadRequestShape, route: SweptRoute, lang: 'zh-CN' | 'en') {
  if (reply.status >= 500) return `${reply.status}: ${short(reply.text)}`;
  if (reply.status < 400) return undefined;
  const envelope = asEnvelope(reply.json);
  if (!envelope) return `${reply.status} without the envelope: ${short(reply.text)}`;
  if (!inLanguage(envelope.resMsg, lang) && !SAME_IN_EVERY_LANGUAGE.has(envelope.resMsg))
    return `${reply.status} message not in ${lang}: ${envelope.resMsg}`;
  if (reply.status !== 400 || shape.rawJson !== undefined) return undefined;
  // OAuth endpoints answer RFC 6749 errors (`error` names what was wrong, e.g. unsupported_grant_type).
  if (route.access.oauth && reply.json && typeof reply.json === 'object' && 'error' in reply.json)
    return undefined;
  // The field may be one the case left out (a required one): the reply names it either way. A specific
  // catalogued message (“请选择要上传的文件”) names its field in words; only the generic ones name none.
  const fields = fieldsOfReply(reply.json);
  const generic = GENERIC_MESSAGES.has(envelope.resMsg);
  return fields.length > 0 || !generic ? undefined : `400 names no field: ${envelope.resMsg}`;
}

type Tally = {
  requests: number;
  statuses: Map<number, number>;
  offending: string[];
  acceptedWrites: string[];
  renewals: number;
};

type Outcome = { where: string; reply: SweepReply; shape: BadRequestShape; lang: 'zh-CN' | 'en' };

/** Every request of every case for one route; `measure` fingerprints around each request. */
async function runCases(route: SweptRoute, token: string, measure: boolean, written: Map<string, string[]>) {
  const outcomes: Outcome[] = [];
  for (const badCase of BAD_CASES) {
    if (route.method === 'GET' && !badCase.getToo) continue;
    const langs: ('zh-CN' | 'en')[] = badCase.label === 'wrong types' ? ['zh-CN', 'en'] : ['zh-CN'];
    for (const lang of langs) {
      for (const [index, shape] of badCase.requests(ALL_NAMES).entries()) {
        const before = measure ? await fingerprint(testApp.database.db, tables) : undefined;
        const params = shape.params ?? {};
        const reply = await send(testApp.app, {
          method: route.method,
          url: fillPath(route.url, Object.fromEntries(route.pathParams.map((p) => [p, shape.pathValue]))),
          token,
          lang,
          ...(route.method === 'GET' ? { query: asQuery(params) } : {}),
          ...(route.method !== 'GET' && shape.rawJson === undefined ? { body: params } : {}),
          ...(shape.rawJson === undefined ? {} : { rawJson: shape.rawJson }),
        });
        const where = `${route.key} [${badCase.label} #${index + 1}, ${lang}]`;
        if (before) written.set(where, changedTables(before, await fingerprint(testApp.database.db, tables)));
        outcomes.push({ where, reply, shape, lang });
      }
    }
  }
  return outcomes;
}

/**
 * One fingerprint around all of a route's cases; only when something was written are the cases run again,
 * each measured alone, to tell which request wrote (and whether it was refused).
 */
async function sweepRoute(route: SweptRoute, tally: Tally) {
  const role = callerOf(route);
  if (await keepSignedIn(role)) tally.renewals += 1;
  const written = new Map<string, string[]>();
  const before = await fingerprint(testApp.database.db, tables);
  let outcomes = await runCases(route, users[role].token, false, written);
  if (changedTables(before, await fingerprint(testApp.database.db, tables)).length > 0) {
    if (await keepSignedIn(role)) tally.renewals += 1;
    outcomes = await runCases(route, users[role].token, true, written);
  }
  for (const { where, reply, shape, lang } of outcomes) {
    tally.requests += 1;
    tally.statuses.set(reply.status, (tally.statuses.get(reply.status) ?? 0) + 1);
    const problem = problemOf(reply, shape, route, lang);
    if (problem) tally.offending.push(`${where}: ${problem}`);
    const tablesWritten = written.get(where) ?? [];
    if (tablesWritten.length > 0 && reply.status >= 400)
      tally.offending.push(`${where}: refused with ${reply.status} but wrote ${tablesWritten.join('; ')}`);
    else if (tablesWritten.length > 0) tally.acceptedWrites.push(`${where}: ${tablesWritten.join('; ')}`);
  }
}

describe('every route, bad input', () => {
  it('answers bad input with a 4xx envelope naming the field, never a 5xx, writing nothing', {
    // Every route × every case: minutes on a loaded 2-core machine, and it grows with each domain.
    timeout: 900_000,
  }, async () => {
    const { routes, skipped } = sweptRoutes(testApp.app);
    // Nothing may write while no request runs: a background writer here would blur every window below.
    const idle = await fingerprint(testApp.database.db, tables);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changedTables(idle, await fingerprint(testApp.database.db, tables))).toEqual([]);

    const tally: Tally = { requests: 0, statuses: new Map(), offending: [], acceptedWrites: [], renewals: 0 };
    for (const route of routes) await sweepRoute(route, tally);
    const fiveHundreds = [...tally.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    const cases = routes.reduce(
      (n, route) => n + BAD_CASES.filter((c) => route.method !== 'GET' || c.getToo).length,
      0,
    );
    printSummary('bad input', {
      routes: routes.length,
      skipped,
      lines: [
        `routes × cases: ${routes.length} × ${BAD_CASES.length} (${cases} applicable), ${tally.requests} requests, ${ALL_NAMES.length} parameter names`,
        `replies by status: ${[...tally.statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, c]) => `${s}×${c}`)
          .join(', ')}`,
        `5xx: ${fiveHundreds}; refused requests that wrote: ${tally.offending.filter((o) => o.includes('but wrote')).length}`,
        `signed in again after a route ended the session: ${tally.renewals}`,
        ...BACKGROUND_WRITERS.map((w) => `background writer — ${w.writer}: ${w.handling}`),
        `accepted (2xx) requests that wrote: ${tally.acceptedWrites.length}`,
        ...tally.acceptedWrites.map((line) => `  ${line}`),
      ],
      offending: tally.offending,
    });
    expect(tally.offending, tally.offending.join('\n')).toEqual([]);
  });
});
