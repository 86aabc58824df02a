// Domain events of the community (core/domain-events.ts): achievements may give points for them.
export const communityEvents = {
  /** A post was published (data: zoneId). */
  posted: 'community.posted',
  /** A reply was written (data: postId). */
  replied: 'community.replied',
  /** A post was marked fine by a moderator (data: zoneId). */
  fine: 'community.fine',
} as const;
