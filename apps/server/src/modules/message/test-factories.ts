// Factories of the message domain: notifications written through `notifyUser` (so they are stored exactly
// as other domains send them) into the test's own database, for users the shared factories made.
import { NotificationType } from '@elearning/shared';
import type { TestApp } from '../../test/app-factory.ts';
import { uniqueSuffix } from '../../test/factories.ts';
import { type NotificationRow, notifyUser } from './notify-service.ts';

type Recipient = { id: number; tenantId: string };

export type NotificationOptions = {
  title?: string;
  content?: string;
  type?: string;
  /** Stored as read (at `createdAt`). */
  read?: boolean;
  createdAt?: Date;
};

export async function makeNotification(
  testApp: TestApp,
  to: Recipient,
  options: NotificationOptions = {},
): Promise<NotificationRow> {
  const createdAt = options.createdAt ?? new Date();
  return notifyUser(testApp.database.db, {
    tenantId: to.tenantId,
    userId: to.id,
    title: options.title ?? `Notice ${uniqueSuffix()}`,
    content: options.content ?? '<p>Hello</p>',
    type: options.type ?? NotificationType.system,
    createdAt,
    ...(options.read ? { readAt: createdAt } : {}),
  });
}

const TYPES = Object.values(NotificationType);

/**
 * An inbox like a real one: `total` notifications a minute apart, of every type in turn, the newest
 * `unread` of them unread. Returns them newest first, as the list answers.
 */
export async function makeInbox(
  testApp: TestApp,
  to: Recipient,
  { total = 7, unread = 3 }: { total?: number; unread?: number } = {},
): Promise<NotificationRow[]> {
  const now = Date.now();
  const rows: NotificationRow[] = [];
  for (let age = 0; age < total; age++) {
    rows.push(
      await makeNotification(testApp, to, {
        title: `Notice ${age + 1} ${uniqueSuffix()}`,
        content: `<p>Dear <strong>reader</strong>, notice ${age + 1}</p>`,
        type: TYPES[age % TYPES.length],
        read: age >= unread,
        createdAt: new Date(now - age * 60_000),
      }),
    );
  }
  return rows;
}
