// What the exam and homework domains report that a training's assessment needs (issue 11 §1): a learner
// passed an exam (exam.passed) or a homework (homework.passed). The training keeps its own record of it, so
// the assessment never reads those domains' tables; the dedupe of the events and the unique row make a
// repeated event harmless.
import { examEvents, homeworkEvents } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { type DomainEvent, onDomainEvent } from '../../core/domain-events.ts';
import type { DbOrTx } from '../../db/client.ts';
import { runStatement } from '../../db/rows.ts';

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
}
