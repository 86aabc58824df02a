// Passwords: the forgotten-password reset by SMS code, and the signed-in change (other devices sign in again).
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import { revokeUserSessions } from '../auth/session-service.ts';
import { verifySmsCode } from './sms-service.ts';

export async function resetForgottenPassword(
  { db, hub }: { db: Db; hub: RealtimeHub },
  input: { tenantId: string; phone: string; smsCode: string; password: string },
) {
  await verifySmsCode(db, { ...input, scene: 'forgetPassword', code: input.smsCode, consume: false });
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    await verifySmsCode(tx, { ...input, scene: 'forgetPassword', code: input.smsCode, consume: true });
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.tenantId, input.tenantId), eq(users.phone, input.phone)))
      .returning({ id: users.id });
    if (!user) throw new AppError('PHONE_NOT_FOUND');
    await revokeUserSessions(tx, input.tenantId, user.id, 'password');
    return user.id;
  });
  await announceSessionChange(hub, { scope: 'user', tenantId: input.tenantId, userId });
}

export async function changePassword(
  { db, hub }: { db: Db; hub: RealtimeHub },
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
  await announceSessionChange(hub, { scope: 'user', tenantId: input.tenantId, userId: input.userId });
}
