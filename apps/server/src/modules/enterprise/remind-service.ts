// Reminders to learners who are behind: a message through the message domain to each chosen person of the
// admin's subtrees. One reminder per learner, area and day — a repeated click (or a second admin on the same
// day) sends nothing twice; the domain event's dedupe key is what makes that hold under a race.
import { type EnterpriseArea, type Lang, type TEnterpriseRemind, translate } from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { Db } from '../../db/client.ts';
import { notifyUser } from '../message/notify-service.ts';
import { type AdminScope, requireAllInScope } from './policy.ts';
import { studentsInScope } from './student-service.ts';

const AREA_KEY = {
  course: 'enterprise.area.course',
  exam: 'enterprise.area.exam',
  train: 'enterprise.area.train',
  live: 'enterprise.area.live',
} as const satisfies Record<EnterpriseArea, string>;

/** Sends the reminders; answers how many learners were reminded now (the rest already were today). */
export async function remindLearners(
  db: Db,
  actor: Actor,
  scope: AdminScope,
  input: TEnterpriseRemind,
  lang: Lang,
): Promise<number> {
  const asked = [...new Set(input.userIds)];
  requireAllInScope(await studentsInScope(db, scope, asked), asked);
  const day = new Date().toISOString().slice(0, 10);
  const area = translate(AREA_KEY[input.type], lang);
  let sent = 0;
  await db.transaction(async (tx) => {
    for (const userId of asked) {
      const fresh = await emitDomainEvent(tx, {
        tenantId: actor.tenantId,
        type: 'enterprise.reminded',
        userId,
        subjectType: input.type,
        subjectId: userId,
        dedupeKey: `enterprise.reminded:${input.type}:${userId}:${day}`,
        data: { by: actor.userId },
      });
      if (!fresh) continue;
      await notifyUser(tx, {
        tenantId: actor.tenantId,
        userId,
        title: translate('enterprise.remindTitle', lang),
        content: translate('enterprise.remindText', lang, { admin: actor.user.name, area }),
      });
      sent += 1;
    }
  });
  return sent;
}
