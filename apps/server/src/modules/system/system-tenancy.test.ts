// Tenant isolation: a token of tenant acme reads no learn data and the reverse; each tenant has its own
// password store, dictionaries, menus and site information (domain info).
import { accountPaths, authPaths, systemPaths, type TMenuView } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaries, menus } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { passwordLogin, send, tokenRequest } from '../auth/test-support.ts';
import { makeDictionaryEntry, setSiteSettings } from './test-factories.ts';

let testApp: TestApp;
let learnToken: string;
let acmeToken: string;
beforeAll(async () => {
  testApp = await createTestApp();
  learnToken = (await passwordLogin(testApp.app, 'learner')).access_token;
  acmeToken = (await passwordLogin(testApp.app, 'learner', { tenant: 'acme' })).access_token;
});
afterAll(async () => {
  await testApp.close();
});

type DomainInfo = {
  tenantId: string;
  siteName: string;
  diyInfor: { logo: { FrontUrl: string } };
  filingNumber: string;
  filingUrl: string;
  version: string;
  buildDate: string;
  customerServiceUrl: string;
};

describe('tokens stay in their tenant', () => {
  it('gives each token its own tenant’s user', async () => {
    const client = apiClient(testApp.app);
    const acme = await client.get<Record<string, unknown>>(authPaths.userInfo, {
      token: acmeToken,
      tenant: 'acme',
    });
    expect(acme.body.response).toMatchObject({
      account: 'learner',
      tenant_id: 'acme',
      name: 'Alice Learner',
      phone: '13900000001',
    });
    const learn = await client.get<Record<string, unknown>>(authPaths.userInfo, {
      token: learnToken,
      tenant: 'learn',
    });
    expect(learn.body.response).toMatchObject({ account: 'learner', tenant_id: 'learn', name: '李学员' });
    expect(learn.body.response.user_id).not.toBe(acme.body.response.user_id);
  });

  it('lets the token decide when no Tenant-Id is sent', async () => {
    const reply = await send<{ tenant_id: string }>(testApp.app, 'GET', authPaths.userInfo, {
      token: acmeToken,
      tenant: null,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response.tenant_id).toBe('acme');
  });

  it.each([
    ['an acme token sent with Tenant-Id learn', () => acmeToken, 'learn'],
    ['a learn token sent with Tenant-Id acme', () => learnToken, 'acme'],
  ])('refuses %s', async (_label, token, tenant) => {
    const client = apiClient(testApp.app);
    for (const url of [
      authPaths.userInfo,
      authPaths.roleInfo,
      systemPaths.menuPrivilege,
      `${systemPaths.dict}?code=sex`,
      accountPaths.saveLoginCredit,
    ]) {
      const reply = await client.get(url, { token: token(), tenant });
      expect(reply.status, url).toBe(403);
      expect(reply.body).toEqual({ resCode: 403, resMsg: '没有权限执行此操作', response: null });
    }
  });

  it('answers each tenant its own menu rows', async () => {
    const ids = async (token: string, tenant: string) => {
      const reply = await apiClient(testApp.app).get<{ menus: TMenuView[] }>(systemPaths.menuPrivilege, {
        token,
        tenant,
      });
      const walk = (nodes: TMenuView[]): number[] => nodes.flatMap((n) => [n.menuId, ...walk(n.children)]);
      return walk(reply.body.response.menus);
    };
    const acmeIds = await ids(acmeToken, 'acme');
    const learnIds = await ids(learnToken, 'learn');
    const acmeRows = await testApp.database.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.tenantId, 'acme'));
    expect(acmeIds.sort()).toEqual(acmeRows.map((r) => r.id).sort());
    expect(acmeIds.filter((id) => learnIds.includes(id))).toEqual([]);
  });
});

