// Exam constants (SPEC §9, issue 6): the timing and size rules the paper page and the server share.

/** A draft save gives up after 3 s (SPEC §9); the paper keeps the answer and retries. */
export const EXAM_DRAFT_SAVE_TIMEOUT_MS = 3000;
/** The exam list's name search waits this long after the last keystroke. */
export const EXAM_SEARCH_DEBOUNCE_MS = 1000;
/** Exam name search: at most 32 characters. */
export const EXAM_NAME_MAX = 32;

/** Timing and size rules of taking an exam. */
export const EXAM_RULES = {
  /**
   * Saves and the answers carried by a submit are still accepted this long after the deadline: the paper
   * shows a 3 s time-out notice before it submits, and a save may be in flight for up to 3 s.
   */
  deadlineGraceMs: 10_000,
  /** Mode 2: a question's own limit is enforced with the same allowance for a save in flight. */
  questionGraceMs: 5_000,
  /** The countdown turns red in the last 5 minutes. */
  warnRemainingSeconds: 300,
  /** At time-out the paper counts down "知道了（3s）" and then submits. */
  timeoutNoticeSeconds: 3,
  /** Each question's changes are sent at most this long after the last keystroke (≤ 1 s). */
  saveDebounceMs: 800,
  /** Offline retries back off from 1 s up to 30 s. */
  retryMinMs: 1000,
  retryMaxMs: 30_000,
  /** Answers per saveDraft call, and per submit. */
  saveBatchMax: 50,
  submitAnswersMax: 500,
  shortAnswerMax: 5000,
  blankAnswerMax: 500,
  blanksMax: 20,
  optionsMax: 12,
  /** How often the server closes attempts past their deadline. */
  sweepIntervalMs: 30_000,
  /** Attempts one examSessionList page may hold (the original client asks for 200). */
  sessionsPageMax: 200,
  /** Exam-center tokens live this long. */
  centerTokenTtlSeconds: 600,
} as const;
