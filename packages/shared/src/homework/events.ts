// Domain events the homework domain emits (core/domain-events.ts): achievements (points) and messages consume them.
export const homeworkEvents = {
  submitted: 'homework.submitted',
  /** Graded with at least the pass score (once per assignment and learner). */
  passed: 'homework.passed',
  returned: 'homework.returned',
} as const;
