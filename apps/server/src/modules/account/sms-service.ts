// SMS verification codes: sending with per-phone (60 s, 10 a day) and per-IP limits into the outbox,
// and checking a code (five wrong tries spend it). One advisory lock per phone keeps limits exact.
import { createHash, randomInt } from 'node:crypto';
import { SMS_RULES, type SmsScene } from '@elearning/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { smsCodes, smsOutbox } from '../../db/schema/index.ts';
import { countPhoneLookup, type PhoneLookupLog } from './phone-lookup-service.ts';
import { phoneExists } from './phone-service.ts';
import { assertSmsSceneAllowed } from './policy.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const MAX_ATTEMPTS = 5;
const IP_PER_HOUR = 30;

function hashCode(tenantId: string, phone: string, code: string): string {
  return createHash('sha256').update(`${tenantId}:${phone}:${code}`).digest('hex');
}

async function lockPhone(tx: DbOrTx, tenantId: string, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${tenantId}:${phone}`}))`);
}

export type SendSmsOptions = {
  tenantId: string;
  phone: string;
  scene: SmsScene;
  ip: string;
  siteName: string;
};

/**
 * Sends a code for `scene` if the scene rule allows it for this phone (policy.ts) and the limits do. A
 * refusal by the scene rule tells whether the phone is registered, so it counts as a phone lookup.
 */
export async function sendSmsCode(deps: { db: Db; lookups: PhoneLookupLog }, input: SendSmsOptions) {
  const { db } = deps;
  const registered = await phoneExists(db, input.tenantId, input.phone);
  try {
    assertSmsSceneAllowed(input.scene, registered);
  } catch (refusal) {
    countPhoneLookup(deps.lookups, input.ip);
    throw refusal;
  }
  const now = Date.now();
  return db.transaction(async (tx) => {
    await lockPhone(tx, input.tenantId, input.phone);
    const recent = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.tenantId, input.tenantId),
          eq(smsCodes.phone, input.phone),
          gt(smsCodes.createdAt, new Date(now - DAY_MS)),
        ),
      )
      .orderBy(desc(smsCodes.createdAt));
    const last = recent[0];
    const resendMs = SMS_RULES.resendSeconds * 1000;
    if (last && now - last.createdAt.getTime() < resendMs) {
      const seconds = Math.ceil((resendMs - (now - last.createdAt.getTime())) / 1000);
      throw new AppError('SMS_TOO_SOON', {
        params: { seconds },
        headers: { 'retry-after': String(seconds) },
      });
    }
    if (recent.length >= SMS_RULES.maxPerPhonePerDay) throw new AppError('SMS_DAILY_LIMIT');
    const [byIp] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, input.ip), gt(smsCodes.createdAt, new Date(now - HOUR_MS))));
    if ((byIp?.n ?? 0) >= IP_PER_HOUR) throw new AppError('SMS_IP_LIMIT');

    const code = String(randomInt(0, 10 ** SMS_RULES.codeLength)).padStart(SMS_RULES.codeLength, '0');
    const minutes = Math.round(SMS_RULES.codeTtlMs / 60_000);
    await tx.insert(smsCodes).values({
      tenantId: input.tenantId,
      phone: input.phone,
      scene: input.scene,
      codeHash: hashCode(input.tenantId, input.phone, code),
      ip: input.ip,
      expiresAt: new Date(now + SMS_RULES.codeTtlMs),
    });
    await tx.insert(smsOutbox).values({
      tenantId: input.tenantId,
      phone: input.phone,
      scene: input.scene,
      code,
      content: `【${input.siteName}】您的验证码是${code}，${minutes}分钟内有效，请勿泄露给他人。`,
    });
    return { resendAfter: SMS_RULES.resendSeconds };
  });
}

/** Checks the newest live code of the phone and scene; `consume` spends it (register, reset, bind). */
export async function verifySmsCode(
  db: DbOrTx,
  input: { tenantId: string; phone: string; scene: SmsScene; code: string; consume: boolean },
) {
  const [row] = await db
    .select({ id: smsCodes.id, codeHash: smsCodes.codeHash, attempts: smsCodes.attempts })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.tenantId, input.tenantId),
        eq(smsCodes.phone, input.phone),
        eq(smsCodes.scene, input.scene),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row || row.attempts >= MAX_ATTEMPTS) throw new AppError('SMS_CODE_INVALID');
  if (row.codeHash !== hashCode(input.tenantId, input.phone, input.code)) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id));
    throw new AppError('SMS_CODE_INVALID');
  }
  if (input.consume) {
    const spent = await db
      .update(smsCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    if (spent.length === 0) throw new AppError('SMS_CODE_INVALID');
  }
}

export async function lastOutboxCode(db: Db, tenantId: string, phone: string) {
  const [row] = await db
    .select({
      phone: smsOutbox.phone,
      code: smsOutbox.code,
      scene: smsOutbox.scene,
      createdAt: smsOutbox.createdAt,
    })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.tenantId, tenantId), eq(smsOutbox.phone, phone)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row;
}
