// Who sees what (SPEC §6): the privilege tree per identity with its isOwn rules, organisation privileges,
// and the user-info and role-info flags of every demo identity.
import { authPaths, systemPaths, type TMenuView } from '@elearning/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import { passwordLogin } from '../auth/test-support.ts';

type Privileges = { menus: TMenuView[]; orgPrivileges: { orgId: number; orgName: string; isOwn: number }[] };

let testApp: TestApp;
const tokens = new Map<string, string>();
const ACCOUNTS = ['learner', 'lecturer', 'tutor', 'apprentice', 'orgadmin', 'backoffice', 'vip', 'vipyear'];

beforeAll(async () => {
  testApp = await createTestApp();
  for (const account of ACCOUNTS)
    tokens.set(account, (await passwordLogin(testApp.app, account)).access_token);
  tokens.set('acme', (await passwordLogin(testApp.app, 'learner', { tenant: 'acme' })).access_token);
});
afterAll(async () => {
  await testApp.close();
});

async function privilegesOf(account: string, query?: Record<string, string>) {
  const reply = await apiClient(testApp.app).get<Privileges>(systemPaths.menuPrivilege, {
    token: tokens.get(account)!,
    tenant: account === 'acme' ? 'acme' : 'learn',
    ...(query ? { query } : {}),
  });
  expect(reply.status).toBe(200);
  return reply.body.response;
}

function flatten(nodes: TMenuView[], parent?: TMenuView): (TMenuView & { parent?: TMenuView })[] {
  return nodes.flatMap((node) => [{ ...node, parent }, ...flatten(node.children, node)]);
}

/** What SPEC §6 makes of the tree: owned non-button entries form the menu, owned buttons give paths. */
async function ownedOf(account: string) {
  const all = flatten((await privilegesOf(account)).menus);
  return {
    menu: all.filter((n) => n.isOwn === 1 && n.menuType !== 'Button').map((n) => n.code),
    buttons: all.filter((n) => n.isOwn === 1 && n.menuType === 'Button').map((n) => n.path),
  };
}

const LEARNER_MENU = [
  'home',
  'resources',
  'course',
  'live',
  'train',
  'exam',
  'myLearning',
  'myStudy',
  'myHomeWork',
  'myExamList',
  'questionnaire',
  'studyMap',
  'knowledge',
  'memberCenter',
  'news',
  'community',
  'activities',
  'knowledgeSystem',
];
const LECTURER_MENU = ['lecturerTask', 'lecturerCourse', 'lecturerLive', 'lecturerTrain', 'lecturerPlan'];

describe('privilege tree per identity', () => {
  it('gives a plain learner the learner menu and no special entry or button', async () => {
    const owned = await ownedOf('learner');
    expect(owned.menu.sort()).toEqual([...LEARNER_MENU].sort());
    expect(owned.buttons).toEqual([]);
    expect((await privilegesOf('learner')).orgPrivileges).toEqual([]);
  });

  it('lets the lecturer own the lecturerTask entries and their buttons', async () => {
    const owned = await ownedOf('lecturer');
    expect(owned.menu.sort()).toEqual([...LEARNER_MENU, ...LECTURER_MENU].sort());
    expect(owned.buttons.sort()).toEqual(['course:export', 'course:putaway']);
  });

  it.each([
    ['tutor', ['myApprentice'], []],
    ['apprentice', ['myMentor'], []],
    ['orgadmin', ['enterprise'], ['enterprise:export']],
    ['backoffice', ['backstage'], []],
    ['vip', [], ['vip:download']],
    ['vipyear', [], ['vip:download']],
  ])('gives %s exactly its own extra entries', async (account, extraMenu, buttons) => {
    const owned = await ownedOf(account);
    expect(owned.menu.sort()).toEqual([...LEARNER_MENU, ...extraMenu].sort());
    expect(owned.buttons.sort()).toEqual([...buttons].sort());
    for (const code of LECTURER_MENU) expect(owned.menu).not.toContain(code);
  });

  it('gives the organisation admin its organisation privileges, all owned', async () => {
    const { orgPrivileges } = await privilegesOf('orgadmin');
    expect(orgPrivileges.map((o) => o.orgName).sort()).toEqual(
      ['人力资源部', '前端组', '后端组', '市场部', '研发中心', '示范集团总部'].sort(),
    );
    for (const org of orgPrivileges) {
      expect(org).toEqual({ orgId: expect.any(Number), orgName: expect.any(String), isOwn: 1 });
    }
    for (const account of ['learner', 'lecturer', 'backoffice'])
      expect((await privilegesOf(account)).orgPrivileges).toEqual([]);
  });

  it('answers the same tree to everybody, only isOwn differs', async () => {
    const shape = (nodes: TMenuView[]): unknown =>
      nodes.map(({ isOwn: _isOwn, children, ...rest }) => ({ ...rest, children: shape(children) }));
    const reference = shape((await privilegesOf('learner')).menus);
    for (const account of ACCOUNTS.slice(1))
      expect(shape((await privilegesOf(account)).menus)).toEqual(reference);
  });
});

