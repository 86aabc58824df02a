// Who may see a notification, decided in one place: only the user it was sent to. Every query is already
// limited to the caller's own rows (queries.ts); an id that matched none of them is another user's or
// nobody's, and both are simply not found, so ids reveal nothing.
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { Owner } from './queries.ts';

/** The owner whose notifications the caller may read: always the caller (a `userId` parameter is ignored). */
export function inboxOf(actor: Actor): Owner {
  return { tenantId: actor.tenantId, userId: actor.userId };
}

/** The notification the caller named, or NOT_FOUND when it is not one of theirs. */
export function requireOwnNotification<T>(row: T | undefined): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
