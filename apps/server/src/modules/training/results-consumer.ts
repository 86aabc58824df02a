// What the exam and homework domains report that a training's assessment needs (issue 11 §1): a learner
// passed an exam (exam.passed) or a homework (homework.passed). The training keeps its own record of it, so
// the assessment never reads those domains' tables; the dedupe of the events and the unique row make a
// repeated event harmless.
// Each event below changes what the learner's training cards show (queries-centre.ts): a pass or a course
// completion moves their progress; an approval's or an order's commit carries a sign-up (or a removal) made
// inside that other module's transaction. The kept pages are dropped once such an event is dispatched,
// which is after that commit.
import { commerceEvents, courseEvents, examEvents, homeworkEvents } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterDomainEventCommitted, type DomainEvent, onDomainEvent } from '../../core/domain-events.ts';
import type { DbOrTx } from '../../db/client.ts';
import { runStatement } from '../../db/rows.ts';
import { forgetCentrePages } from './queries-centre.ts';

/** Events after whose commit the tenant's kept training cards may be wrong (see above). */
const CARD_CHANGING_EVENTS = [
  examEvents.passed,
  homeworkEvents.passed,
  courseEvents.completed,
  commerceEvents.fulfilled,
  commerceEvents.refunded,
  'approval.approved',
];

function scoreOf(event: DomainEvent): number {
  const score = event.data.score;
  return typeof score === 'number' && Number.isFinite(score) ? Math.round(score) : 0;
}

async function recordResult(tx: DbOrTx, kind: 'exam' | 'homework', event: DomainEvent) {
  if (event.userId === null) return;
  await runStatement(
    tx,
    sql`insert into training_results (tenant_id, kind, subject_id, user_id, score)
      values (${event.tenantId}, ${kind}, ${event.subjectId}, ${event.userId}, ${scoreOf(event)})
      on conflict (tenant_id, kind, subject_id, user_id) do update set score = greatest(training_results.score, excluded.score)`,
  );
}

let registered = false;

/** Registers the consumers once per process (every app instance shares the dispatcher's handler list). */
export function registerTrainingResultConsumers(): void {
  if (registered) return;
  registered = true;
  onDomainEvent(examEvents.passed, (tx, event) => recordResult(tx, 'exam', event));
  onDomainEvent(homeworkEvents.passed, (tx, event) => recordResult(tx, 'homework', event));
  for (const type of CARD_CHANGING_EVENTS)
    afterDomainEventCommitted(type, (event) => forgetCentrePages(event.tenantId));
}
