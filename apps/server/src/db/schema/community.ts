// The community (issue 16): zones with moderators, posts and replies in sanitised rich text, likes, collects,
// zone follows, reports and moderator actions (pin, mark fine, hide, delete with a reason), and posting bans.
// A post's counters are kept on the post so the hot list is one index scan.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { users } from './users.ts';

const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const communityZones = pgTable(
  'community_zones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    cover: text('cover').notNull().default(''),
    /** Closed zones take no new posts and leave the learner's lists. */
    isOpen: boolean('is_open').notNull().default(true),
    /** Posts wait for a moderator's approval before they show. */
    needAudit: boolean('need_audit').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('community_zones_tenant_idx').on(t.tenantId, t.sort)],
);

const zoneRef = () =>
  integer('zone_id')
    .notNull()
    .references(() => communityZones.id, { onDelete: 'cascade' });

export const communityModerators = pgTable(
  'community_moderators',
  { tenantId: tenantId(), zoneId: zoneRef(), userId: userRef('user_id'), createdAt: createdAt() },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.userId] }),
    index('community_moderators_user_idx').on(t.tenantId, t.userId),
  ],
);

export const communityZoneFollows = pgTable(
  'community_zone_follows',
  { tenantId: tenantId(), zoneId: zoneRef(), userId: userRef('user_id'), createdAt: createdAt() },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.userId] }),
    index('community_zone_follows_user_idx').on(t.tenantId, t.userId),
  ],
);

export const communityBans = pgTable(
  'community_bans',
  {
    tenantId: tenantId(),
    zoneId: zoneRef(),
    userId: userRef('user_id'),
    until: timestamp('until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.userId] })],
);

export const communityPosts = pgTable(
  'community_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    zoneId: zoneRef(),
    userId: userRef('user_id'),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    /** Same-origin image paths of the file service. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** 'pending' | 'published' | 'rejected' | 'hidden' | 'deleted' (PostStatus). */
    status: text('status').notNull(),
    removeReason: text('remove_reason').notNull().default(''),
    expertHelp: boolean('expert_help').notNull().default(false),
    isTop: boolean('is_top').notNull().default(false),
    isFine: boolean('is_fine').notNull().default(false),
    likeNum: integer('like_num').notNull().default(0),
    collectNum: integer('collect_num').notNull().default(0),
    replyNum: integer('reply_num').notNull().default(0),
    viewNum: integer('view_num').notNull().default(0),
    reportNum: integer('report_num').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('community_posts_zone_idx').on(t.tenantId, t.zoneId, t.status, t.isTop, t.createdAt.desc()),
    index('community_posts_hot_idx').on(t.tenantId, t.status, t.likeNum.desc(), t.id.desc()),
    index('community_posts_user_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
  ],
);

const postRef = () =>
  integer('post_id')
    .notNull()
    .references(() => communityPosts.id, { onDelete: 'cascade' });

export const communityReplies = pgTable(
  'community_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    postId: postRef(),
    userId: userRef('user_id'),
    /** The top-level reply this one answers (null: a reply to the post). */
    parentId: integer('parent_id'),
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    deleted: boolean('deleted').notNull().default(false),
    /** The person it addresses (`to_user_id`, or the post's author for a top-level reply) has read it. */
    noticeRead: boolean('notice_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_replies_post_idx').on(t.tenantId, t.postId, t.parentId, t.createdAt),
    index('community_replies_user_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
  ],
);

/** A like ('hit') or a collect of a post: one row per user and kind. */
export const communityPostMarks = pgTable(
  'community_post_marks',
  {
    tenantId: tenantId(),
    postId: postRef(),
    userId: userRef('user_id'),
    /** 'like' | 'collect'. */
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId, t.kind] }),
    index('community_post_marks_user_idx').on(t.tenantId, t.userId, t.kind),
  ],
);

export const communityReports = pgTable(
  'community_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    postId: postRef(),
    userId: userRef('user_id'),
    reason: text('reason').notNull(),
    /** 'open' | 'handled'. */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('community_reports_once_idx').on(t.postId, t.userId),
    index('community_reports_open_idx').on(t.tenantId, t.status).where(sql`${t.status} = 'open'`),
  ],
);
