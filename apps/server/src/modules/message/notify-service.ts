// Notifications (SPEC §7 Messages): sending one to a user, counting, listing and reading them. Every
// query is scoped to one tenant and one user; another user's notification is simply not found.
import { NOTIFICATION_CONTENT_MAX, NOTIFICATION_TITLE_MAX, NotificationType } from '@elearning/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

type Owner = { tenantId: string; userId: number };

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

function ownedBy(owner: Owner, ...more: (SQL | undefined)[]) {
  return and(eq(notifications.tenantId, owner.tenantId), eq(notifications.userId, owner.userId), ...more);
}

export async function countUnread(db: DbOrTx, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(ownedBy(owner, eq(notifications.isRead, false)));
  return Number(row?.n ?? 0);
}

export type ListNotificationsOptions = Owner & {
  /** 0 unread, 1 read, undefined both. */
  isRead?: 0 | 1 | undefined;
  pageNo: number;
  pageSize: number;
};

/** One page of the user's notifications, newest first, with the total. */
export async function listNotifications(db: DbOrTx, options: ListNotificationsOptions) {
  const where = ownedBy(
    options,
    options.isRead === undefined ? undefined : eq(notifications.isRead, options.isRead === 1),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.pageSize)
      .offset((options.pageNo - 1) * options.pageSize),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Marks one notification (when `id` is given) or all of the user's unread ones read; returns how many changed. */
export async function markRead(db: DbOrTx, options: Owner & { id?: number | undefined }): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ isRead: true, readAt: new Date() })
    .where(
      ownedBy(
        options,
        eq(notifications.isRead, false),
        options.id === undefined ? undefined : eq(notifications.id, options.id),
      ),
    )
    .returning({ id: notifications.id });
  if (changed.length === 0 && options.id !== undefined) {
    const [row] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(ownedBy(options, eq(notifications.id, options.id)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND');
  }
  return changed.length;
}

/** Opens one of the user's notifications, marking it read; NOT_FOUND for any other id. */
export async function openNotification(
  db: DbOrTx,
  options: Owner & { id: number },
): Promise<NotificationRow> {
  const [updated] = await db
    .update(notifications)
    .set({ isRead: true, readAt: new Date() })
    .where(ownedBy(options, eq(notifications.id, options.id), eq(notifications.isRead, false)))
    .returning();
  if (updated) return updated;
  const [row] = await db
    .select()
    .from(notifications)
    .where(ownedBy(options, eq(notifications.id, options.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