describe('dictionaries per tenant', () => {
  it('answers the dictionary of the tenant asked for', async () => {
    await makeDictionaryEntry(testApp, {
      tenantId: 'acme',
      code: 'trainWay',
      dictKey: '9',
      dictValue: 'Acme only',
      sort: 9,
    });
    const read = (options: { tenant?: string; token?: string }) =>
      apiClient(testApp.app).get<{ dictKey: string; dictValue: string; sort: number }[]>(systemPaths.dict, {
        query: { code: 'trainWay' },
        ...options,
      });

    const learn = await read({ tenant: 'learn' });
    expect(learn.status).toBe(200);
    expect(learn.body.response).toEqual([
      { dictKey: '1', dictValue: '在线', sort: 1 },
      { dictKey: '2', dictValue: '面授', sort: 2 },
      { dictKey: '3', dictValue: '混合', sort: 3 },
      { dictKey: '4', dictValue: '外训', sort: 4 },
    ]);
    const acme = await read({ tenant: 'acme' });
    expect(acme.body.response.map((d) => d.dictValue)).toContain('Acme only');
    const acmeByToken = await send<{ dictValue: string }[]>(testApp.app, 'GET', systemPaths.dict, {
      token: acmeToken,
      tenant: null,
      query: { code: 'trainWay' },
    });
    expect(acmeByToken.body.response.map((d) => d.dictValue)).toContain('Acme only');
    expect(
      (await read({ tenant: 'learn', token: learnToken })).body.response.map((d) => d.dictValue),
    ).not.toContain('Acme only');
    await testApp.database.db
      .delete(dictionaries)
      .where(and(eq(dictionaries.tenantId, 'acme'), eq(dictionaries.dictKey, '9')));
  });

  it('answers an unknown code with an empty list and names a missing code', async () => {
    const client = apiClient(testApp.app);
    const unknown = await client.get(systemPaths.dict, { query: { code: 'nothing' } });
    expect(unknown.body).toEqual({ resCode: 200, resMsg: '操作成功', response: [] });
    const missing = await client.get(systemPaths.dict);
    expect(missing.status).toBe(400);
    expect(missing.body.response).toEqual({ fields: [{ field: 'code', message: '请输入字典编码' }] });
  });
});

describe('domain info per tenant', () => {
  it('answers the site of tenant learn with version v2.0.1 build 20210401', async () => {
    const reply = await send<DomainInfo>(testApp.app, 'GET', systemPaths.domainInfo, {
      authorization: null,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatchObject({
      tenantId: 'learn',
      siteName: '企业在线学习平台',
      filingNumber: '京ICP备20210401号-1',
      version: 'v2.0.1',
      buildDate: '20210401',
    });
    expect(typeof reply.body.response.diyInfor.logo.FrontUrl).toBe('string');
    expect(reply.body.response).toHaveProperty('filingUrl');
    expect(reply.body.response).toHaveProperty('customerServiceUrl');
  });

  it('answers acme its own site', async () => {
    const reply = await apiClient(testApp.app).get<DomainInfo>(systemPaths.domainInfo, { tenant: 'acme' });
    expect(reply.body.response).toMatchObject({
      tenantId: 'acme',
      siteName: 'Acme Learning',
      version: 'v2.0.1',
    });
  });

  it('answers the tenant’s logo in diyInfor.logo.FrontUrl', async () => {
    const logo = 'https://cdn.example.com/acme-logo.png';
    await setSiteSettings(testApp, 'acme', { logoUrl: logo });
    testApp.app.deps.tenants.forget('acme');
    const reply = await apiClient(testApp.app).get<DomainInfo>(systemPaths.domainInfo, { tenant: 'acme' });
    expect(reply.body.response.diyInfor).toEqual({ logo: { FrontUrl: logo } });
    const learn = await apiClient(testApp.app).get<DomainInfo>(systemPaths.domainInfo);
    expect(learn.body.response.diyInfor.logo.FrontUrl).not.toBe(logo);
  });

  it('answers the token’s tenant when signed in without a Tenant-Id', async () => {
    const reply = await send<DomainInfo>(testApp.app, 'GET', systemPaths.domainInfo, {
      token: acmeToken,
      tenant: null,
    });
    expect(reply.body.response.tenantId).toBe('acme');
  });
});

// Last: changing acme learner's password ends the acme session the other tests use.
describe('password stores are separate', () => {
  it('changing acme learner’s password leaves learn learner’s alone', async () => {
    const login = await passwordLogin(testApp.app, 'learner', { tenant: 'acme' });
    const changed = await apiClient(testApp.app).post(
      accountPaths.changePassword,
      { oldPassword: 'elearn123', newPassword: 'acme#123' },
      { token: login.access_token, tenant: 'acme' },
    );
    expect(changed.status).toBe(200);

    const attempt = (tenant: string, password: string) =>
      tokenRequest(
        testApp.app,
        { grant_type: 'password', username: 'learner', password, tenantId: tenant },
        { tenant },
      );
    expect((await attempt('acme', 'elearn123')).status).toBe(400);
    expect((await attempt('acme', 'acme#123')).status).toBe(200);
    expect((await attempt('learn', 'acme#123')).status).toBe(400);
    const learn = await attempt('learn', 'elearn123');
    expect(learn.status).toBe(200);
    expect(learn.body.tenant_id).toBe('learn');
  });

  it('does not know learn-only accounts on acme', async () => {
    const reply = await tokenRequest(
      testApp.app,
      { grant_type: 'password', username: 'orgadmin', password: 'elearn123', tenantId: 'acme' },
      { tenant: 'acme' },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.resMsg).toBe('用户名或密码错误');
  });
});
