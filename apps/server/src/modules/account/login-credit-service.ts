// The agreement text and the daily sign-in credit (SPEC §7: getAgreement, saveLoginCredit).
import { accountEvents } from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { Db } from '../../db/client.ts';
import { agreements, loginCredits } from '../../db/schema/index.ts';

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
    // The daily login point is paid by achievements, which consumes this event.
    await emitDomainEvent(tx, {
      tenantId,
      userId,
      type: accountEvents.loginCredited,
      subjectType: 'user',
      subjectId: userId,
      dedupeKey: `${accountEvents.loginCredited}:${userId}:${day}`,
      data: { day },
    });
    return { saved: true, first: true, day };
  });
}
