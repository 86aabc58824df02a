// What learners completed in other domains, kept from those domains' events (never read from their tables):
// an exam passed, a training completed, a live watched. Registered once at start-up; each handler is
// idempotent (a replayed event changes nothing). These events and a course's completion (read from the course
// record, queries-my-way.ts) change the learners' kept maps: dropped once the handling transaction committed.
import { AbilityRouteType, courseEvents, examEvents, liveEvents, trainingEvents } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterDomainEventCommitted, type DomainEvent, onDomainEvent } from '../../core/domain-events.ts';
import type { DbOrTx } from '../../db/client.ts';
import { runStatement } from '../../db/rows.ts';
import { forgetMyWays } from './queries-my-way.ts';

const EVENT_ROUTE_TYPES: Record<string, AbilityRouteType> = {
  [examEvents.passed]: AbilityRouteType.exam,
  [trainingEvents.completed]: AbilityRouteType.training,
  [liveEvents.watched]: AbilityRouteType.live,
};

export async function recordCompletion(
  db: DbOrTx,
  entry: { tenantId: string; userId: number; routeType: AbilityRouteType; bizId: number },
) {
  await runStatement(
    db,
    sql`insert into study_map_completions (tenant_id, user_id, route_type, biz_id)
        values (${entry.tenantId}, ${entry.userId}, ${entry.routeType}, ${entry.bizId})
        on conflict do nothing`,
  );
}

async function onCompletion(tx: DbOrTx, event: DomainEvent) {
  const routeType = EVENT_ROUTE_TYPES[event.type];
  if (routeType === undefined || event.userId === null) return;
  await recordCompletion(tx, {
    tenantId: event.tenantId,
    userId: event.userId,
    routeType,
    bizId: event.subjectId,
  });
}

let registered = false;

/** Subscribes the study map to the completion events (once per process). */
export function registerCompletionConsumers() {
  if (registered) return;
  registered = true;
  for (const type of Object.keys(EVENT_ROUTE_TYPES)) onDomainEvent(type, onCompletion);
  for (const type of [...Object.keys(EVENT_ROUTE_TYPES), courseEvents.completed])
    afterDomainEventCommitted(type, (event) => forgetMyWays(event.tenantId));
}
