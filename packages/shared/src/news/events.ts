// Domain events of news (core/domain-events.ts).
export const newsEvents = {
  /** An article was published (data: title). */
  published: 'news.published',
} as const;
