// A user's inbox (SPEC §7 Messages): counting, listing, marking read and opening notifications. Every
// query is scoped to one owner (queries.ts); an id that is not the owner's is not found (policy.ts).
import { count, desc, eq } from 'drizzle-orm';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { NotificationRow } from './notify-service.ts';
import { requireOwnNotification } from './policy.ts';
import { type Owner, ownedBy } from './queries.ts';

/** How many of the owner's notifications are unread. */
export async function countUnread(db: DbOrTx, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(ownedBy(owner, eq(notifications.isRead, false)));
  return Number(row?.n ?? 0);
}

export type ListNotificationsOptions = Owner &
  PageInput & {
    /** 0 unread, 1 read, undefined both. */
    isRead?: 0 | 1 | undefined;
  };

/** One page of the user's notifications, newest first, with the total. */
export async function listNotifications(db: DbOrTx, options: ListNotificationsOptions) {
  const where = ownedBy(
    options,
    options.isRead === undefined ? undefined : eq(notifications.isRead, options.isRead === 1),
  );
  const { limit, offset } = pageWindow(options);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
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
    // Nothing changed: already read, or not the owner's at all (then not found).
    const [row] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(ownedBy(options, eq(notifications.id, options.id)))
      .limit(1);
    requireOwnNotification(row);
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
  return requireOwnNotification(row);
}
