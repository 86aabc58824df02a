// News (issue 16): categories, rich-text articles with a cover, a publish window and a pin, and the home page's
// regulation list (documents with a category, kept here because they are published the same way). An article
// is a draft until published; a published one shows to learners only inside its window.
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './course.ts';
import { users } from './users.ts';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const creatorId = () => integer('creator_id').references(() => users.id, { onDelete: 'set null' });

export const newsCategories = pgTable(
  'news_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('news_categories_tenant_idx').on(t.tenantId, t.sort)],
);

export const newsArticles = pgTable(
  'news_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    categoryId: integer('category_id').references(() => newsCategories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    brief: text('brief').notNull().default(''),
    /** Sanitised HTML (core/rich-text.ts). */
    content: text('content').notNull().default(''),
    /** Same-origin cover path of the file service. */
    picUrl: text('pic_url').notNull().default(''),
    /** 'draft' | 'published' (NewsStatus). */
    status: text('status').notNull().default('draft'),
    /** Shown from/until; null = from publishing on / without end. */
    publishBegin: timestamp('publish_begin', { withTimezone: true }),
    publishEnd: timestamp('publish_end', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    isTop: boolean('is_top').notNull().default(false),
    topAt: timestamp('top_at', { withTimezone: true }),
    hits: integer('hits').notNull().default(0),
    creatorId: creatorId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_articles_list_idx').on(t.tenantId, t.status, t.isTop, t.publishBegin.desc())],
);

export const regulations = pgTable(
  'regulations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    category: text('category').notNull().default(''),
    /** Same-origin file path of the document (file service). */
    fileUrl: text('file_url').notNull(),
    fileName: text('file_name').notNull().default(''),
    isTop: boolean('is_top').notNull().default(false),
    topAt: timestamp('top_at', { withTimezone: true }),
    creatorId: creatorId(),
    createdAt: createdAt(),
  },
  (t) => [index('regulations_tenant_idx').on(t.tenantId, t.isTop, t.createdAt.desc())],
);
