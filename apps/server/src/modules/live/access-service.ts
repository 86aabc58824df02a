// Reads what the policy needs about one live for the caller, and hands it to the policy.
import type { Actor, Visitor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRow, type RowOf } from '../../db/rows.ts';
import type { Caller, LiveAccessFacts } from './policy.ts';
import { requireBroadcaster, requireStaff, requireVisibleLive, requireWatcher } from './policy.ts';
import { accessFactsSql, accessShape } from './queries.ts';

export type LiveFacts = LiveAccessFacts & { id: number };

export async function liveFactsOf(
  db: DbOrTx,
  caller: Caller,
  liveId: number,
): Promise<LiveFacts | undefined> {
  const row = await queryRow(db, accessFactsSql(caller, liveId), accessShape);
  return row ? factsOfRow(row) : undefined;
}

/** The policy's facts from a row of `accessFactsSql` (alone or inside a larger query). */
export function factsOfRow(row: RowOf<typeof accessShape>): LiveFacts {
  const audience = row.audience === 'limited' || row.audience === 'signUp' ? row.audience : 'all';
  return {
    id: row.id,
    lecturerId: row.lecturer_id,
    isStaff: row.is_staff,
    audience,
    inAudience: row.in_audience,
    isUsed: row.is_used,
    deleted: row.deleted,
    signedUp: row.signed_up,
  };
}

export const asVisitor = (actor: Actor): Visitor => ({ tenantId: actor.tenantId, actor });

export async function visibleLive(db: DbOrTx, caller: Caller, liveId: number) {
  return requireVisibleLive(await liveFactsOf(db, caller, liveId), caller);
}

export async function watchableLive(db: DbOrTx, actor: Actor, liveId: number) {
  return requireWatcher(await liveFactsOf(db, actor, liveId), actor);
}

export async function broadcastableLive(db: DbOrTx, actor: Actor, liveId: number) {
  return requireBroadcaster(await liveFactsOf(db, actor, liveId), actor);
}

export async function staffLive(db: DbOrTx, actor: Actor, liveId: number) {
  return requireStaff(await liveFactsOf(db, actor, liveId), actor);
}
