// Failures of news and the regulation list.
import type { CatalogueEntry } from '../common/errors.ts';

export const newsErrors = {
  NEWS_WINDOW_INVALID: { status: 400, resCode: 400, message: 'news.windowInvalid' },
  NEWS_CATEGORY_IN_USE: { status: 409, resCode: 409, message: 'news.categoryInUse' },
} as const satisfies Record<string, CatalogueEntry>;
