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

/** Timeouts and debounces (SPEC §9). */
export const HTTP_TIMEOUT_MS = 3_000_000;
export const POSITION_SEARCH_DEBOUNCE_MS = 300;

/** Header search (SPEC §2, §5). */
export const SEARCH_HISTORY_MAX = 5;
export const SEARCH_TEXT_MAX = 100;

/** Cached local test data expires after 7 days. */
export const LOCAL_CACHE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

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

/** Progress percent at which a card shows the completed stamp (SPEC §4). */
export const PROGRESS_COMPLETE_PERCENT = 100;
