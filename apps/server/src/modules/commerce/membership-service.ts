// VIP membership (SPEC §3 isVip / isYearMember): the one place that changes `user_identities.vip_level` and
// `vip_expires_at` after sign-up. Paying extends from the later of now and the current end; a refund takes
// the same days back. An expired membership counts as none on the server (auth/presenter.ts checks the end
// on every user-info call too). The caller announces the session change after its transaction commits, so
// the header badge and member prices follow at once.
import { ProductKind, COMMERCE_RULES as R, type TMembership } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, runStatement } from '../../db/rows.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import { msOrNull } from './queries.ts';

const DAY_MS = 86_400_000;

type Level = TMembership['level'];

const levelOf = (value: string): Level => (value === 'monthly' || value === 'yearly' ? value : 'none');

/** The user's membership as it stands at `now` (an ended one is none). */
export async function membershipOf(
  db: DbOrTx,
  tenantId: string,
  userId: number,
  now: number,
): Promise<TMembership> {
  const row = await queryRow(
    db,
    sql`select vip_level, vip_expires_at from user_identities where user_id = ${userId} and tenant_id = ${tenantId}`,
    { vip_level: col.text, vip_expires_at: msOrNull },
  );
  const level = levelOf(row?.vip_level ?? 'none');
  const expiresAt = row?.vip_expires_at ?? null;
  const active = level !== 'none' && (expiresAt === null || expiresAt > now);
  return { level: active ? level : 'none', expiresAt: active ? expiresAt : null, isVip: active };
}

/** Days of membership a plan grants (0 for other products). */
export function planDays(kind: string): number {
  if (kind === ProductKind.vipMonthly) return R.vipMonthlyDays;
  if (kind === ProductKind.vipYearly) return R.vipYearlyDays;
  return 0;
}

async function writeMembership(tx: DbOrTx, tenantId: string, userId: number, level: Level, end: Date | null) {
  await runStatement(
    tx,
    sql`insert into user_identities (user_id, tenant_id, vip_level, vip_expires_at)
      values (${userId}, ${tenantId}, ${level}, ${end})
      on conflict (user_id) do update set vip_level = excluded.vip_level, vip_expires_at = excluded.vip_expires_at`,
  );
}

/** Extends the membership by `days` from the later of now and its current end; yearly wins over monthly. */
export async function extendMembership(
  tx: DbOrTx,
  owner: { tenantId: string; userId: number },
  kind: string,
  days: number,
  now: number,
) {
  const current = await membershipOf(tx, owner.tenantId, owner.userId, now);
  // A membership without an end (granted by an administrator) stays without one.
  if (current.isVip && current.expiresAt === null) return;
  const from = Math.max(now, current.expiresAt ?? now);
  const level: Level = kind === ProductKind.vipYearly || current.level === 'yearly' ? 'yearly' : 'monthly';
  await writeMembership(tx, owner.tenantId, owner.userId, level, new Date(from + days * DAY_MS));
}

/** Takes back `days` of membership (a refunded plan); nothing left means no membership. */
export async function shortenMembership(
  tx: DbOrTx,
  owner: { tenantId: string; userId: number },
  refundedKind: string,
  days: number,
  now: number,
) {
  const current = await membershipOf(tx, owner.tenantId, owner.userId, now);
  if (!current.isVip || current.expiresAt === null) return;
  const end = current.expiresAt - days * DAY_MS;
  if (end <= now) {
    await writeMembership(tx, owner.tenantId, owner.userId, 'none', null);
    return;
  }
  // Documented simplification: taking back a yearly plan leaves the rest as a monthly membership.
  const level: Level = refundedKind === ProductKind.vipYearly ? 'monthly' : current.level;
  await writeMembership(tx, owner.tenantId, owner.userId, level, new Date(end));
}

/** Drops the kept sessions of the user so the new membership shows on the next call. */
export async function announceMembership(deps: Pick<AppDeps, 'realtime'>, tenantId: string, userId: number) {
  await announceSessionChange(deps.realtime, { scope: 'user', tenantId, userId });
}
