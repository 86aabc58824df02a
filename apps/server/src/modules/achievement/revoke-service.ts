// Taking back ledger entries (the original back office's 积分明细 "delete"). The ledger is append-only, so a
// revoked entry stays and a reversing entry keyed by it is added (the unique key makes a second revoke of the
// same entry change nothing); only points earned (by a rule, a manual grant or an import) can be taken back,
// and never below a zero balance. All the entries of one request are taken back together or not at all.
import { POINTS_SOURCES, PointsReason } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { takeBackPoints } from './ledger-service.ts';

const EARNING_REASONS: readonly string[] = [...POINTS_SOURCES, PointsReason.manual, PointsReason.import];

export async function revokeEntries(db: DbOrTx, actor: Actor, ids: number[]) {
  return db.transaction(async (tx) => {
    const entries = await queryRows(
      tx,
      sql`select id, user_id, delta, reason, created_at from points_ledger
           where tenant_id = ${actor.tenantId} and id in ${sql`(${sql.join(ids, sql`, `)})`} order by id`,
      { id: col.int, user_id: col.int, delta: col.int, reason: col.text, created_at: col.date },
    );
    // Another tenant's entry, or one that does not exist, is not found.
    if (entries.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
    let revoked = 0;
    for (const entry of entries) {
      if (entry.delta <= 0 || !EARNING_REASONS.includes(entry.reason)) {
        throw new AppError('POINTS_ENTRY_NOT_REVOCABLE');
      }
      const result = await takeBackPoints(
        tx,
        {
          tenantId: actor.tenantId,
          userId: entry.user_id,
          points: entry.delta,
          reason: PointsReason.revoke,
          bizType: 'ledger',
          bizId: String(entry.id),
          note: actor.user.name,
        },
        entry.created_at,
      );
      if (result.applied) revoked += 1;
    }
    return { revoked };
  });
}
