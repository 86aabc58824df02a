// States and limits of the community.
export const PostStatus = {
  pending: 'pending',
  published: 'published',
  rejected: 'rejected',
  hidden: 'hidden',
  deleted: 'deleted',
} as const;
export type PostStatus = (typeof PostStatus)[keyof typeof PostStatus];

export const ReportAction = { keep: 'keep', hide: 'hide', delete: 'delete' } as const;
export type ReportAction = (typeof ReportAction)[keyof typeof ReportAction];

export const COMMUNITY_RULES = {
  titleMax: 50,
  contentMax: 20_000,
  replyMax: 2_000,
  imagesMax: 9,
  reasonMax: 200,
  zoneNameMax: 30,
  zoneIntroMax: 300,
  moderatorsMax: 20,
  /** Spam limits, checked on the server: at most this many posts / replies per person per window. */
  postsPerWindow: 5,
  repliesPerWindow: 20,
  rateWindowMinutes: 10,
} as const;
