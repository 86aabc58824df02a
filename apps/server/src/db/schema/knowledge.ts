// The knowledge base (issue 16): resources (documents through the file service, videos, links, rich-text
// articles) filed in a catalogue tree and optionally under a knowledge system, open to the whole tenant or
// to listed org units (each with its subtree). Learners' uploads wait for review (pending → approved or
// rejected); admins' are approved at once. Views and downloads are counted; collections, ratings and
// comments are one row each.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, knowledgeSystems, tenantId } from './course.ts';
import { users } from './users.ts';

export const knowledgeCatalogs = pgTable(
  'knowledge_catalogs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** A disabled catalogue is hidden from learners with everything in it. */
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('knowledge_catalogs_tenant_idx').on(t.tenantId, t.parentId)],
);

export const knowledgeResources = pgTable(
  'knowledge_resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    catalogId: integer('catalog_id').references(() => knowledgeCatalogs.id),
    knowledgeSystemId: integer('knowledge_system_id').references(() => knowledgeSystems.id),
    name: text('name').notNull(),
    /** document | video | link | article */
    resourceType: text('resource_type').notNull(),
    /** The file service's id of a document or video. */
    fileId: text('file_id'),
    fileName: text('file_name').notNull().default(''),
    /** Every attached file of a share: [{ fileId, fileName, url }] (the first is `file_id`). */
    attachments: jsonb('attachments')
      .$type<{ fileId: string; fileName: string; url: string }[]>()
      .notNull()
      .default([]),
    /** 0 local files, 1 a link (`url`). */
    uploadType: smallint('upload_type').notNull().default(0),
    url: text('url').notNull().default(''),
    content: text('content').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    tags: text('tags').notNull().default(''),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id),
    /** learner | admin */
    source: text('source').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull(),
    reviewRemark: text('review_remark').notNull().default(''),
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    published: boolean('published').notNull().default(true),
    isTop: boolean('is_top').notNull().default(false),
    allowDownload: boolean('allow_download').notNull().default(true),
    /** all | limited (knowledge_audiences) */
    audience: text('audience').notNull().default('all'),
    viewNum: integer('view_num').notNull().default(0),
    downloadNum: integer('download_num').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('knowledge_resources_tenant_idx').on(t.tenantId, t.status, t.catalogId),
    index('knowledge_resources_uploader_idx').on(t.tenantId, t.uploaderId),
    index('knowledge_resources_system_idx').on(t.tenantId, t.knowledgeSystemId),
    check('knowledge_resources_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const knowledgeAudiences = pgTable(
  'knowledge_audiences',
  {
    tenantId: tenantId(),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledgeResources.id, { onDelete: 'cascade' }),
    orgId: integer('org_id').notNull(),
  },
  (t) => [uniqueIndex('knowledge_audiences_uq').on(t.knowledgeId, t.orgId)],
);

export const knowledgeCollections = pgTable(
  'knowledge_collections',
  {
    tenantId: tenantId(),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledgeResources.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('knowledge_collections_uq').on(t.knowledgeId, t.userId)],
);

/** A learner's rating (1..5) and comment of a resource; one each, editable. */
export const knowledgeRatings = pgTable(
  'knowledge_ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledgeResources.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    score: smallint('score').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('knowledge_ratings_uq').on(t.knowledgeId, t.userId),
    check('knowledge_ratings_score_ck', sql`${t.score} between 1 and 5`),
  ],
);
