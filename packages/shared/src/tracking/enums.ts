// Kinds of the tracking domain: which sort of page a page view is for.
type ValueOf<T> = T[keyof T];

/** Kind of page a page-view record (buryPointWeb) is for. */
export const PageType = {
  list: 'list',
  course: 'course',
  live: 'live',
  train: 'train',
  member: 'member',
  other: 'other',
} as const;
export type PageType = ValueOf<typeof PageType>;
