// The one rule every notification query shares, written once: a user's notifications are those of their
// tenant and their id, so another user's row never matches.
import { and, eq, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';

/** Whose notifications: the tenant and the user. */
export type Owner = { tenantId: string; userId: number };

/** WHERE: the owner's notifications, narrowed by any further conditions. */
export function ownedBy(owner: Owner, ...more: (SQL | undefined)[]) {
  return and(eq(notifications.tenantId, owner.tenantId), eq(notifications.userId, owner.userId), ...more);
}
