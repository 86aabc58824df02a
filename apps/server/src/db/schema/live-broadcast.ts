// What was broadcast: sessions (one per going-live, with its ingest and its replay), viewers with their
// watch time, chat comments, likes and replay progress.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { liveIdColumn, userIdColumn } from './live.ts';
import { users } from './users.ts';

/**
 * One broadcast. `state` live → ended. At most one live session per plan (partial unique index): two
 * lecturer tabs racing to start cannot both win. `ingestId` is the secret of the tab (or the OBS stream
 * key) currently feeding it; a take-over replaces it.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    liveId: liveIdColumn(),
    state: text('state').$type<'live' | 'ended'>().notNull().default('live'),
    source: text('source').$type<'browser' | 'rtmp'>().notNull(),
    /** Public id of the HLS folder. */
    streamId: text('stream_id').notNull(),
    ingestId: text('ingest_id').notNull(),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastIngestAt: timestamp('last_ingest_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** The recording became a replay; the lecturer may hide it. */
    replayReady: boolean('replay_ready').notNull().default(false),
    replayVisible: boolean('replay_visible').notNull().default(true),
    peakViewers: integer('peak_viewers').notNull().default(0),
  },
  (t) => [
    uniqueIndex('live_sessions_one_live_uq').on(t.liveId).where(sql`state = 'live'`),
    uniqueIndex('live_sessions_stream_uq').on(t.streamId),
    index('live_sessions_live_idx').on(t.tenantId, t.liveId, t.startedAt.desc()),
  ],
);

/** A viewer of a session: first and last heartbeat and the seconds watched. */
export const liveViewers = pgTable(
  'live_viewers',
  {
    tenantId: tenantId(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    liveId: liveIdColumn(),
    userId: userIdColumn(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    watchSeconds: integer('watch_seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    index('live_viewers_live_idx').on(t.tenantId, t.liveId, t.lastSeenAt.desc()),
  ],
);

/** Viewer counts sampled once a minute per session, for the statistics' curve. */
export const liveViewerSamples = pgTable(
  'live_viewer_samples',
  {
    tenantId: tenantId(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    minuteAt: timestamp('minute_at', { withTimezone: true }).notNull(),
    viewers: integer('viewers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.minuteAt] })],
);

export const liveComments = pgTable(
  'live_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    liveId: liveIdColumn(),
    userId: userIdColumn(),
    /** Plain text: markup is stripped before storing. */
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_comments_live_idx').on(t.tenantId, t.liveId, t.createdAt.desc())],
);

/** Likes per person and live (a person may like many times; the count adds up). */
export const liveLikes = pgTable(
  'live_likes',
  {
    tenantId: tenantId(),
    liveId: liveIdColumn(),
    userId: userIdColumn(),
    count: integer('count').notNull().default(0),
    /** The rate limit's current window (LIVE_RULES.likeBurst per likeWindowMs), on the same row. */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    windowCount: integer('window_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.userId] })],
);

/** A learner's place in a replay. */
export const liveReplayProgress = pgTable(
  'live_replay_progress',
  {
    tenantId: tenantId(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    position: real('position').notNull().default(0),
    finished: boolean('finished').notNull().default(false),
    /** Seconds of the replay the learner is credited with: each save adds at most the clock since the last one. */
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);
