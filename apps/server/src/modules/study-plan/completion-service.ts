// Completions seen through other domains' events: when a learner passes an exam, attends a live, completes
// a training or submits homework, every published plan of theirs holding that item is re-read and the
// completion recorded when it is now complete. A course's completion is not consumed here: its plans complete
// when the learner next opens My Task or the plan (learner-service reads and records the same way).
// Each of these events, and a course's completion, changes what the learner's kept list shows (progress
// read from the other domain's records, the completion recorded here): the kept pages are dropped once the
// handling transaction has committed, so they are not refilled with the old state before it.
import {
  courseEvents,
  examEvents,
  homeworkEvents,
  liveEvents,
  PlanItemKind,
  PlanState,
  trainingEvents,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterDomainEventCommitted, type DomainEvent, onDomainEvent } from '../../core/domain-events.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { groupItems, loadItemProgress, recordCompletion, summarise } from './progress-service.ts';
import { forgetMyPlanPages } from './queries-my-plans.ts';

const CONSUMED: { type: string; kind: PlanItemKind; refKey: string }[] = [
  { type: examEvents.passed, kind: PlanItemKind.exam, refKey: 'examId' },
  { type: liveEvents.attended, kind: PlanItemKind.live, refKey: 'liveId' },
  { type: trainingEvents.completed, kind: PlanItemKind.training, refKey: 'trainingId' },
  { type: homeworkEvents.submitted, kind: PlanItemKind.homework, refKey: 'homeworkId' },
];

/** Records completions of the plans holding item (kind, refId) for the learner. */
export async function completePlansHolding(
  tx: DbOrTx,
  tenantId: string,
  userId: number,
  kind: string,
  refId: number,
) {
  const plans = await queryRows(
    tx,
    sql`select distinct p.id, p.name, p.kind, p.min_electives from study_plans p
      join study_plan_items i on i.plan_id = p.id and i.kind = ${kind} and i.ref_id = ${refId}
      where p.tenant_id = ${tenantId} and p.state = ${PlanState.published}
        and not exists (select 1 from study_plan_completions c where c.plan_id = p.id and c.user_id = ${userId})`,
    { id: col.int, name: col.text, kind: col.text, min_electives: col.int },
  );
  if (plans.length === 0) return;
  const groups = groupItems(
    await loadItemProgress(
      tx,
      tenantId,
      plans.map((plan) => plan.id),
      [userId],
    ),
  );
  for (const plan of plans) {
    if (summarise(plan, groups.get(`${plan.id}:${userId}`) ?? []).finished)
      await recordCompletion(tx, tenantId, plan, userId);
  }
}

function refOf(event: DomainEvent, key: string): number {
  const value = event.data[key];
  return typeof value === 'number' ? value : event.subjectId;
}

let registered = false;

/** Registers the consumers once per process. */
export function consumeCompletionEvents() {
  if (registered) return;
  registered = true;
  for (const { type, kind, refKey } of CONSUMED) {
    onDomainEvent(type, async (tx, event) => {
      if (event.userId === null) return;
      await completePlansHolding(tx, event.tenantId, event.userId, kind, refOf(event, refKey));
    });
  }
  for (const type of [...CONSUMED.map((entry) => entry.type), courseEvents.completed])
    afterDomainEventCommitted(type, (event) => forgetMyPlanPages(event.tenantId));
}
