// The original client's organisation calls: the org tree (`blade-resource/v1/organization`), the position
// list (`source/base/position/page`) and the site customisation (`cms/plan/my`, the tenant's real settings),
// all from factory rows; another tenant's rows are never visible.
import {
  systemPaths,
  type TOrgNode,
  type TPositionPageReply,
  type TSiteCustomisation,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makePosition, makeSignedInUser, makeTenant, makeUser } from '../../test/factories.ts';
import { setSiteSettings } from './test-factories.ts';

let testApp: TestApp;
let tenantId: string;
let token: string;
let root: { id: number; name: string };
let child: { id: number; name: string };
let grandchild: { id: number; name: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const tenant = await makeTenant(testApp);
  tenantId = tenant.id;
  await setSiteSettings(testApp, tenantId, {
    siteName: 'Factory Academy',
    logoUrl: 'https://cdn.example.com/factory/logo.png',
  });
  root = await makeOrgUnit(testApp, { tenantId, name: 'Head office' });
  child = await makeOrgUnit(testApp, { tenantId, parentId: root.id, name: 'Research' });
  grandchild = await makeOrgUnit(testApp, { tenantId, parentId: child.id, name: 'Frontend' });
  await makeOrgUnit(testApp, { tenantId: 'learn', name: 'Not in this tenant' });
  ({ token } = await makeSignedInUser(testApp, { tenantId, orgId: grandchild.id }));
});

afterAll(async () => {
  await testApp.close();
});

const get = <T>(path: string, query: Record<string, string | number> = {}) =>
  apiClient(testApp.app).get<T>(path, { token, tenant: tenantId, query });

describe('organisation tree', () => {
  it("nests the tenant's units, and only them", async () => {
    const reply = await get<TOrgNode[]>(systemPaths.organization);
    expect(reply.status).toBe(200);
    expect(reply.body.response).toEqual([
      expect.objectContaining({
        id: root.id,
        orgName: 'Head office',
        parentId: 0,
        children: [
          expect.objectContaining({
            id: child.id,
            parentId: root.id,
            children: [expect.objectContaining({ id: grandchild.id, name: 'Frontend', children: [] })],
          }),
        ],
      }),
    ]);
  });

  it('answers the tree below a unit, or the units whose name matches', async () => {
    const below = await get<TOrgNode[]>(systemPaths.organization, { parentId: root.id });
    expect(below.body.response.map((node) => node.id)).toEqual([child.id]);
    expect(below.body.response[0]!.children.map((node) => node.id)).toEqual([grandchild.id]);
    const named = await get<TOrgNode[]>(systemPaths.organization, { orgName: 'front' });
    expect(named.body.response.map((node) => node.id)).toEqual([grandchild.id]);
  });
});

describe('position page', () => {
  it("pages the tenant's positions with their holder counts, by unit and by name", async () => {
    const lead = await makePosition(testApp, { tenantId, orgId: child.id, name: 'Team lead' });
    const engineer = await makePosition(testApp, { tenantId, orgId: grandchild.id, name: 'Engineer' });
    await makePosition(testApp, { tenantId: 'learn', name: 'Engineer elsewhere' });
    await makeUser(testApp, { tenantId, positionId: engineer.id });
    await makeUser(testApp, { tenantId, positionId: engineer.id });
    await makeUser(testApp, { tenantId, positionId: engineer.id, disabled: true });

    const all = await get<TPositionPageReply>(systemPaths.positionPage, { pageNo: 1, pageSize: 10 });
    expect(all.body.response.totalNum).toBe(2);
    expect(all.body.response.data.map((p) => p.id).sort()).toEqual([lead.id, engineer.id].sort());
    const ofUnit = await get<TPositionPageReply>(systemPaths.positionPage, { parentId: grandchild.id });
    expect(ofUnit.body.response.data).toEqual([
      {
        id: engineer.id,
        name: 'Engineer',
        code: engineer.code,
        orgId: grandchild.id,
        orgName: 'Frontend',
        userNum: 2,
      },
    ]);
    const named = await get<TPositionPageReply>(systemPaths.positionPage, { name: 'lead' });
    expect(named.body.response.data.map((p) => p.id)).toEqual([lead.id]);
    const paged = await get<TPositionPageReply>(systemPaths.positionPage, { pageNo: 1, pageSize: 1 });
    expect(paged.body.response).toMatchObject({ totalNum: 2, totalPage: 2 });
  });
});

describe('site customisation (cms/plan/my)', () => {
  it("answers the caller's tenant's real site name and logo", async () => {
    const reply = await get<TSiteCustomisation>(systemPaths.siteCustomisation, { device: '1' });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatchObject({
      tenantId,
      siteName: 'Factory Academy',
      logo: { FrontUrl: 'https://cdn.example.com/factory/logo.png' },
    });
    const anonymous = await apiClient(testApp.app).get(systemPaths.siteCustomisation, { tenant: tenantId });
    expect(anonymous.status).toBe(401);
  });
});
