// Issue 20 item 10: the original back-office client signs in as client `Admin`, naming the account
// `account` (a phone, `type=account`) and sending the MD5 digest of the password, with the captcha grant;
// every client may send `account` and the digest; hashes of the old form still verify and are upgraded.
import { authPaths, roleAdminPaths, systemPaths, type TMenuView } from '@elearning/shared';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordDigest } from '../../core/passwords.ts';
import { users } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { FACTORY_PASSWORD, makeUser, uniqueSuffix } from '../../test/factories.ts';
import { DEMO_PASSWORD, freshIp, send, TOKEN_PATH, tokenRequest } from './test-support.ts';

const basic = (pair: string) => `Basic ${Buffer.from(pair).toString('base64')}`;
const ADMIN_CLIENT = basic('Admin:Admin_PC_2020ePRO');
const LEARNER_CLIENT = basic('Saber:Saber_PC_2020ePRO');

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function newCaptcha() {
  const captcha = await apiClient(testApp.app).get<{ key: string }>(authPaths.captcha);
  const answer = await apiClient(testApp.app).get<{ code: string }>(authPaths.devCaptcha, {
    query: { key: captcha.body.response.key },
  });
  return { key: captcha.body.response.key, code: answer.body.response.code };
}

/** The original back office's sign-in: POST with its parameters in the query string, captcha in headers. */
async function originalAdminSignIn(account: string, typed: string) {
  const { key, code } = await newCaptcha();
  return send<never>(testApp.app, 'POST', TOKEN_PATH, {
    authorization: ADMIN_CLIENT,
    headers: { 'captcha-key': key, 'captcha-code': code },
    query: {
      tenantId: 'learn',
      account,
      password: passwordDigest(typed),
      grant_type: 'captcha',
      scope: 'all',
      type: 'account',
      user_type: 'staff',
    },
    ip: freshIp(),
  });
}

function flatten(nodes: TMenuView[]): TMenuView[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describe('the original back-office client', () => {
  it('signs the seeded back-office account in by phone and MD5 digest, and finds its menu', async () => {
    // The seeded identity is what this test is about: the original client signs in with a seeded phone.
    const reply = await originalAdminSignIn('13800000006', DEMO_PASSWORD);
    expect(reply.status).toBe(200);
    const token = reply.body as unknown as { access_token: string; account: string };
    expect(token.account).toBe('backoffice');

    const privileges = await apiClient(testApp.app).get<{ menuPrivileges: TMenuView[] }>(
      systemPaths.menuPrivilege,
      {
        token: token.access_token,
        headers: { authorization: ADMIN_CLIENT },
      },
    );
    expect(privileges.status).toBe(200);
    const tree = privileges.body.response.menuPrivileges;
    // What its sidebar filters on: owned, enabled, non-button entries with a path, sorted by `sort`.
    const menu = flatten(tree).filter(
      (node) => node.isOwn === 1 && node.menuType !== 'Button' && node.isEnabled !== 0,
    );
    expect(menu.map((node) => node.path)).toEqual(
      expect.arrayContaining(['/system', '/system/role', '/system/tenant']),
    );
    for (const node of flatten(tree)) {
      expect(node).toMatchObject({
        menuName: expect.any(String),
        sort: expect.any(Number),
        children: expect.any(Array),
      });
      expect(['Dir', 'Menu', 'Button']).toContain(node.menuType);
    }
    // Buttons give the privilege paths its `v-p` directive checks.
    const buttons = flatten(tree).filter((node) => node.isOwn === 1 && node.menuType === 'Button');
    expect(buttons.map((node) => node.path)).toContain('/system/role/add');

    const roles = await apiClient(testApp.app).get(roleAdminPaths.roles, { token: token.access_token });
    expect(roles.body).toMatchObject({ resCode: 200 });
    expect(roles.status).toBe(200);
  });

  it('answers a wrong digest with the wrong-credentials failure', async () => {
    const reply = await originalAdminSignIn('13800000006', 'not-the-password');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error_description: expect.any(String) });
  });

  it('gives a plain learner an empty back-office menu', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    const user = await makeUser(testApp, { phone });
    const reply = await tokenRequest(
      testApp.app,
      {
        grant_type: 'password',
        account: phone,
        password: passwordDigest(FACTORY_PASSWORD),
        type: 'account',
        tenantId: 'learn',
      },
      { authorization: ADMIN_CLIENT, ip: freshIp() },
    );
    expect(reply.status).toBe(200);
    const privileges = await apiClient(testApp.app).get<{ menuPrivileges: TMenuView[] }>(
      systemPaths.menuPrivilege,
      {
        token: reply.body.access_token,
      },
    );
    expect(flatten(privileges.body.response.menuPrivileges).filter((node) => node.isOwn === 1)).toEqual([]);
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('every client', () => {
  it.each([
    ['the learner client, username and password', LEARNER_CLIENT, 'username', false],
    ['the learner client, account and digest', LEARNER_CLIENT, 'account', true],
    ['the web client, username and digest', undefined, 'username', true],
    ['the back-office client, account and password', ADMIN_CLIENT, 'account', false],
  ] as const)('signs in with %s', async (_label, authorization, field, digest) => {
    const user = await makeUser(testApp);
    const password = digest ? passwordDigest(FACTORY_PASSWORD) : FACTORY_PASSWORD;
    const reply = await tokenRequest(
      testApp.app,
      { grant_type: 'password', [field]: user.account, password, tenantId: 'learn', scope: 'all' },
      { ...(authorization ? { authorization } : {}), ip: freshIp() },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.account).toBe(user.account);
  });
});

describe('hashes of the old form', () => {
  it('verify with the password, are upgraded, then accept the digest too', async () => {
    const password = `Old${uniqueSuffix()}`.slice(0, 12);
    const user = await makeUser(testApp);
    const legacy = await hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await testApp.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, user.id));
    const fields = { grant_type: 'password', username: user.account, tenantId: 'learn' };

    const digestFirst = await tokenRequest(
      testApp.app,
      { ...fields, password: passwordDigest(password) },
      { ip: freshIp() },
    );
    expect(digestFirst.status).toBe(400);

    const plain = await tokenRequest(testApp.app, { ...fields, password }, { ip: freshIp() });
    expect(plain.status).toBe(200);
    const [stored] = await testApp.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    expect(stored?.hash.startsWith('md5$')).toBe(true);

    const digestAfter = await tokenRequest(
      testApp.app,
      { ...fields, password: passwordDigest(password) },
      { ip: freshIp() },
    );
    expect(digestAfter.status).toBe(200);
    const plainAfter = await tokenRequest(testApp.app, { ...fields, password }, { ip: freshIp() });
    expect(plainAfter.status).toBe(200);
  });
});
