// Numbers of the live domain: chat limits, heartbeats, the ingest and the realtime group.
export const LIVE_RULES = {
  channelNameMax: 50,
  commentMax: 200,
  /** Comments one person may post in a window. */
  commentBurst: 5,
  commentWindowMs: 10_000,
  /** Likes one person may send in a window. */
  likeBurst: 20,
  likeWindowMs: 10_000,
  /** The watch page reports itself this often; a viewer silent for viewerGoneMs no longer counts. */
  watchBeatMs: 10_000,
  viewerGoneMs: 30_000,
  /** MediaRecorder slice length, and the largest chunk the server accepts. */
  chunkMs: 1_000,
  chunkMaxBytes: 4 * 1024 * 1024,
  hlsSegmentSeconds: 1,
  hlsListSize: 6,
  /** An ingest silent this long is taken as dropped: another tab may take over. */
  ingestIdleMs: 15_000,
  virtualPeopleMax: 100_000,
  approvalDescMax: 200,
} as const;

/** The realtime msgType of the live group: chat, likes and counts of the live a socket watches. */
export const LIVE_MSG_TYPE = 12;

/** What the live group carries. */
export const LiveEventKind = { comment: 'comment', like: 'like', count: 'count', state: 'state' } as const;
export type LiveEventKind = (typeof LiveEventKind)[keyof typeof LiveEventKind];
