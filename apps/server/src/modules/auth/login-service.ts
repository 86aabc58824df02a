// The password and captcha grants: failure counting per account and per IP, the captcha requirement
// after three failures, and the login record every attempt leaves.
import { LOGIN_FAILURES_BEFORE_CAPTCHA } from '@elearning/shared';
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import { verifyPasswordUpgrade } from '../../core/passwords.ts';
import type { Tenant } from '../../core/tenants.ts';
import type { Db } from '../../db/client.ts';
import { loginRecords, users } from '../../db/schema/index.ts';
import { consumeCaptcha } from './captcha-service.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Failures for one account in the window after which it is locked until the window passes. */
const ACCOUNT_LOCK_FAILURES = 10;
/** Failures from one IP in the window (any account) after which that IP is slowed down. */
const IP_LOCK_FAILURES = 50;

export type PasswordLoginInput = {
  tenant: Tenant;
  username: string;
  password: string;
  grantType: 'password' | 'captcha';
  captchaKey: string;
  captchaCode: string;
  ip: string;
  userAgent: string;
};

/** Consecutive failures of this account within the window, stopping at the last success. */
async function recentFailures(db: Db, tenantId: string, account: string): Promise<number> {
  const rows = await db
    .select({ success: loginRecords.success })
    .from(loginRecords)
    .where(
      and(
        eq(loginRecords.tenantId, tenantId),
        eq(loginRecords.account, account),
        gt(loginRecords.createdAt, new Date(Date.now() - WINDOW_MS)),
      ),
    )
    .orderBy(desc(loginRecords.createdAt), desc(loginRecords.id))
    .limit(ACCOUNT_LOCK_FAILURES);
  const lastSuccess = rows.findIndex((r) => r.success);
  return lastSuccess === -1 ? rows.length : lastSuccess;
}

async function ipFailures(db: Db, ip: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginRecords)
    .where(
      and(
        eq(loginRecords.ip, ip),
        eq(loginRecords.success, false),
        gt(loginRecords.createdAt, new Date(Date.now() - WINDOW_MS)),
      ),
    );
  return row?.n ?? 0;
}

export async function recordLogin(
  db: Db,
  entry: {
    tenantId: string;
    userId: number | null;
    account: string;
    ip: string;
    userAgent: string;
    success: boolean;
    detail: string;
  },
) {
  await db.insert(loginRecords).values({ ...entry, userAgent: entry.userAgent.slice(0, 512) });
}

/** The user a sign-in names, by account or by phone; an exact account wins over another user's phone. */
async function findLoginUser(db: Db, tenantId: string, name: string) {
  const [user] = await db
    .select({
      id: users.id,
      account: users.account,
      passwordHash: users.passwordHash,
      disabled: users.disabled,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), or(eq(users.account, name), eq(users.phone, name))))
    .orderBy(sql`case when ${users.account} = ${name} then 0 else 1 end`)
    .limit(1);
  return user;
}

/** Checks credentials; returns the user id, or throws the catalogued failure. */
export async function verifyLogin(db: Db, input: PasswordLoginInput): Promise<number> {
  const { tenant, username, ip } = input;
  const typed = username.trim();
  const user = await findLoginUser(db, tenant.id, typed);
  // Failures count per account whichever alias (account or phone) was typed, so switching between
  // them does not earn extra tries before the captcha or the lock.
  const account = user?.account ?? typed;
  const fail = (detail: string, userId: number | null = null) =>
    recordLogin(db, {
      tenantId: tenant.id,
      userId,
      account,
      ip,
      userAgent: input.userAgent,
      success: false,
      detail,
    });

  if ((await ipFailures(db, ip)) >= IP_LOCK_FAILURES) throw new AppError('ACCOUNT_LOCKED');
  const failures = await recentFailures(db, tenant.id, account);
  if (failures >= ACCOUNT_LOCK_FAILURES) throw new AppError('ACCOUNT_LOCKED');
  const captchaNeeded = failures >= LOGIN_FAILURES_BEFORE_CAPTCHA;
  if (captchaNeeded && input.grantType !== 'captcha') {
    throw new AppError('CAPTCHA_REQUIRED', { response: { captchaRequired: true } });
  }
  if (input.grantType === 'captcha' || input.captchaKey) {
    const passed = await consumeCaptcha(db, tenant.id, input.captchaKey, input.captchaCode);
    if (!passed) throw new AppError('CAPTCHA_INVALID', { response: { captchaRequired: true } });
  }

  const { valid, upgraded } = await verifyPasswordUpgrade(user?.passwordHash, input.password);
  if (!user || !valid) {
    await fail('invalid_credentials', user?.id ?? null);
    const captchaRequired = failures + 1 >= LOGIN_FAILURES_BEFORE_CAPTCHA;
    throw new AppError('INVALID_CREDENTIALS', { response: { captchaRequired } });
  }
  if (user.disabled) {
    await fail('disabled', user.id);
    throw new AppError('ACCOUNT_DISABLED');
  }
  // A hash of the old form is replaced on the first sign-in with the password (core/passwords.ts); only
  // if it is still the one verified, so a password changed meanwhile is not overwritten.
  if (upgraded) {
    await db
      .update(users)
      .set({ passwordHash: upgraded })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  }
  await recordLogin(db, {
    tenantId: tenant.id,
    userId: user.id,
    account,
    ip,
    userAgent: input.userAgent,
    success: true,
    detail: input.grantType,
  });
  return user.id;
}
