// Domain events the course domain emits (core/domain-events.ts): achievements (points, medals) consume them.
export const courseEvents = {
  /** A learner's progress reached 100 % for the first time: data { courseName, points (the course's own, 0 = the rule's), studySeconds }. */
  completed: 'course.completed',
} as const;
