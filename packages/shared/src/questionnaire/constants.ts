// Numbers of the questionnaire domain (SPEC §9 and the rules where SPEC is silent).
export const QUESTIONNAIRE_RULES = {
  nameMax: 50,
  remarkMax: 500,
  questionMax: 100,
  contentMax: 500,
  optionMax: 30,
  shortAnswerMax: 1000,
  ratingMaxDefault: 5,
  ratingMaxLimit: 10,
  /** The learner's list shows names cut at 10 characters (SPEC §9). */
  nameTruncation: 10,
} as const;
