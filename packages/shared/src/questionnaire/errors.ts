// Failures of the questionnaire domain (SPEC §8).
import type { CatalogueEntry } from '../common/errors.ts';

export const questionnaireErrors = {
  QUESTIONNAIRE_UNSUBMITTED: { status: 400, resCode: 400, message: 'questionnaire.unsubmitted' },
} as const satisfies Record<string, CatalogueEntry>;
