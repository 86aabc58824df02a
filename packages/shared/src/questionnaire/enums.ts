// Enums of the questionnaire domain (SPEC §4): status and logical status of a questionnaire plan.
import type { ValueOf } from '../common/types.ts';

/** Questionnaire status (asqStatus). */
export const QuestionnaireStatus = { inProgress: 1, notStarted: 2, ended: 3 } as const;
export type QuestionnaireStatus = ValueOf<typeof QuestionnaireStatus>;

/** Questionnaire logical status (asqLogicStatus): 2 = paused by an administrator, shown as not started. */
export const QuestionnaireLogicStatus = { paused: 2 } as const;
export type QuestionnaireLogicStatus = ValueOf<typeof QuestionnaireLogicStatus>;
