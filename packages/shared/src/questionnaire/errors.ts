// Failures of the questionnaire domain (SPEC §4, §8).
import type { CatalogueEntry } from '../common/errors.ts';

export const questionnaireErrors = {
  QUESTIONNAIRE_UNSUBMITTED: { status: 400, resCode: 400, message: 'questionnaire.unsubmitted' },
  QUESTIONNAIRE_NOT_STARTED: { status: 400, resCode: 400, message: 'questionnaire.notStarted' },
  QUESTIONNAIRE_PAUSED: { status: 400, resCode: 400, message: 'questionnaire.paused' },
  QUESTIONNAIRE_ENDED: { status: 400, resCode: 400, message: 'questionnaire.ended' },
  QUESTIONNAIRE_ALREADY_SUBMITTED: { status: 409, resCode: 409, message: 'questionnaire.alreadySubmitted' },
  QUESTIONNAIRE_REQUIRED_MISSING: { status: 400, resCode: 400, message: 'questionnaire.requiredMissing' },
  QUESTIONNAIRE_CHOICE_INVALID: { status: 400, resCode: 400, message: 'questionnaire.choiceInvalid' },
  QUESTIONNAIRE_MULTI_TOO_FEW: { status: 400, resCode: 400, message: 'questionnaire.multiTooFew' },
  QUESTIONNAIRE_MULTI_TOO_MANY: { status: 400, resCode: 400, message: 'questionnaire.multiTooMany' },
  QUESTIONNAIRE_UNKNOWN_QUESTION: { status: 400, resCode: 400, message: 'questionnaire.unknownQuestion' },
  QUESTIONNAIRE_TEMPLATE_IN_USE: { status: 409, resCode: 409, message: 'questionnaire.templateInUse' },
  QUESTIONNAIRE_PLAN_HAS_ANSWERS: { status: 409, resCode: 409, message: 'questionnaire.planHasAnswers' },
  QUESTIONNAIRE_ANONYMITY_FIXED: { status: 409, resCode: 409, message: 'questionnaire.anonymityFixed' },
  QUESTIONNAIRE_PLAN_STATE: { status: 409, resCode: 409, message: 'questionnaire.planStateInvalid' },
} as const satisfies Record<string, CatalogueEntry>;
