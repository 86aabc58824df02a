// Business constants and limits (SPEC §9, plus the few numbers §1, §2, §4 and DESIGN name), in one place,
// so the server and the web app never disagree about a page size, a timeout or an upload limit.

/** Byte multiples used by the upload limits (binary units, as the original product counts them). */
export const BYTES = {
  KB: 1024,
  MB: 1024 * 1024,
  GB: 1024 * 1024 * 1024,
} as const;

type PageSizeRule = { readonly options: readonly number[]; readonly default: number };

/** Page-size choices and defaults per list screen (SPEC §9). */
export const PAGE_SIZES = {
  requiredCourse: { options: [10, 20, 30, 50, 100], default: 10 },
  electiveCourse: { options: [20, 40, 60, 80, 100], default: 20 },
  exam: { options: [10, 20, 30, 40], default: 10 },
  homework: { options: [20, 40, 60, 80, 100], default: 20 },
  lecturerList: { options: [10, 20, 30, 50, 100], default: 10 },
  questionnaire: { options: [10], default: 10 },
  live: { options: [10], default: 10 },
  training: { options: [10], default: 10 },
  /** The shared pager component when a screen names no sizes of its own. */
  generic: { options: [10, 20, 30, 50], default: 10 },
} as const satisfies Record<string, PageSizeRule>;

export type PageSizeList = keyof typeof PAGE_SIZES;

/** First page number of every paged query (lists are 1-based). */
export const DEFAULT_PAGE_NO = 1;
/** Largest page size any paged endpoint accepts. */
export const PAGE_SIZE_MAX = 100;
/** The pager scrolls back to the top in this many milliseconds after a page change. */
export const PAGER_SCROLL_TO_TOP_MS = 800;
/** Page size used to probe whether the user has any trainings / study plans (SPEC §2 my task). */
export const STUDY_PROBE_PAGE_SIZE = 10;

/** Timeouts and debounces (SPEC §9). */
export const HTTP_TIMEOUT_MS = 3_000_000;
export const EXAM_DRAFT_SAVE_TIMEOUT_MS = 3000;
export const EXAM_SEARCH_DEBOUNCE_MS = 1000;
export const POSITION_SEARCH_DEBOUNCE_MS = 300;

/** Header search (SPEC §2, §5). */
export const SEARCH_HISTORY_MAX = 5;
export const SEARCH_TEXT_MAX = 100;
export const EXAM_NAME_MAX = 32;

/** Notification bell (SPEC §2, §9). */
export const NOTIFICATION_POLL_MS = 300_000;
export const NOTIFICATION_POPUP_COUNT = 3;
/** Above this the badge reads `99+`. */
export const NOTIFICATION_BADGE_MAX = 99;

/** Cached local test data expires after 7 days. */
export const LOCAL_CACHE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Password length bounds (SPEC §5), counted in characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;

/** Upload size limits in bytes (SPEC §5, §9). */
export const UPLOAD_LIMITS = {
  /** Documents, images and archives: 50M. */
  general: 50 * BYTES.MB,
  video: 2 * BYTES.GB,
  audio: 2 * BYTES.GB,
  abilityMaterialImage: 5 * BYTES.MB,
  abilityMaterialOther: 2 * BYTES.GB,
} as const;

/** Watermark overlay defaults (SPEC §9). */
export const WATERMARK = {
  angle: 15,
  alpha: 0.35,
  color: '#d8d8d8',
  fontSize: 20,
} as const;

/** Realtime channel (SPEC §4, DESIGN §3). */
export const WEBSOCKET = {
  path: '/api/ws',
  heartbeatMs: 30_000,
  heartbeatMessage: 'PING',
  heartbeatReply: 'PONG',
  maxRetries: 5,
  medalMsgType: 5,
  /** The server closes a socket that sent nothing for this long. */
  idleTimeoutMs: 90_000,
  /** Close codes the server uses: bad token or ended session, idle, too many sockets, shutdown. */
  closeCodes: { unauthorized: 4401, idle: 4408, tooMany: 4429, shutdown: 1001 },
} as const;

/** Text limits of a notification (SPEC §3) and of a page-view record (buryPointWeb). */
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_CONTENT_MAX = 20_000;
export const PAGE_VIEW_LIMITS = { path: 500, title: 200 } as const;

/** The medal pop-up hint clears itself after this long (SPEC §2). */
export const MEDAL_HINT_CLEAR_MS = 5000;

/** Ability radar chart: every axis runs 0..5; fewer than 3 abilities are padded to 3 axes. */
export const RADAR = {
  axisMin: 0,
  axisMax: 5,
  minAxes: 3,
} as const;

/** Study map layout (SPEC §2). */
export const ROUTE_BAR_SLIDES = 7;
export const ABILITIES_PER_SLIDE = 4;

/** Characters shown before a name is cut with an ellipsis (SPEC §9). */
export const NAME_TRUNCATION = {
  ability: 5,
  level: 5,
  position: 5,
  routeItem: 10,
  questionnaire: 10,
  exam: 15,
} as const;

/** Card grid: 4 cards per row, each spanning 6 of 24 columns. */
export const GRID = {
  perRow: 4,
  span: 6,
} as const;

/** Header sub-menu (SPEC §2). */
export const SUBMENU = {
  closeDelayMs: 300,
  panelHeight: 196,
} as const;

/** Tag tooltips are at most this many pixels wide. */
export const TAG_TOOLTIP_MAX_WIDTH = 72;

/** Deployment and client identity (SPEC §1, §9). */
export const DEFAULT_TENANT = 'learn';
export const DEVICE_TYPE = '1';
export const APP_VERSION = 'v2.0.1';
export const APP_BUILD = '20210401';

/** Theme (SPEC §1). Sizes are pixels. */
export const THEME = {
  primary: '#2875d4',
  headerHeight: 64,
} as const;

/** Browser storage (SPEC §3, §9): every key is prefixed; tokens live under these names. */
export const STORAGE_PREFIX = 'elearning-';
export const STORAGE_KEYS = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
} as const;

/** SMS verification codes (DESIGN §4 rate limits). */
export const SMS_RULES = {
  /** A new code for the same phone and scene may be sent after this many seconds. */
  resendSeconds: 60,
  maxPerPhonePerDay: 10,
  codeTtlMs: 5 * 60 * 1000,
  codeLength: 6,
} as const;

/** Failed sign-ins of one account before the captcha grant is demanded. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;

/** Length limits of the account API's fields (not in the spec; chosen to fit the database columns). */
export const AUTH_FIELD_MAX = {
  username: 64,
  /** Sign-in password: only bounded, old accounts may not follow today's 6..12 rule. */
  loginPassword: 64,
  refreshToken: 4096,
  tenantId: 64,
  scope: 64,
  userType: 64,
  /** Display name given at registration. */
  name: 32,
  dictCode: 64,
} as const;

/** Progress percent at which a card shows the completed stamp (SPEC §4). */
export const PROGRESS_COMPLETE_PERCENT = 100;

/** Exams (issue 6): timing and size rules shared by the paper page and the server. */
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
  /** Exam-center tokens live this long. */
  centerTokenTtlSeconds: 600,
} as const;

/** Courses and My Task study lists (SPEC §2, §5, ORIGINAL-UI Course); limits not in the spec are ours. */
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
