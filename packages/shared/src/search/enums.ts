// The kinds of thing the one search finds; each is a tab of /search/list and a `kind` of the search index.
export const SearchKind = {
  course: 'course',
  live: 'live',
  training: 'training',
  studyPlan: 'study-plan',
  knowledge: 'knowledge',
  news: 'news',
  post: 'post',
  lecturer: 'lecturer',
  /** Customer-service FAQ entries: found by the chat's retrieval, never listed on /search/list. */
  faq: 'faq',
} as const;
export type TSearchKind = (typeof SearchKind)[keyof typeof SearchKind];

/** The tabs of /search/list, in order (FAQ entries are the chat's only). */
export const searchTabKinds = [
  SearchKind.course,
  SearchKind.live,
  SearchKind.training,
  SearchKind.studyPlan,
  SearchKind.knowledge,
  SearchKind.news,
  SearchKind.post,
  SearchKind.lecturer,
] as const;
