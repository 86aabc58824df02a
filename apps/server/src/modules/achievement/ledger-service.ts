// The points ledger, the one way points change (issue 15): every change is an append-only entry keyed by
// (tenant, user, bizType, bizId, reason), so the same source never pays or charges twice, and the balance row
// is updated in the same transaction under a row lock, so concurrent spends can never take it below zero and
// a rule's daily cap holds however many events arrive at once. The mall spends and refunds through here.
import { POINTS_TIME_ZONE } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { forgetRankingPages } from './ranking-prepared.ts';

export type PointsEntry = {
  tenantId: Actor['tenantId'];
  userId: Actor['userId'];
  /** A positive whole number. */
  points: number;
  /** The rule or action ('login', 'course', 'mall.exchange', 'manual', …). */
  reason: string;
  bizType: string;
  bizId: string;
};

export type AwardEntry = PointsEntry & {
  /** Most points this reason pays the user per day (0 or absent: no cap); a partial award fills the cap. */
  dailyCap?: number;
  /** Why, for manual adjustments. */
  note?: string;
};

export type PointsResult = { balance: number; applied: boolean };

/** `earns`: the change counts toward earned totals and the rankings (of `earnedAt`'s month and year). */
type Change = { entry: AwardEntry; sign: 1 | -1; earns: boolean; earnedAt?: Date };

function checkAmount(points: number) {
  if (!Number.isSafeInteger(points) || points <= 0) throw new AppError('POINTS_AMOUNT_INVALID');
}

/** Adds points earned by a rule, a manual grant or an import; counts toward rankings and the points medal. */
export function awardPoints(db: DbOrTx, entry: AwardEntry): Promise<PointsResult> {
  return applyChange(db, { entry, sign: 1, earns: true });
}

/** Takes points for a purchase; POINTS_NOT_ENOUGH (nothing changes) when the balance is short. */
export function spendPoints(db: DbOrTx, entry: PointsEntry & { note?: string }): Promise<PointsResult> {
  return applyChange(db, { entry, sign: -1, earns: false });
}

/** Gives back points of a cancelled purchase (use the purchase's bizType/bizId and a refund reason). */
export function refundPoints(db: DbOrTx, entry: PointsEntry & { note?: string }): Promise<PointsResult> {
  return applyChange(db, { entry, sign: 1, earns: false });
}

/**
 * Takes back points earned at `earnedAt` (a revoked ledger entry): off the balance — POINTS_NOT_ENOUGH when
 * they were already spent — and off the earned totals of that month and year.
 */
export function takeBackPoints(db: DbOrTx, entry: PointsEntry & { note?: string }, earnedAt: Date) {
  return applyChange(db, { entry, sign: -1, earns: true, earnedAt });
}

/** The user's spendable balance (0 when they never had points). */
export async function balanceOf(db: DbOrTx, tenantId: string, userId: number): Promise<number> {
  const row = await queryRow(
    db,
    sql`select balance from points_balances where tenant_id = ${tenantId} and user_id = ${userId}`,
    { balance: col.int },
  );
  return row?.balance ?? 0;
}

async function applyChange(db: DbOrTx, change: Change): Promise<PointsResult> {
  checkAmount(change.entry.points);
  // A savepoint when called inside the caller's transaction, a transaction of its own otherwise.
  return db.transaction((tx) => applyLocked(tx, change));
}

async function applyLocked(tx: DbOrTx, { entry, sign, earns, earnedAt }: Change): Promise<PointsResult> {
  const { tenantId, userId, reason, bizType, bizId } = entry;
  await runStatement(
    tx,
    sql`insert into points_balances (tenant_id, user_id) values (${tenantId}, ${userId})
        on conflict (tenant_id, user_id) do nothing`,
  );
  // The row lock serialises every change of this user's points: caps and balances are read under it.
  const locked = await queryRow(
    tx,
    sql`select balance from points_balances where tenant_id = ${tenantId} and user_id = ${userId} for update`,
    { balance: col.int },
  );
  const current = locked?.balance ?? 0;
  const [seen] = await queryRows(
    tx,
    sql`select id from points_ledger where tenant_id = ${tenantId} and user_id = ${userId}
          and biz_type = ${bizType} and biz_id = ${bizId} and reason = ${reason}`,
    { id: col.int },
  );
  if (seen) return { balance: current, applied: false };

  let points = entry.points;
  if (sign > 0 && entry.dailyCap && entry.dailyCap > 0) {
    const used = await queryRow(
      tx,
      sql`select coalesce(sum(delta), 0)::int as used from points_ledger
           where tenant_id = ${tenantId} and user_id = ${userId} and reason = ${reason}
             and created_at >= (date_trunc('day', now() at time zone ${POINTS_TIME_ZONE}) at time zone ${POINTS_TIME_ZONE})`,
      { used: col.int },
    );
    points = Math.min(points, entry.dailyCap - (used?.used ?? 0));
    if (points <= 0) return { balance: current, applied: false };
  }

  const delta = sign * points;
  const [updated] = await queryRows(
    tx,
    sql`update points_balances
           set balance = balance + ${delta}, earned = earned + ${earns ? delta : 0}, updated_at = now()
         where tenant_id = ${tenantId} and user_id = ${userId} and balance + ${delta} >= 0
     returning balance`,
    { balance: col.int },
  );
  if (!updated) throw new AppError('POINTS_NOT_ENOUGH', { params: { balance: current } });

  await runStatement(
    tx,
    sql`insert into points_ledger (tenant_id, user_id, delta, reason, biz_type, biz_id, balance_after, note)
        values (${tenantId}, ${userId}, ${delta}, ${reason}, ${bizType}, ${bizId}, ${updated.balance},
                ${entry.note ?? ''})`,
  );
  if (earns) {
    forgetRankingPages(tenantId);
    // The month's and the year's totals of the rankings, kept with the entry.
    await runStatement(
      tx,
      sql`insert into points_periods (tenant_id, user_id, period, earned)
          select ${tenantId}, ${userId}, to_char(${earnedAt ? sql`${earnedAt}::timestamptz` : sql`now()`} at time zone ${POINTS_TIME_ZONE}, f), ${delta}
            from unnest(array['YYYY-MM', 'YYYY']) as f
          on conflict (tenant_id, period, user_id) do update set earned = points_periods.earned + excluded.earned`,
    );
  }
  return { balance: updated.balance, applied: true };
}
