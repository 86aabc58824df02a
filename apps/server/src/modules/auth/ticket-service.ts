// One-time login tickets for the web's `?tid=` token login: issued to a signed-in user (or the
// back office), valid for a minute, spent on first use.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../db/client.ts';
import { loginTickets, users } from '../../db/schema/index.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

export const TICKET_TTL_SECONDS = 60;

export async function issueTicket(db: Db, tenantId: string, userId: number) {
  const tid = newOpaqueToken();
  await db.insert(loginTickets).values({
    ticketHash: hashToken(tid),
    tenantId,
    userId,
    expiresAt: new Date(Date.now() + TICKET_TTL_SECONDS * 1000),
  });
  return { tid, expiresIn: TICKET_TTL_SECONDS };
}

/** Spends the ticket and returns its user; unknown, expired and used tickets are one clear error. */
export async function redeemTicket(db: Db, tenantId: string, tid: string): Promise<number> {
  const [row] = await db
    .update(loginTickets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(loginTickets.ticketHash, hashToken(tid)),
        eq(loginTickets.tenantId, tenantId),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: loginTickets.userId });
  if (!row) throw new AppError('TICKET_INVALID');
  const [user] = await db
    .select({ disabled: users.disabled })
    .from(users)
    .where(and(eq(users.id, row.userId), eq(users.tenantId, tenantId)))
    .limit(1);
  if (!user || user.disabled) throw new AppError('ACCOUNT_DISABLED');
  return row.userId;
}
