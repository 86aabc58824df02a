// Course constants (SPEC §2, §5, §9, ORIGINAL-UI Course): limits and sizes the course pages and the server
// share; limits not in the spec are ours.

/** Courses and My Task study lists (SPEC §2, §5, ORIGINAL-UI Course). */
export const COURSE_RULES = {
  /** A note is at most 200 characters (ORIGINAL-UI). */
  noteMax: 200,
  ratingMin: 1,
  ratingMax: 5,
  ratingCommentMax: 500,
  experienceMax: 5000,
  experienceAttachmentsMax: 5,
  /** The learn page saves progress this often while a video plays (ORIGINAL-UI: every 5 minutes). */
  progressSaveIntervalMs: 5 * 60 * 1000,
  /** Study time one save may credit; the server also never credits more than the time since the last save. */
  maxPeriodSeconds: 86_400,
  /** Chapters one progress save may carry. */
  maxContentRecords: 500,
  /** Ids one remove/add call may carry. */
  bulkIdsMax: 100,
  relatedCount: 6,
  /** Rows an exported study list may hold. */
  exportRowsMax: 50_000,
  keywordMax: 100,
} as const;

/** Course screens' fixed sizes in pixels (ORIGINAL-UI Course). */
export const COURSE_LAYOUT = {
  coverWidth: 320,
  coverHeight: 180,
  learnSidebarWidth: 384,
} as const;
