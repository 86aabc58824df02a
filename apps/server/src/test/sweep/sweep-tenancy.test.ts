// Every-route sweep, tenant isolation: with a sentinel in every learn row of every tenant table, every
// route of app.routeTable is called by users of tenant `acme` (a tenant admin on back-office routes) with plausible parameters, including ids of
// learn rows, and no reply may contain a learn sentinel. Routes that write run first, so a write that
// crossed tenants is also caught by the reads that follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTenantAdmin } from '../../modules/org/test-factories.ts';
import { createTestApp, type TestApp } from '../app-factory.ts';
import { makeUser, signInAs } from '../factories.ts';
import { createIdSource, isIdName } from './id-values.ts';
import { GENERIC_NAMES, namesOfRoute } from './param-names.ts';
import { plantSentinels, type SentinelPlan, sentinelsIn } from './sentinels.ts';
import type { QueryValue } from './sweep-client.ts';
import { send } from './sweep-client.ts';
import { tenantTables } from './sweep-db.ts';
import { printSummary } from './sweep-report.ts';
import { callerOf, fillPath, type SweepRole, type SweptRoute, sweptRoutes } from './sweep-routes.ts';

let testApp: TestApp;
let plan: SentinelPlan;
let tableCount = 0;
let ids: ReturnType<typeof createIdSource>;
const acme: Record<SweepRole, { account: string; tenantId: string; token: string }> = {
  learner: { account: '', tenantId: 'acme', token: '' },
  lecturer: { account: '', tenantId: 'acme', token: '' },
  admin: { account: '', tenantId: 'acme', token: '' },
};

beforeAll(async () => {
  testApp = await createTestApp();
  const tables = await tenantTables(testApp.database.db);
  tableCount = tables.length;
  plan = await plantSentinels(testApp.database.db, tables);
  ids = createIdSource(testApp.database.db, tables);
  for (const role of ['learner', 'lecturer'] as const) {
    const user = await makeUser(testApp, { tenantId: 'acme', isLecturer: role === 'lecturer' });
    acme[role] = { account: user.account, tenantId: 'acme', token: await signInAs(testApp, user) };
  }
  const admin = await makeTenantAdmin(testApp, 'acme');
  acme.admin = { account: admin.user.account, tenantId: 'acme', token: admin.token };
});
afterAll(async () => {
  await testApp?.close();
});

/** Each variant sets every id parameter to learn ids; a bare `id` cycles through the tables the URL names. */
async function variantsOf(route: SweptRoute): Promise<Record<string, string>[]> {
  const names = [...new Set([...namesOfRoute(route), ...GENERIC_NAMES, ...route.pathParams])].filter(
    isIdName,
  );
  const bareTables = ids.tablesFor('id', route.url);
  const variants: Record<string, string>[] = [];
  for (const bare of bareTables) {
    const values: Record<string, string> = { pageNo: '1', pageSize: '50', currentPage: '1', size: '50' };
    for (const name of names) {
      const tables =
        name === 'id' || name === 'ids' || name === '*' ? [bare] : ids.tablesFor(name, route.url);
      for (const table of tables) {
        const [first] = await ids.learnIds(table);
        if (first !== undefined) {
          values[name] = first;
          break;
        }
      }
    }
    variants.push(values);
  }
  return variants;
}

async function callAs(role: SweepRole, route: SweptRoute, values: Record<string, string>) {
  const request = () => {
    const params: Record<string, QueryValue> = { ...values };
    return send(testApp.app, {
      method: route.method,
      url: fillPath(route.url, values),
      tenant: 'acme',
      token: acme[role].token,
      ...(route.method === 'GET' ? { query: params } : { body: params }),
    });
  };
  const reply = await request();
  if (reply.status !== 401) return { reply, renewed: false };
  // The previous call may have ended this session (logout, a password change): sign in again, once.
  acme[role].token = await signInAs(testApp, acme[role]);
  return { reply: await request(), renewed: true };
}

describe('every route, tenant isolation', () => {
  it('never shows a caller of tenant acme a row of tenant learn', { timeout: 600_000 }, async () => {
    const { routes, skipped } = sweptRoutes(testApp.app);
    const ordered = [
      ...routes.filter((r) => r.method !== 'GET'),
      ...routes.filter((r) => r.method === 'GET'),
    ];
    const offending: string[] = [];
    let calls = 0;
    let answered = 0;
    let renewals = 0;
    for (const route of ordered) {
      const role = callerOf(route);
      for (const values of await variantsOf(route)) {
        const { reply, renewed } = await callAs(role, route, values);
        calls += 1;
        if (renewed) renewals += 1;
        if (reply.status < 300) answered += 1;
        const leaked = sentinelsIn(reply.text, plan);
        if (leaked.length > 0)
          offending.push(
            `${route.key} ${JSON.stringify(values)} → ${reply.status}: learn rows of ${leaked.join(', ')}`,
          );
      }
    }
    // Control: the same reads by learn callers do show learn sentinels, so the check above can fail.
    const learnTokens: Record<SweepRole, string> = {
      learner: await signInAs(testApp, await makeUser(testApp)),
      lecturer: await signInAs(testApp, await makeUser(testApp, { isLecturer: true })),
      admin: (await makeTenantAdmin(testApp)).token,
    };
    const controlRoutes: Record<SweepRole, number> = { learner: 0, lecturer: 0, admin: 0 };
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const [values = {}] = await variantsOf(route);
      const role = callerOf(route);
      const reply = await send(testApp.app, {
        method: 'GET',
        url: fillPath(route.url, values),
        token: learnTokens[role],
        query: values,
      });
      if (sentinelsIn(reply.text, plan).length > 0) controlRoutes[role] += 1;
    }
    const markedTables = plan.marked.length + plan.numeric.length;
    printSummary('tenant isolation (acme caller, learn sentinels)', {
      routes: routes.length,
      skipped,
      lines: [
        `tenant tables: ${tableCount}; with a text sentinel: ${plan.marked.length}; with a numeric sentinel: ${plan.numeric.length}`,
        `learn rows inserted where the seed had none: ${plan.inserted.join(', ') || 'none'}`,
        ...plan.numeric.map((entry) => `numeric sentinel ${entry.table}.${entry.column} = ${entry.value}`),
        ...plan.unmarked.map((entry) => `no sentinel in ${entry.table}: ${entry.reason}`),
        `calls: ${calls} (${answered} answered 2xx; ${renewals} after signing in again)`,
        `tables × routes checked: ${markedTables} × ${routes.length} = ${markedTables * routes.length}`,
        `control: learn callers see learn sentinels in GET routes: ${JSON.stringify(controlRoutes)}`,
        `cross-tenant rows: ${offending.length}`,
      ],
      offending,
    });
    const unfillable = plan.unmarked.filter((entry) => entry.reason.startsWith('no learn row'));
    expect(unfillable, 'tables with no learn row to plant a sentinel in').toEqual([]);
    expect(answered).toBeGreaterThan(routes.length / 2);
    expect(controlRoutes.learner).toBeGreaterThan(0);
    expect(controlRoutes.admin).toBeGreaterThan(0);
    expect(offending, offending.join('\n')).toEqual([]);
  });
});
