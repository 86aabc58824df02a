// Who sees and who may change what in the community. A learner sees published posts of open zones; the author
// also sees their own pending, rejected or hidden posts (with the reason); a zone's moderators see everything
// in their zones except deleted posts. Another tenant's post, or one the caller may not see, is a 404.
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';

/** SQL: the caller moderates the zone `zoneColumn`. */
export function moderates(actor: Actor, zoneColumn: SQL): SQL {
  return sql`exists (select 1 from community_moderators m where m.zone_id = ${zoneColumn} and m.user_id = ${actor.userId})`;
}

/** SQL: the post (alias `p`, zone `z`) is one the caller may open. */
export function postVisibleTo(actor: Actor): SQL {
  return sql`p.tenant_id = ${actor.tenantId} and p.status <> 'deleted' and (
    (p.status = 'published' and z.is_open) or p.user_id = ${actor.userId} or ${moderates(actor, sql`p.zone_id`)})`;
}

/** SQL: the post is in the public lists (published in an open zone). */
export const postListed = sql`p.status = 'published' and z.is_open`;

export function requireFound<T>(row: T | null | undefined): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Moderator actions need the zone's moderator. */
export function requireModerator<T extends { is_moderator: boolean }>(row: T): T {
  if (!row.is_moderator) throw new AppError('COMMUNITY_NOT_MODERATOR');
  return row;
}

/** The author deletes their own; a moderator deletes anyone's, with a reason. */
export function requireCanDelete(
  row: { user_id: number; is_moderator: boolean },
  actor: Actor,
  reason?: string,
) {
  if (row.user_id === actor.userId) return;
  requireModerator(row);
  if (!reason) throw new AppError('COMMUNITY_REASON_REQUIRED');
}
