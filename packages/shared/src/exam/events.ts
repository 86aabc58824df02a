// Domain events the exam domain emits (core/domain-events.ts): consumers such as certificates, points and
// messages read these names; the payload carries what they need so no one reads the exam tables.
export const examEvents = {
  /** A learner passed an exam (first time per exam): data { examId, score, certificateId | null }. */
  passed: 'exam.passed',
} as const;
