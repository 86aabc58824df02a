// Numbers of the training domain: page size (SPEC §9), QR rotation and grace (issue 11 §3), limits.
export const TRAINING_RULES = {
  pageSize: 10,
  /** A session's QR code changes every this many seconds. */
  qrRotateSeconds: 30,
  /** A code stays valid this long after it was replaced, so a scan in progress never fails. */
  qrGraceSeconds: 120,
  /** Digits of the fallback code a learner can type. */
  fallbackDigits: 6,
  /** Default minutes before the start and after the end of a session in which sign-in is open. */
  signInGraceMinutes: 15,
  keywordMax: 50,
  reasonMax: 200,
  commentMax: 500,
  /** The score a trainee must reach (0..100) when a training names none. */
  defaultPassScore: 60,
  scoringImportRowsMax: 2000,
  exportRowsMax: 10000,
} as const;

/** The assessment parts and their default weights (percent, summing to 100). */
export const ASSESSMENT_PARTS = ['attendance', 'course', 'exam', 'homework', 'lecturer'] as const;
export type AssessmentPart = (typeof ASSESSMENT_PARTS)[number];
export type AssessmentWeights = Record<AssessmentPart, number>;
export const DEFAULT_WEIGHTS: AssessmentWeights = {
  attendance: 30,
  course: 30,
  exam: 20,
  homework: 0,
  lecturer: 20,
};
