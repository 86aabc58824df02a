// Enums of the questionnaire domain (SPEC §4): status and logical status of a questionnaire plan, and the
// question types a template may hold.
import type { ValueOf } from '../common/types.ts';

/** Questionnaire status (asqStatus). */
export const QuestionnaireStatus = { inProgress: 1, notStarted: 2, ended: 3 } as const;
export type QuestionnaireStatus = ValueOf<typeof QuestionnaireStatus>;

/** Questionnaire logical status (asqLogicStatus): 1 normal; 2 = paused by an administrator, shown as not started. */
export const QuestionnaireLogicStatus = { normal: 1, paused: 2 } as const;
export type QuestionnaireLogicStatus = ValueOf<typeof QuestionnaireLogicStatus>;

/** Question types; the first three are the original client's spellings. */
export const AsqQuestionType = {
  single: 'single_choice',
  multi: 'multi_choice',
  short: 'short_answer',
  rating: 'rating',
  matrix: 'matrix',
} as const;
export type AsqQuestionType = ValueOf<typeof AsqQuestionType>;

/** What a questionnaire plan is attached to (linked by id only). */
export const QuestionnaireBizType = { none: 'none', course: 'course', train: 'train' } as const;
export type QuestionnaireBizType = ValueOf<typeof QuestionnaireBizType>;

/** What the learner's click on a card leads to (SPEC §4 click rules). */
export const QuestionnaireClick = {
  notStarted: 'notStarted',
  paused: 'paused',
  fill: 'fill',
  check: 'check',
  unsubmitted: 'unsubmitted',
} as const;
export type QuestionnaireClick = ValueOf<typeof QuestionnaireClick>;

/** SPEC §4: the click outcome of a card, decided once for the page (the server enforces the same rules). */
export function questionnaireClick(card: {
  asqStatus: number;
  asqLogicStatus: number;
  finish: number;
  subjectId: number | null;
}): QuestionnaireClick {
  if (card.asqLogicStatus === QuestionnaireLogicStatus.paused) return QuestionnaireClick.paused;
  if (card.asqStatus === QuestionnaireStatus.notStarted) return QuestionnaireClick.notStarted;
  if (card.asqStatus === QuestionnaireStatus.inProgress && !card.finish) return QuestionnaireClick.fill;
  return card.subjectId ? QuestionnaireClick.check : QuestionnaireClick.unsubmitted;
}
