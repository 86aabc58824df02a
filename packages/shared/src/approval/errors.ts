// Failures of the approval domain.
import type { CatalogueEntry } from '../common/errors.ts';

export const approvalErrors = {
  APPROVAL_NOT_YOUR_STEP: { status: 403, resCode: 403, message: 'approval.notYourStep' },
  APPROVAL_CLOSED: { status: 409, resCode: 409, message: 'approval.closed' },
  APPROVAL_NOT_RETURNED: { status: 409, resCode: 409, message: 'approval.notReturned' },
  APPROVAL_URGE_TOO_SOON: { status: 429, resCode: 429, message: 'approval.urgeTooSoon' },
  APPROVAL_NO_PROCESS: { status: 409, resCode: 409, message: 'approval.noProcess' },
  APPROVAL_NO_APPROVER: { status: 409, resCode: 409, message: 'approval.noApprover' },
  APPROVAL_PROCESS_IN_USE: { status: 409, resCode: 409, message: 'approval.processInUse' },
  APPROVAL_CATEGORY_IN_USE: { status: 409, resCode: 409, message: 'approval.categoryInUse' },
} as const satisfies Record<string, CatalogueEntry>;
