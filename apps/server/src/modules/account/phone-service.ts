// Account actions (SPEC §7 Auth and user): register, forget/reset password, change password,
// bind or change phone, the agreement text and the daily sign-in credit.
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { agreements, loginCredits, userIdentities, users } from '../../db/schema/index.ts';
import { revokeUserSessions } from '../auth/session-service.ts';
import { verifySmsCode } from './sms-service.ts';

export async function phoneExists(db: Db, tenantId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.phone, phone)))
    .limit(1);
  return Boolean(row);
}

async function accountTaken(db: Db, tenantId: string, account: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.account, account)))
    .limit(1);
  return Boolean(row);
}

export async function registerUser(
  db: Db,
  input: { tenantId: string; phone: string; smsCode: string; password: string; name?: string | undefined },
) {
  if (await phoneExists(db, input.tenantId, input.phone)) throw new AppError('PHONE_EXISTS');
  if (await accountTaken(db, input.tenantId, input.phone)) throw new AppError('ACCOUNT_EXISTS');
  // Checked first outside the transaction so a wrong code's attempt is counted, then spent inside it.
  await verifySmsCode(db, { ...input, scene: 'register', code: input.smsCode, consume: false });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await verifySmsCode(tx, { ...input, scene: 'register', code: input.smsCode, consume: true });
    const name = input.name?.trim() || `${input.phone.slice(0, 3)}****${input.phone.slice(7)}`;
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: input.tenantId,
        account: input.phone,
        phone: input.phone,
        passwordHash,
        name,
        nickName: name,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, account: users.account });
    if (!user) throw new AppError('PHONE_EXISTS');
    await tx.insert(userIdentities).values({ userId: user.id, tenantId: input.tenantId });
    return { userId: user.id, account: user.account };
  });
}

export async function resetForgottenPassword(
  db: Db,
  input: { tenantId: string; phone: string; smsCode: string; password: string },
) {
  await verifySmsCode(db, { ...input, scene: 'forgetPassword', code: input.smsCode, consume: false });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await verifySmsCode(tx, { ...input, scene: 'forgetPassword', code: input.smsCode, consume: true });
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.tenantId, input.tenantId), eq(users.phone, input.phone)))
      .returning({ id: users.id });
    if (!user) throw new AppError('PHONE_NOT_FOUND');
    await revokeUserSessions(tx, input.tenantId, user.id, 'password');
  });
}

export async function changePassword(
  db: Db,
  input: { tenantId: string; userId: number; sessionId: string; oldPassword: string; newPassword: string },
) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.tenantId, input.tenantId), eq(users.id, input.userId)))
    .limit(1);
  if (!(await verifyPassword(user?.passwordHash, input.oldPassword)))
    throw new AppError('OLD_PASSWORD_WRONG');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.tenantId, input.tenantId), eq(users.id, input.userId)));
    // Other devices sign in again with the new password; this one stays signed in.
    await revokeUserSessions(tx, input.tenantId, input.userId, 'password', input.sessionId);
  });
}

/** Binds a first phone or replaces the current one; the code was sent to the new number. */
export async function setPhone(
  db: Db,
  input: {
    tenantId: string;
    userId: number;
    phone: string;
    smsCode: string;
    scene: 'bindPhone' | 'changePhone';
  },
) {
  if (await phoneExists(db, input.tenantId, input.phone)) throw new AppError('PHONE_EXISTS');
  await verifySmsCode(db, { ...input, code: input.smsCode, consume: false });
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
}

export async function findAgreement(db: Db, tenantId: string, kind: string) {
  const [row] = await db
    .select({ title: agreements.title, content: agreements.content, version: agreements.version })
    .from(agreements)
    .where(and(eq(agreements.tenantId, tenantId), eq(agreements.kind, kind)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The platform's users are in China: a "day" of sign-in credit runs midnight to midnight there, not in UTC. */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of an instant in the business time zone. */
export function businessDay(at: Date): string {
  return dayFormat.format(at);
}

/** Records today's sign-in credit once per user per day; `first` says whether this call earned it. */
export async function saveLoginCredit(db: Db, tenantId: string, userId: number) {
  const day = businessDay(new Date());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credit:${tenantId}:${userId}`}))`);
    const [existing] = await tx
      .select({ day: loginCredits.day })
      .from(loginCredits)
      .where(
        and(eq(loginCredits.tenantId, tenantId), eq(loginCredits.userId, userId), eq(loginCredits.day, day)),
      )
      .limit(1);
    if (existing) return { saved: true, first: false, day };
    await tx.insert(loginCredits).values({ tenantId, userId, day });
    return { saved: true, first: true, day };
  });
}
