// Domain events the questionnaire domain emits (core/domain-events.ts): achievements (points) consume them.
export const questionnaireEvents = {
  /** A learner submitted a questionnaire (once per plan and learner). */
  submitted: 'questionnaire.submitted',
} as const;
