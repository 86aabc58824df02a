// Image captchas for the `captcha` grant: single use, five minutes, stored as a hash of the answer.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema/index.ts';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Answers kept in memory only while the dev helpers are on (DEV_HELPERS=1), for `GET /api/dev/captcha`. */
const devAnswers = new Map<string, string>();

function hashAnswer(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
}

export async function createCaptcha(db: Db, tenantId: string, keepAnswer: boolean) {
  const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true });
  const key = randomUUID();
  await db.insert(captchas).values({
    id: key,
    tenantId,
    codeHash: hashAnswer(text),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  if (keepAnswer) {
    devAnswers.set(key, text);
    if (devAnswers.size > 1000) devAnswers.delete(devAnswers.keys().next().value ?? '');
  }
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

/** Spends the captcha whatever the answer, so one image can't be guessed at repeatedly. */
export async function consumeCaptcha(
  db: Db,
  tenantId: string,
  key: string,
  answer: string,
): Promise<boolean> {
  if (!key || !answer || key.length > 64 || answer.length > 16) return false;
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(captchas.id, key),
        eq(captchas.tenantId, tenantId),
        isNull(captchas.usedAt),
        gt(captchas.expiresAt, new Date()),
      ),
    )
    .returning({ codeHash: captchas.codeHash });
  devAnswers.delete(key);
  return row?.codeHash === hashAnswer(answer);
}

export function devCaptchaAnswer(key: string): string | undefined {
  return devAnswers.get(key);
}
