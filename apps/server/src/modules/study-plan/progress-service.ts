// A learner's progress in a plan, derived from the items' own records when read (SPEC §4: status by the
// window, 100 % shows the completed stamp). The first time a learner is seen complete, the completion row
// and the 'studyPlan.completed' event are written in one transaction (once: the row's key and the event's
// dedupe key both hold).
import { PLAN_COMPLETE_PERCENT, PlanItemState, PlanStatus, studyPlanEvents } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { type ItemProgressRow, itemColumns, itemProgress, itemProgressShape } from './queries.ts';

export type LearnerItem = ItemProgressRow & { state: PlanItemState; prerequisiteName: string };
export type PlanSummary = { percent: number; finishNum: number; itemNum: number; finished: boolean };

/** SPEC §4: 1 before the start, 3 after the end, 2 between. */
export function planStatus(plan: { start_at: Date; end_at: Date }, now = Date.now()): PlanStatus {
  if (now < plan.start_at.getTime()) return PlanStatus.notStarted;
  if (now > plan.end_at.getTime()) return PlanStatus.ended;
  return PlanStatus.inProgress;
}

/**
 * The plan's percent: every required item and the best `min_electives` electives weigh the same. A plan
 * of electives only without a minimum counts all its items. Complete: all required items and the minimum
 * of electives at 100.
 */
export function summarise(
  plan: { kind: string; min_electives: number },
  items: readonly { required: boolean; progress: number }[],
): PlanSummary {
  const required = items.filter((item) => item.required);
  const electives = items.filter((item) => !item.required).map((item) => item.progress);
  const minimum = Math.min(plan.min_electives, electives.length);
  const counted =
    required.length === 0 && minimum === 0
      ? items.map((item) => item.progress)
      : [...required.map((item) => item.progress), ...electives.sort((a, b) => b - a).slice(0, minimum)];
  const percent =
    counted.length === 0 ? 0 : Math.floor(counted.reduce((sum, p) => sum + p, 0) / counted.length);
  const finishNum = items.filter((item) => item.progress >= PLAN_COMPLETE_PERCENT).length;
  const finished = counted.length > 0 && counted.every((p) => p >= PLAN_COMPLETE_PERCENT);
  return {
    percent: finished ? PLAN_COMPLETE_PERCENT : Math.min(percent, 99),
    finishNum,
    itemNum: items.length,
    finished,
  };
}

/** Items of one learner with their state: locked while the prerequisite item is not complete. */
export function withStates(items: readonly ItemProgressRow[]): LearnerItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return items.map((item) => {
    const before = item.prerequisite_item_id === null ? undefined : byId.get(item.prerequisite_item_id);
    const locked = before !== undefined && before.progress < PLAN_COMPLETE_PERCENT;
    const state = locked
      ? PlanItemState.locked
      : item.progress >= PLAN_COMPLETE_PERCENT
        ? PlanItemState.done
        : item.progress > 0
          ? PlanItemState.doing
          : PlanItemState.todo;
    return { ...item, state, prerequisiteName: locked ? before.name : '' };
  });
}

/** The items of the plans with each learner's progress, in plan order. */
export async function loadItemProgress(
  db: DbOrTx,
  tenantId: string,
  planIds: readonly number[],
  userIds: readonly number[],
): Promise<ItemProgressRow[]> {
  if (planIds.length === 0 || userIds.length === 0) return [];
  const plans = sql.join(
    planIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const users = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows(
    db,
    sql`select ${itemColumns}, u.id as user_id, ${itemProgress(tenantId, sql`u.id`)} as progress
      from study_plan_items i
      join users u on u.tenant_id = ${tenantId} and u.id in (${users})
      left join study_plan_stages s on s.id = i.stage_id
      where i.tenant_id = ${tenantId} and i.plan_id in (${plans})
      order by i.plan_id, coalesce(s.sort_order, 0), i.sort_order, i.id`,
    itemProgressShape,
  );
}

/** Groups rows by `plan:user`. */
export function groupItems(rows: readonly ItemProgressRow[]): Map<string, ItemProgressRow[]> {
  const groups = new Map<string, ItemProgressRow[]>();
  for (const row of rows) {
    const key = `${row.plan_id}:${row.user_id}`;
    const group = groups.get(key) ?? [];
    group.push(row);
    groups.set(key, group);
  }
  return groups;
}

/** Records a learner's completion of a plan once, with its event; true when it is new. */
export async function recordCompletion(
  db: DbOrTx,
  tenantId: string,
  plan: { id: number; name: string },
  userId: number,
): Promise<boolean> {
  const write = async (tx: DbOrTx) => {
    const rows = await queryRows(
      tx,
      sql`insert into study_plan_completions (tenant_id, plan_id, user_id) values (${tenantId}, ${plan.id}, ${userId})
        on conflict do nothing returning plan_id`,
      { plan_id: col.int },
    );
    if (rows.length === 0) return false;
    await emitDomainEvent(tx, {
      tenantId,
      type: studyPlanEvents.completed,
      userId,
      subjectType: 'studyPlan',
      subjectId: plan.id,
      dedupeKey: `${studyPlanEvents.completed}:${plan.id}:${userId}`,
      data: { planId: plan.id, planName: plan.name },
    });
    return true;
  };
  return db.transaction(write);
}
