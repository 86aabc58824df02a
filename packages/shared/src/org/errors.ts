// Failures of organisation and people, spread into the error catalogue.
import type { CatalogueEntry } from '../common/errors.ts';

export const orgErrors = {
  ORG_CYCLE: { status: 400, resCode: 400, message: 'org.cycle' },
  ORG_HAS_CHILDREN: { status: 409, resCode: 409, message: 'org.hasChildren' },
  ORG_HAS_USERS: { status: 409, resCode: 409, message: 'org.hasUsers' },
  ORG_CODE_TAKEN: { status: 409, resCode: 409, message: 'org.codeTaken' },
  ORG_NAME_TAKEN: { status: 409, resCode: 409, message: 'org.nameTaken' },
  ORG_POSITION_IN_USE: { status: 409, resCode: 409, message: 'org.positionInUse' },
  ORG_JOB_LEVEL_IN_USE: { status: 409, resCode: 409, message: 'org.jobLevelInUse' },
  ORG_ACCOUNT_TAKEN: { status: 409, resCode: 409, message: 'org.accountTaken' },
  ORG_SELF_CHANGE: { status: 400, resCode: 400, message: 'org.selfChange' },
} as const satisfies Record<string, CatalogueEntry>;
