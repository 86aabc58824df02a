// Sending notifications (SPEC §7 Messages): the entry point every other domain calls. Titles are trimmed
// and bounded, content sanitised once here, so every reader gets safe HTML.
import { NOTIFICATION_CONTENT_MAX, NOTIFICATION_TITLE_MAX, NotificationType } from '@elearning/shared';
import { sanitizeRichText } from '../../core/rich-text.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { Owner } from './queries.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export type NotifyUserOptions = Owner & {
  title: string;
  /** HTML; sanitised before it is stored. */
  content: string;
  /** A NotificationType, or a type a later domain adds. */
  type?: string;
  /** When it was sent (seed data); now by default. */
  createdAt?: Date;
  /** Stored as already read at this time (seed data); unread by default. */
  readAt?: Date;
};

function cleanTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw new Error('notifyUser: a notification needs a title');
  return [...trimmed].slice(0, NOTIFICATION_TITLE_MAX).join('');
}

function cleanType(type: string | undefined): string {
  const value = (type ?? NotificationType.system).trim();
  return /^[A-Za-z][\w-]{0,31}$/.test(value) ? value : NotificationType.system;
}

function toRow(options: NotifyUserOptions) {
  return {
    tenantId: options.tenantId,
    userId: options.userId,
    title: cleanTitle(options.title),
    content: sanitizeRichText(options.content.slice(0, NOTIFICATION_CONTENT_MAX)),
    type: cleanType(options.type),
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    ...(options.readAt ? { isRead: true, readAt: options.readAt } : {}),
  };
}

/** Sends one user a notification (the entry point every other domain calls); returns the stored row. */
export async function notifyUser(db: DbOrTx, options: NotifyUserOptions): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(toRow(options)).returning();
  return row!;
}

/** Sends several notifications in one statement (seed data, bulk announcements). */
export async function notifyUsers(db: DbOrTx, list: NotifyUserOptions[]): Promise<number> {
  if (list.length === 0) return 0;
  const rows = await db.insert(notifications).values(list.map(toRow)).returning({ id: notifications.id });
  return rows.length;
}

/** Development only: `count` unread test notifications for one user, one millisecond apart, the last now. */
export async function notifyForTesting(
  db: DbOrTx,
  owner: Owner,
  options: { count: number; title?: string | undefined },
): Promise<number> {
  // The list shows them in creation order, newest first.
  const base = Date.now() - options.count + 1;
  const list: NotifyUserOptions[] = Array.from({ length: options.count }, (_, index) => ({
    ...owner,
    title: options.title ?? `测试通知 ${index + 1}`,
    content: `<p>自动化测试生成的通知 #${index + 1}</p>`,
    type: 'system',
    createdAt: new Date(base + index),
  }));
  return notifyUsers(db, list);
}
