// Shared test factories: the people and organisation every domain's tests build on, written straight into
// the test's real database. Each call makes fresh, uniquely named rows, so a test never depends on the demo
// seed (which is for people) and tests never see each other's data. Domain factories live beside their
// module (`modules/<domain>/test-factories.ts`) and build on these.

import { hashPassword } from '../core/passwords.ts';
import { organisations, positions, tenants, userIdentities, users } from '../db/schema/index.ts';
import { apiClient } from './api-client.ts';
import type { TestApp } from './app-factory.ts';

/** Every factory user signs in with this password. */
export const FACTORY_PASSWORD = 'factory123';
let passwordHash: Promise<string> | undefined;
let counter = 0;

/** A short unique suffix: factory rows never collide, within a file or across runs on one database. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}${counter}`;
}

/** A fresh, empty tenant: for tests that must see nothing but their own rows (public lists, tenant isolation). */
export async function makeTenant(testApp: TestApp, options: { name?: string } = {}) {
  const suffix = uniqueSuffix();
  const [row] = await testApp.database.db
    .insert(tenants)
    .values({
      id: `t${suffix}`.slice(0, 40),
      name: options.name ?? `Tenant ${suffix}`,
      siteName: `Site ${suffix}`,
    })
    .returning();
  if (!row) throw new Error('makeTenant: no row');
  return row;
}

export type OrgUnitOptions = { tenantId?: string; parentId?: number | null; name?: string };

export async function makeOrgUnit(testApp: TestApp, options: OrgUnitOptions = {}) {
  const suffix = uniqueSuffix();
  const [row] = await testApp.database.db
    .insert(organisations)
    .values({
      tenantId: options.tenantId ?? 'learn',
      parentId: options.parentId ?? null,
      name: options.name ?? `Org ${suffix}`,
      code: `org-${suffix}`,
    })
    .returning();
  if (!row) throw new Error('makeOrgUnit: no row');
  return row;
}

export type PositionOptions = { tenantId?: string; orgId?: number | null; name?: string };

export async function makePosition(testApp: TestApp, options: PositionOptions = {}) {
  const suffix = uniqueSuffix();
  const [row] = await testApp.database.db
    .insert(positions)
    .values({
      tenantId: options.tenantId ?? 'learn',
      orgId: options.orgId ?? null,
      name: options.name ?? `Position ${suffix}`,
      code: `pos-${suffix}`,
    })
    .returning();
  if (!row) throw new Error('makePosition: no row');
  return row;
}

export type UserOptions = {
  tenantId?: string;
  name?: string;
  account?: string;
  phone?: string | null;
  orgId?: number | null;
  positionId?: number | null;
  disabled?: boolean;
  isLecturer?: boolean;
  isTutor?: boolean;
  tutorUserId?: number | null;
  isOrgAdmin?: boolean;
  roleId?: number;
};

/** A user with identities; signs in with FACTORY_PASSWORD. */
export async function makeUser(testApp: TestApp, options: UserOptions = {}) {
  const suffix = uniqueSuffix();
  const tenantId = options.tenantId ?? 'learn';
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  const [user] = await testApp.database.db
    .insert(users)
    .values({
      tenantId,
      account: options.account ?? `u${suffix}`,
      passwordHash: await passwordHash,
      name: options.name ?? `User ${suffix}`,
      phone: options.phone ?? null,
      orgId: options.orgId ?? null,
      positionId: options.positionId ?? null,
      disabled: options.disabled ?? false,
    })
    .returning();
  if (!user) throw new Error('makeUser: no row');
  await testApp.database.db.insert(userIdentities).values({
    userId: user.id,
    tenantId,
    isTeacher: options.isLecturer ?? false,
    isTutor: options.isTutor ?? false,
    tutorUserId: options.tutorUserId ?? null,
    isOrgAdmin: options.isOrgAdmin ?? false,
    roleId: options.roleId ?? 0,
  });
  return user;
}

/** Signs a factory user in and returns the access token. */
export async function signInAs(
  testApp: TestApp,
  user: { account: string; tenantId: string },
): Promise<string> {
  const tokens = await apiClient(testApp.app).login(user.account, {
    tenant: user.tenantId,
    password: FACTORY_PASSWORD,
  });
  return tokens.access_token;
}

/** A fresh user, signed in: the usual start of an API test. */
export async function makeSignedInUser(testApp: TestApp, options: UserOptions = {}) {
  const user = await makeUser(testApp, options);
  return { user, token: await signInAs(testApp, user) };
}
