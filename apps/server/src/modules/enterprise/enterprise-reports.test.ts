// The enterprise centre (issue 18 item 3): org admins only, over their subtree. A plain learner is refused on
// every call; units and people outside the subtree (another tenant's included) are 404 or absent; figures
// come from the report counters; exports are workbooks; reminders reach each learner once a day.

import type { TEnterpriseStudent, TEnterpriseUnit, TPage } from '@elearning/shared';
import { enterprisePaths as P, type TEnterpriseFigures, type TEnterpriseSituation } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRow } from '../../db/rows.ts';
import { apiClient, WEB_CLIENT_BASIC } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { makeCourse } from '../course/test-factories.ts';
import { recordStudyTime } from '../report/test-factories.ts';
import { makeLearnerIn, makeOrgAdmin } from './test-factories.ts';

let testApp: TestApp;
let tenantId: string;
let admin: string;
let learnerToken: string;
const ids = { root: 0, sales: 0, east: 0, service: 0, inSales: 0, inEast: 0, inService: 0 };
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  testApp = await createTestApp();
  tenantId = (await makeTenant(testApp)).id;
  const root = await makeOrgUnit(testApp, { tenantId, name: 'Head office' });
  const sales = await makeOrgUnit(testApp, { tenantId, parentId: root.id, name: 'Sales' });
  const east = await makeOrgUnit(testApp, { tenantId, parentId: sales.id, name: 'Sales East' });
  const service = await makeOrgUnit(testApp, { tenantId, parentId: root.id, name: 'Service' });
  Object.assign(ids, { root: root.id, sales: sales.id, east: east.id, service: service.id });
  admin = (await makeOrgAdmin(testApp, { tenantId, orgId: sales.id })).token;
  const inSales = await makeLearnerIn(testApp, sales.id, { tenantId, name: 'Alice Sales' });
  const inEast = await makeLearnerIn(testApp, east.id, { tenantId, name: 'Bob East' });
  const inService = await makeLearnerIn(testApp, service.id, { tenantId, name: 'Carol Service' });
  Object.assign(ids, { inSales: inSales.id, inEast: inEast.id, inService: inService.id });
  learnerToken = (await makeSignedInUser(testApp, { tenantId, orgId: sales.id })).token;
  const course = await makeCourse(testApp, { tenantId });
  await recordStudyTime(testApp, inEast, course, today, 7200);
  await recordStudyTime(testApp, inService, course, today, 3600);
});
afterAll(() => testApp.close());

const get = <T>(path: string, query: Record<string, string | number> = {}, token = admin, lang?: string) =>
  apiClient(testApp.app).get<T>(path, { token, query, tenant: tenantId, ...(lang ? { lang } : {}) });
const remind = (body: unknown, token = admin) =>
  apiClient(testApp.app).post<{ remindedNum: number }>(P.remind, body, { token, tenant: tenantId });

describe('who may use the enterprise centre', () => {
  it('refuses a plain learner on every call, in their language', async () => {
    for (const path of [
      P.orgTree,
      P.overview,
      P.students,
      P.studentsExport,
      P.situation,
      P.situationExport,
    ]) {
      const reply = await get(path, path.includes('situation') ? { type: 'course' } : {}, learnerToken, 'en');
      expect(reply.status, path).toBe(403);
      expect(reply.body.resMsg).toMatch(/organisation admins/);
    }
    expect((await get(P.studentSituation, { userId: ids.inSales }, learnerToken)).status).toBe(403);
    expect((await remind({ type: 'course', userIds: [ids.inSales] }, learnerToken)).status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await apiClient(testApp.app).get(P.students, { tenant: tenantId })).status).toBe(401);
  });
});

