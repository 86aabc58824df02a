// The role domain's factories: a role with the codes asked for, and a signed-in back-office user holding
// it. Other domains' back-office tests use `makeBackOfficeUser` (never a seeded role or a role id literal).
import { DataScopeKind, RoleKind } from '@elearning/shared';
import { rolePrivileges, roles } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeUser, signInAs, type UserOptions, uniqueSuffix } from '../../test/factories.ts';

export type RoleOptions = {
  tenantId?: string;
  name?: string;
  /** Codes of the catalogue (packages/shared/src/<domain>/privileges.ts); ignored for administrator kinds. */
  codes?: string[];
  kind?: RoleKind;
  dataScope?: DataScopeKind;
  createdBy?: number | null;
  disabled?: boolean;
};

/** A role of the tenant holding exactly `codes` (a custom role by default, data scope: all). */
export async function makeRole(testApp: TestApp, options: RoleOptions = {}) {
  const tenantId = options.tenantId ?? 'learn';
  const suffix = uniqueSuffix();
  const [role] = await testApp.database.db
    .insert(roles)
    .values({
      tenantId,
      name: options.name ?? `Role ${suffix}`,
      code: `r${suffix}`,
      kind: options.kind ?? RoleKind.custom,
      dataScope: options.dataScope ?? DataScopeKind.all,
      createdBy: options.createdBy ?? null,
      disabled: options.disabled ?? false,
    })
    .returning();
  if (!role) throw new Error('makeRole: no row');
  const codes = options.codes ?? [];
  if (codes.length > 0) {
    await testApp.database.db
      .insert(rolePrivileges)
      .values(codes.map((code) => ({ tenantId, roleId: role.id, code })));
  }
  return role;
}

/**
 * A signed-in user holding a fresh role: `codes` for a custom role, or `kind: 'tenantAdmin'` for every code
 * of the tenant. `orgId` places them (a subtree data scope starts there); the other fields are the user's.
 */
export async function makeBackOfficeUser(
  testApp: TestApp,
  options: Pick<RoleOptions, 'codes' | 'kind' | 'dataScope'> & Omit<UserOptions, 'roleId'> = {},
) {
  const { codes, kind, dataScope, ...userOptions } = options;
  const role = await makeRole(testApp, { tenantId: options.tenantId, codes, kind, dataScope });
  const user = await makeUser(testApp, { ...userOptions, roleId: role.id });
  return { user, role, token: await signInAs(testApp, user) };
}
