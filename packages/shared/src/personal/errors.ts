// Failures of the personal centre.
import type { CatalogueEntry } from '../common/errors.ts';

export const personalErrors = {
  PERSONAL_EMAIL_TAKEN: { status: 409, resCode: 409, message: 'personal.emailTaken' },
  PERSONAL_ALREADY_EVALUATED: { status: 409, resCode: 409, message: 'personal.alreadyEvaluated' },
} as const satisfies Record<string, CatalogueEntry>;