describe('isOwn rules', () => {
  it('answers every node in the documented shape', async () => {
    for (const node of flatten((await privilegesOf('lecturer')).menus)) {
      expect([0, 1]).toContain(node.isOwn);
      expect(['Dir', 'Menu', 'Button']).toContain(node.menuType);
      expect(node).toMatchObject({
        menuId: expect.any(Number),
        menuName: expect.any(String),
        code: expect.any(String),
        alias: expect.any(String),
        path: expect.any(String),
        icon: expect.any(String),
        sort: expect.any(Number),
        isEnabled: 1,
        isShow: 1,
      });
      expect(Array.isArray(node.children)).toBe(true);
      if (node.menuType === 'Button') expect(node.children).toEqual([]);
      if (node.menuType !== 'Dir') expect(node.path).not.toBe('');
    }
  });

  it('never owns an entry whose parent it does not own', async () => {
    for (const account of ACCOUNTS) {
      for (const node of flatten((await privilegesOf(account)).menus)) {
        if (node.isOwn === 1 && node.parent) expect(node.parent.isOwn, `${account}: ${node.code}`).toBe(1);
      }
    }
  });

  it('sorts siblings by sort', async () => {
    const check = (nodes: TMenuView[]) => {
      const sorts = nodes.map((n) => n.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      for (const node of nodes) check(node.children);
    };
    check((await privilegesOf('learner')).menus);
  });

  it('ignores a userId parameter: privileges are always the caller’s own', async () => {
    const [lecturer] = await testApp.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, 'learn'), eq(users.account, 'lecturer')));
    const owned = flatten((await privilegesOf('learner', { userId: String(lecturer!.id) })).menus)
      .filter((n) => n.isOwn === 1)
      .map((n) => n.code);
    expect(owned).not.toContain('lecturerTask');
  });

  it('drops the VIP entries once the membership has expired', async () => {
    const { db } = testApp.database;
    const vipIds = db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, 'learn'), eq(users.account, 'vip')));
    const [before] = await db.select().from(userIdentities).where(inArray(userIdentities.userId, vipIds));
    await db
      .update(userIdentities)
      .set({ vipExpiresAt: new Date(Date.now() - 1000) })
      .where(inArray(userIdentities.userId, vipIds));
    // As a service changing identities would (session-cache.ts).
    const change = { scope: 'user', tenantId: 'learn', userId: before!.userId } as const;
    await announceSessionChange(testApp.app.deps.realtime, change);
    try {
      expect((await ownedOf('vip')).buttons).toEqual([]);
      const info = await apiClient(testApp.app).get(authPaths.userInfo, {
        token: tokens.get('vip')!,
      });
      expect(info.body.response).toMatchObject({ isVip: false, isYearMember: false });
    } finally {
      await db
        .update(userIdentities)
        .set({ vipExpiresAt: before!.vipExpiresAt })
        .where(inArray(userIdentities.userId, vipIds));
      await announceSessionChange(testApp.app.deps.realtime, change);
    }
  });

  it('needs a session', async () => {
    const reply = await apiClient(testApp.app).get(systemPaths.menuPrivilege);
    expect(reply.status).toBe(401);
  });
});

describe('user-info and role-info per identity', () => {
  const flags: Record<string, { info: Record<string, unknown>; role: Record<string, unknown> }> = {
    learner: {
      info: { is_org_admin: 0, role_id: 0, isVip: false, isYearMember: false },
      role: { isTeacher: false, otherIdentity: false, isTutorStudent: false, isTutor: false },
    },
    lecturer: {
      info: { is_org_admin: 0, role_id: 0, isVip: false, isYearMember: false },
      role: { isTeacher: true, otherIdentity: true, isTutorStudent: false, isTutor: false },
    },
    tutor: {
      info: { is_org_admin: 0, role_id: 0 },
      role: { isTeacher: false, isTutorStudent: false, isTutor: true },
    },
    apprentice: {
      info: { is_org_admin: 0, role_id: 0 },
      role: { isTeacher: false, isTutorStudent: true, isTutor: false },
    },
    orgadmin: {
      info: { is_org_admin: 1, role_id: 0, isVip: false },
      role: { isTeacher: false, isTutorStudent: false, isTutor: false },
    },
    backoffice: { info: { is_org_admin: 0, role_id: 1 }, role: { isTeacher: false, isTutor: false } },
    vip: { info: { isVip: true, isYearMember: false, role_id: 0 }, role: { isTeacher: false } },
    vipyear: { info: { isVip: false, isYearMember: true, role_id: 0 }, role: { isTeacher: false } },
  };

  it.each(ACCOUNTS)('answers the flags of %s', async (account) => {
    const client = apiClient(testApp.app);
    const token = tokens.get(account)!;
    const info = await client.get<Record<string, unknown>>(authPaths.userInfo, { token });
    expect(info.status).toBe(200);
    expect(info.body.response).toMatchObject({ account, tenant_id: 'learn', ...flags[account]!.info });
    const role = await client.get<Record<string, unknown>>(authPaths.roleInfo, { token });
    expect(role.status).toBe(200);
    expect(role.body.response).toMatchObject({ identity: 0, ...flags[account]!.role });
  });

  it('answers every user-info field of SPEC §3, and no secret', async () => {
    const info = await apiClient(testApp.app).get<Record<string, unknown>>(authPaths.userInfo, {
      token: tokens.get('learner')!,
    });
    expect(info.body.response).toMatchObject({
      user_id: expect.any(Number),
      name: '李学员',
      account: 'learner',
      nick_name: '李学员',
      real_name: '李学员',
      avatar_url: expect.any(String),
      company_id: expect.any(Number),
      tenant_id: 'learn',
      org_id: expect.any(Number),
      org_name: expect.any(String),
      position: expect.any(String),
      positionId: expect.any(Number),
      position_id: expect.any(Number),
      phone: '13800000001',
      email: 'learner@learn.example.com',
      work_no: 'LEARN0001',
    });
    expect(JSON.stringify(info.body.response)).not.toMatch(/password|hash|argon/i);
  });

  it('puts is_org_admin and role_id in the token object too', async () => {
    expect(await passwordLogin(testApp.app, 'orgadmin')).toMatchObject({ is_org_admin: 1, role_id: 0 });
    expect(await passwordLogin(testApp.app, 'backoffice')).toMatchObject({ is_org_admin: 0, role_id: 1 });
  });
});
