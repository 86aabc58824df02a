// Seeds the back-office roles of a demo tenant (issue 20 item 2), idempotently: an administrator role
// (the platform's in the default tenant, the tenant's elsewhere) given to the `backoffice` account, and an
// org-admin role (every tenant code but role management, data scope: own org unit and below) for the
// administrators to hand out (the `orgadmin` demo account keeps its learner-side identity: SPEC §6 gives it
// no back-office role). Accounts that already hold a role keep it.
import {
  allPrivilegeCodes,
  DataScopeKind,
  DEFAULT_TENANT,
  isPlatformPrivilege,
  RoleKind,
  roleDomainPrivileges,
  rolePrivilegeCodes,
} from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rolePrivileges, roles } from '../db/schema/index.ts';

type RoleSeed = {
  code: string;
  name: string;
  kind: string;
  dataScope: string;
  codes: string[];
  account: string | null;
};

/** Codes of role management itself: an org admin manages people and content, not roles. */
const ROLE_MANAGEMENT = new Set(
  roleDomainPrivileges.buttons
    .filter((button) => button.menu === rolePrivilegeCodes.role)
    .map((button) => button.code)
    .concat(rolePrivilegeCodes.role),
);

function roleSeeds(tenantId: string): RoleSeed[] {
  const orgAdminCodes = [...allPrivilegeCodes].filter(
    (code) => !isPlatformPrivilege(code) && !ROLE_MANAGEMENT.has(code),
  );
  return [
    {
      code: 'admin',
      name: '超级管理员',
      kind: tenantId === DEFAULT_TENANT ? RoleKind.platformAdmin : RoleKind.tenantAdmin,
      dataScope: DataScopeKind.all,
      codes: [],
      account: 'backoffice',
    },
    {
      code: 'orgAdmin',
      name: '组织管理员',
      kind: RoleKind.custom,
      dataScope: DataScopeKind.orgSubtree,
      codes: orgAdminCodes,
      account: null,
    },
  ];
}

export async function seedRoles(db: Db, options: { tenantId: string }): Promise<void> {
  const { tenantId } = options;
  await db.transaction(async (tx) => {
    for (const seed of roleSeeds(tenantId)) {
      const [existing] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.code, seed.code)));
      let roleId = existing?.id;
      if (roleId === undefined) {
        const [created] = await tx
          .insert(roles)
          .values({ tenantId, name: seed.name, code: seed.code, kind: seed.kind, dataScope: seed.dataScope })
          .returning({ id: roles.id });
        if (!created) throw new Error('seedRoles: no role row');
        roleId = created.id;
        if (seed.codes.length > 0) {
          await tx
            .insert(rolePrivileges)
            .values(seed.codes.map((code) => ({ tenantId, roleId: created.id, code })));
        }
      }
      // The account gets the role unless it holds one that exists (a role id left from before roles existed
      // counts as none).
      if (seed.account === null) continue;
      await tx.execute(sql`update user_identities ui set role_id = ${roleId}
        from users u where u.id = ui.user_id and u.tenant_id = ${tenantId} and u.account = ${seed.account}
          and not exists (select 1 from roles r where r.tenant_id = ${tenantId} and r.id = ui.role_id)`);
    }
  });
}
