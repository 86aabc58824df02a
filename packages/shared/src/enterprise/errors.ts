// Failures of the enterprise centre.
import type { CatalogueEntry } from '../common/errors.ts';

export const enterpriseErrors = {
  ENTERPRISE_ORG_ADMIN_ONLY: { status: 403, resCode: 403, message: 'enterprise.orgAdminOnly' },
} as const satisfies Record<string, CatalogueEntry>;
