// Domain events the study-plan domain emits (core/domain-events.ts): achievements and messages consume them.
export const studyPlanEvents = {
  /** A learner completed every required item and the minimum of electives: data { planId, planName }. */
  completed: 'studyPlan.completed',
} as const;
