// States of a news article.
export const NewsStatus = { draft: 'draft', published: 'published' } as const;
export type NewsStatus = (typeof NewsStatus)[keyof typeof NewsStatus];

/** Limits of the news editor and lists. */
export const NEWS_RULES = {
  titleMax: 100,
  briefMax: 300,
  contentMax: 200_000,
  categoryMax: 30,
  urlMax: 500,
  homeListMax: 10,
} as const;