describe('the admin’s subtree only', () => {
  it('offers their own unit and what lies below it', async () => {
    const tree = (await get<TEnterpriseUnit[]>(P.orgTree)).body.response;
    expect(tree.map((unit) => unit.id)).toEqual([ids.sales]);
    expect(tree[0]?.children.map((unit) => unit.id)).toEqual([ids.east]);
  });

  it('lists, searches and filters the students of the subtree', async () => {
    const all = (await get<TPage<TEnterpriseStudent>>(P.students, { pageSize: 50 })).body.response;
    const names = all.data.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Alice Sales', 'Bob East']));
    expect(names).not.toContain('Carol Service');
    const east = (await get<TPage<TEnterpriseStudent>>(P.students, { orgId: ids.east })).body.response;
    expect(east.data.map((row) => row.userId)).toEqual([ids.inEast]);
    const found = (await get<TPage<TEnterpriseStudent>>(P.students, { keyword: 'alice' })).body.response;
    expect(found.data.map((row) => row.userId)).toEqual([ids.inSales]);
  });

  it('treats a unit or a person outside the subtree as not found', async () => {
    expect((await get(P.students, { orgId: ids.service })).status).toBe(404);
    expect((await get(P.overview, { orgId: ids.root })).status).toBe(404);
    expect((await get(P.situation, { type: 'exam', orgId: ids.service })).status).toBe(404);
    expect((await get(P.studentSituation, { userId: ids.inService })).status).toBe(404);
    expect((await remind({ type: 'course', userIds: [ids.inSales, ids.inService] })).status).toBe(404);
  });

  it('counts only the subtree in the overview and a learner’s own figures', async () => {
    const overview = (await get<TEnterpriseFigures>(P.overview)).body.response;
    // The admin, the learner signed in above, Alice and Bob; Carol (Service) is outside.
    expect(overview.userNum).toBe(4);
    expect(overview.course.students).toBe(1);
    expect(overview.course.studyHours).toBe(2);
    const bob = await get<{ figures: TEnterpriseFigures }>(P.studentSituation, { userId: ids.inEast });
    expect(bob.body.response.figures.course).toMatchObject({ students: 1, studyHours: 2 });
  });

  it('reports a study area per department of the subtree', async () => {
    const reply = await get<TEnterpriseSituation>(P.situation, { type: 'course' });
    expect(reply.body.response.departments).toEqual([
      { orgId: ids.east, orgName: 'Sales East', joined: 1, passed: 0 },
    ]);
    expect(reply.body.response.totals).toEqual({ joined: 1, passed: 0 });
  });

  it('exports the students and the situation as workbooks', async () => {
    for (const [path, query] of [
      [P.studentsExport, {}],
      [P.situationExport, { type: 'course' }],
    ] as const) {
      const reply = await testApp.app.inject({
        method: 'GET',
        url: path,
        query,
        headers: { authorization: WEB_CLIENT_BASIC, 'tenant-id': tenantId, accesstoken: `bearer ${admin}` },
      });
      expect(reply.statusCode, path).toBe(200);
      expect(String(reply.headers['content-type'])).toContain('spreadsheetml');
    }
  });

  it('names the bad field in the caller’s language', async () => {
    const reply = await get(P.situation, { type: 'nope' }, admin, 'en');
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('type');
    expect(reply.body.resMsg).toMatch(/Unknown study area/);
  });
});

describe('reminders', () => {
  it('reach each learner once a day per area, even when two clicks race', async () => {
    const body = { type: 'exam', userIds: [ids.inEast] };
    const [first, second] = await Promise.all([remind(body), remind(body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.response.remindedNum + second.body.response.remindedNum).toBe(1);
    expect((await remind(body)).body.response.remindedNum).toBe(0);
    const row = await queryRow(
      testApp.database.db,
      sql`select count(*)::int as n from notifications where tenant_id = ${tenantId} and user_id = ${ids.inEast}`,
      { n: col.int },
    );
    expect(row?.n).toBe(1);
  });
});

describe('another tenant', () => {
  it('sees none of these people and none of these units', async () => {
    const other = (await makeTenant(testApp)).id;
    const unit = await makeOrgUnit(testApp, { tenantId: other });
    const token = (await makeOrgAdmin(testApp, { tenantId: other, orgId: unit.id })).token;
    const reply = await apiClient(testApp.app).get<TPage<TEnterpriseStudent>>(P.students, {
      token,
      tenant: other,
      query: { pageSize: 100 },
    });
    expect(reply.body.response.data.map((row) => row.userId)).not.toContain(ids.inSales);
    const foreign = await apiClient(testApp.app).get(P.students, {
      token,
      tenant: other,
      query: { orgId: ids.sales },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('an admin of several units', () => {
  it('covers the units of their privileges, counting a nested one once', async () => {
    const token = (await makeOrgAdmin(testApp, { tenantId, orgId: ids.root, manages: [ids.sales, ids.east] }))
      .token;
    const tree = (await get<TEnterpriseUnit[]>(P.orgTree, {}, token)).body.response;
    expect(tree.map((unit) => unit.id)).toEqual([ids.sales]);
    const list = (await get<TPage<TEnterpriseStudent>>(P.students, { pageSize: 50 }, token)).body.response;
    expect(list.data.map((row) => row.userId)).not.toContain(ids.inService);
  });
});
