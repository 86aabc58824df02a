// Phones and the profile check: whether a phone (or an e-mail address) is taken in the tenant, and binding
// or changing the caller's phone with a code sent to the new number.
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema/index.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import { verifySmsCode } from './sms-service.ts';

export async function phoneExists(db: Db, tenantId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.phone, phone)))
    .limit(1);
  return Boolean(row);
}

export async function accountTaken(db: Db, tenantId: string, account: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.account, account)))
    .limit(1);
  return Boolean(row);
}

export type ProfileCheckOptions = { tenantId: string; userId: number; phone?: string; email?: string };

/**
 * Whether the given phone and e-mail address are free for the caller: taken by nobody else in the tenant
 * (the caller's own value counts as free). Says nothing about who holds a taken one.
 */
export async function checkProfileInfo(db: Db, options: ProfileCheckOptions) {
  const takenBy = async (column: typeof users.phone | typeof users.email, value: string) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, options.tenantId), eq(column, value), ne(users.id, options.userId)))
      .limit(1);
    return Boolean(row);
  };
  return {
    phoneAvailable: options.phone === undefined ? null : !(await takenBy(users.phone, options.phone)),
    emailAvailable: options.email === undefined ? null : !(await takenBy(users.email, options.email)),
  };
}

/** Binds a first phone or replaces the current one; the code was sent to the new number. */
export async function setPhone(
  { db, hub }: { db: Db; hub: RealtimeHub },
  input: {
    tenantId: string;
    userId: number;
    phone: string;
    smsCode: string;
    scene: 'bindPhone' | 'changePhone';
  },
) {
  // The code first: without it, whether a number belongs to someone is nobody's business.
  await verifySmsCode(db, { ...input, code: input.smsCode, consume: false });
  if (await phoneExists(db, input.tenantId, input.phone)) throw new AppError('PHONE_EXISTS');
  try {
    await db.transaction(async (tx) => {
      await verifySmsCode(tx, { ...input, code: input.smsCode, consume: true });
      await tx
        .update(users)
        .set({ phone: input.phone, updatedAt: new Date() })
        .where(and(eq(users.tenantId, input.tenantId), eq(users.id, input.userId)));
    });
  } catch (error) {
    // Another account took the number between the check above and this update.
    if (isUniqueViolation(error)) throw new AppError('PHONE_EXISTS');
    throw error;
  }
  // The phone is part of the signed-in profile every instance keeps.
  await announceSessionChange(hub, { scope: 'user', tenantId: input.tenantId, userId: input.userId });
}
