// Remaining calls of the original back office's system pages: the menu tree (`GET /api/sys/v1/menu/tree`,
// the whole catalogue as a tree, for a role holding role management) and the audit log at the original's
// spelling (`GET /api/log/v1/action/log`, the same list as ours).
import { privilegeCatalogue, roleAdminPaths, rolePrivilegeCodes, type TMenuView } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeBackOfficeUser } from './test-factories.ts';

describe('role: menu tree', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers every menu of the catalogue, nested, to a role manager only', async () => {
    const api = apiClient(testApp.app);
    const manager = await makeBackOfficeUser(testApp, { codes: [rolePrivilegeCodes.role] });
    const reply = await api.get<TMenuView[]>(roleAdminPaths.menuTree, {
      token: manager.token,
      query: { parentId: 0, clientId: 'Admin' },
    });
    expect(reply.status).toBe(200);
    const codes: string[] = [];
    const walk = (nodes: TMenuView[]) => {
      for (const node of nodes) {
        codes.push(node.code);
        walk(node.children);
      }
    };
    walk(reply.body.response);
    for (const menu of privilegeCatalogue.menus) expect(codes).toContain(menu.code);
    const other = await makeBackOfficeUser(testApp, { codes: [rolePrivilegeCodes.audit] });
    expect((await api.get(roleAdminPaths.menuTree, { token: other.token })).status).toBe(403);
  });

  it('answers the audit log at the original path as at ours', async () => {
    const api = apiClient(testApp.app);
    const auditor = await makeBackOfficeUser(testApp, { codes: [rolePrivilegeCodes.audit] });
    const ours = await api.get<unknown>(roleAdminPaths.audit, { token: auditor.token });
    const original = await api.get<unknown>(roleAdminPaths.auditAlias, { token: auditor.token });
    expect(original.status).toBe(200);
    expect(original.body.response).toEqual(ours.body.response);
    const other = await makeBackOfficeUser(testApp, { codes: [rolePrivilegeCodes.role] });
    expect((await api.get(roleAdminPaths.auditAlias, { token: other.token })).status).toBe(403);
  });
});
