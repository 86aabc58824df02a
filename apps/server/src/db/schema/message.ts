// Messages (SPEC §3 Notification, §7 Messages): one row per notification sent to one user.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.ts';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML (sanitised when written, by notifyUser). */
    content: text('content').notNull().default(''),
    /** 'system' | 'runMsg' (marketing) | 'course' | 'exam' | 'train' | 'live' | a later domain's type */
    type: text('type').notNull().default('system'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_time_idx').on(t.tenantId, t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.tenantId, t.userId).where(sql`${t.isRead} = false`),
  ],
);
