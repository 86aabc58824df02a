// Pushes an awarded medal to the learner's open sockets as the websocket type-5 message the web shell shows
// (SPEC §2, §4). It consumes the award's own domain event, so the push happens only once the award has
// committed. Each app instance lends its realtime hub while it runs; one hub is enough to reach the user on
// any instance (with PostgreSQL the hub sends through NOTIFY).
import { achievementEvents, type Lang, MedalType } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { type DomainEvent, onDomainEvent } from '../../core/domain-events.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { MEDAL_NAMES, medalMessage } from '../../realtime/medal.ts';
import { isMedalType } from './medal-service.ts';

const hubs = new Set<RealtimeHub>();

/** The app's hub delivers medal messages while the app runs. */
export function lendRealtimeHub(app: FastifyInstance) {
  const hub = app.deps.realtime;
  hubs.add(hub);
  app.addHook('onClose', async () => {
    hubs.delete(hub);
  });
}

function numberOf(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

async function pushMedal(event: DomainEvent, lang: Lang = 'zh-CN') {
  const [hub] = hubs;
  const medalType = String(event.data.medalType);
  if (!hub || event.userId === null || !isMedalType(medalType)) return;
  const message = medalMessage({
    tenantId: event.tenantId,
    userId: event.userId,
    medalType,
    level: numberOf(event.data.level),
    quantity: numberOf(event.data.quantity),
    medalName: MEDAL_NAMES[medalType ?? MedalType.course][lang],
  });
  await hub.sendToUser(event.tenantId, event.userId, message);
}

export function registerMedalPush() {
  onDomainEvent(achievementEvents.medalAwarded, (_tx, event) => pushMedal(event));
}
