// Failures of the role domain, spread into the error catalogue by errors.ts.
import type { CatalogueEntry } from '../common/errors.ts';

export const roleErrors = {
  ROLE_CODE_TAKEN: { status: 409, resCode: 409, message: 'role.codeTaken' },
  ROLE_HAS_USERS: { status: 409, resCode: 409, message: 'role.hasUsers' },
  ROLE_ADMIN_FIXED: { status: 409, resCode: 409, message: 'role.adminFixed' },
  ROLE_SELF_LOCKOUT: { status: 409, resCode: 409, message: 'role.selfLockout' },
  TENANT_TAKEN: { status: 409, resCode: 409, message: 'role.tenantTaken' },
  TENANT_DOMAIN_TAKEN: { status: 409, resCode: 409, message: 'role.domainTaken' },
  TENANT_PHONE_TAKEN: { status: 409, resCode: 409, message: 'role.phoneTaken' },
  TENANT_OWN: { status: 409, resCode: 409, message: 'role.ownTenant' },
  ROLE_CATEGORY_TAKEN: { status: 409, resCode: 409, message: 'role.categoryTaken' },
  ROLE_CATEGORY_HAS_ROLES: { status: 409, resCode: 409, message: 'role.categoryHasRoles' },
  WORK_NO_RULE_TAKEN: { status: 409, resCode: 409, message: 'role.workNoRuleTaken' },
  MENU_FIXED: { status: 409, resCode: 409, message: 'role.menuFixed' },
  MENU_HAS_CHILDREN: { status: 409, resCode: 409, message: 'role.menuHasChildren' },
  MENU_CODE_TAKEN: { status: 409, resCode: 409, message: 'role.menuCodeTaken' },
} as const satisfies Record<string, CatalogueEntry>;
