// Back-office points (积分明细, 手动添加积分): learners of the tenant with their points, a learner's ledger,
// and manual adjustments with a reason. An adjustment is a ledger entry like any other (keyed by its request
// id, so a retried submit changes nothing twice); a deduction never takes a balance below zero.
import { PointsReason, type TPointsAdjust, type TScoreDetailsQuery } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { awardPointsMedal } from './events-consumer.ts';
import { awardPoints, spendPoints } from './ledger-service.ts';
import { ledgerPage } from './record-service.ts';

/** The user when they belong to the admin's tenant; another tenant's user is a 404. */
async function requireTenantUser(db: DbOrTx, actor: Actor, userId: number) {
  const row = await queryRow(
    db,
    sql`select id, name from users where tenant_id = ${actor.tenantId} and id = ${userId}`,
    { id: col.int, name: col.text },
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function adjustPoints(db: DbOrTx, actor: Actor, input: TPointsAdjust) {
  await requireTenantUser(db, actor, input.userId);
  const entry = {
    tenantId: actor.tenantId,
    userId: input.userId,
    points: Math.abs(input.score),
    reason: PointsReason.manual,
    bizType: 'adjustment',
    bizId: input.requestId ?? `${actor.userId}:${Date.now()}:${Math.random().toString(36).slice(2, 8)}`,
    note: `${actor.user.name}: ${input.remark}`,
  };
  return db.transaction(async (tx) => {
    if (input.score < 0) return spendPoints(tx, entry);
    const result = await awardPoints(tx, entry);
    if (result.applied) await awardPointsMedal(tx, { tenantId: actor.tenantId, userId: input.userId });
    return result;
  });
}

const userPointsShape = {
  user_id: col.int,
  name: col.text,
  dept: col.text,
  earned: col.int,
  balance: col.int,
  updated_at: col.dateOrNull,
  total_num: col.int,
};

/** Learners of the tenant (optionally of one org unit or matching a name) with their points, most first. */
export async function userPointsPage(db: DbOrTx, actor: Actor, query: TScoreDetailsQuery) {
  const { limit, offset } = pageWindow({ pageNo: query.currentPage, pageSize: query.size });
  const org = query.orgId ? sql` and u.org_id = ${query.orgId}` : sql``;
  const like = query.likeQuery ? sql` and u.name ilike ${`%${query.likeQuery}%`}` : sql``;
  const rows = await queryRows(
    db,
    sql`select u.id as user_id, u.name, coalesce(o.name, '') as dept, coalesce(b.earned, 0)::int as earned,
          coalesce(b.balance, 0)::int as balance, b.updated_at, (count(*) over ())::int as total_num
        from users u
        left join organisations o on o.id = u.org_id
        left join points_balances b on b.tenant_id = u.tenant_id and b.user_id = u.id
        where u.tenant_id = ${actor.tenantId}${org}${like}
        order by coalesce(b.earned, 0) desc, u.id limit ${limit} offset ${offset}`,
    userPointsShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** One learner's ledger (the admin's tenant only). */
export async function userLedgerPage(db: DbOrTx, actor: Actor, userId: number, query: TScoreDetailsQuery) {
  await requireTenantUser(db, actor, userId);
  return ledgerPage(
    db,
    { tenantId: actor.tenantId, userId },
    { pageNo: query.currentPage, pageSize: query.size },
  );
}
