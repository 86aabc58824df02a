// Every API path of the one search (the original client's homeSearch, and the suggestions it lacked).
const WEB = '/api/manage/v1/web/index';

export const searchPaths = {
  homeSearch: `${WEB}/homeSearch`,
  /** Typo-tolerant "did you mean" words for a search that found little. */
  suggest: `${WEB}/searchSuggest`,
} as const;
