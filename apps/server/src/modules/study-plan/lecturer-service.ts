// The lecturer tab's and the back office's shared plan calls: the plans one manages, a plan's learners
// with their progress, one learner's items, publishing / stopping and deleting with its checks. A lecturer
// without the back-office code (`scope` null) manages only the plans they are the lecturer of.
import { PlanState, PlanStatusChange, type TPlanLearners, type TStudyPlanList } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { DataScope } from '../../core/data-scope.ts';
import { usersTargetedBy } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { subtreeOf } from './category-service.ts';
import { planManagedBy, requireAudience, requireDeletable, requireFound } from './policy.ts';
import { groupItems, loadItemProgress, summarise, withStates } from './progress-service.ts';
import { itemProgress, planColumns, planJoins, planShape } from './queries.ts';
import { forgetMyPlanPages } from './queries-my-plans.ts';

/** SQL subquery: the users plan `planId`'s audience reaches. */
export function audienceOf(tenantId: string, planId: number | ReturnType<typeof sql>) {
  return usersTargetedBy(
    tenantId,
    sql`(select t.target_type, t.target_id from study_plan_targets t where t.tenant_id = ${tenantId} and t.plan_id = ${planId})`,
  );
}

export const planRowShape = { ...planShape, item_num: col.int, learner_num: col.int, finish_num: col.int };

export async function listManagedPlans(db: Db, actor: Actor, scope: DataScope | null, query: TStudyPlanList) {
  const { limit, offset } = pageWindow(query);
  const name = query.name ? sql`and p.name ilike ${`%${query.name}%`}` : sql``;
  const category =
    query.categoryId === undefined
      ? sql``
      : sql`and p.category_id in ${subtreeOf(actor.tenantId, query.categoryId)}`;
  const rows = await queryRows(
    db,
    sql`select ${planColumns},
        (select count(*) from study_plan_items i where i.plan_id = p.id)::int as item_num,
        (select count(*) from ${audienceOf(actor.tenantId, sql`p.id`)} a)::int as learner_num,
        (select count(*) from study_plan_completions c where c.plan_id = p.id)::int as finish_num,
        (count(*) over ())::int as total_num
      from study_plans p ${planJoins}
      where ${planManagedBy(actor, scope)} ${name} ${category}
      order by p.created_at desc, p.id desc limit ${limit} offset ${offset}`,
    { ...planRowShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function requireManagedPlan(db: DbOrTx, actor: Actor, scope: DataScope | null, id: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${planColumns} from study_plans p ${planJoins} where p.id = ${id} and ${planManagedBy(actor, scope)}`,
      planShape,
    ),
  );
}

const learnerShape = {
  user_id: col.int,
  name: col.text,
  work_no: col.text,
  org_name: col.text,
  finished_at: col.dateOrNull,
};

/** A plan's learners (its audience), each with their progress; `limit` null = all (the export). */
export async function listPlanLearners(
  db: Db,
  actor: Actor,
  scope: DataScope | null,
  query: TPlanLearners,
  all = false,
) {
  const plan = await requireManagedPlan(db, actor, scope, query.id);
  const { limit, offset } = all ? { limit: 10_000, offset: 0 } : pageWindow(query);
  const name = query.name ? sql`and u.name ilike ${`%${query.name}%`}` : sql``;
  const rows = await queryRows(
    db,
    sql`select u.id as user_id, u.name, u.work_no, coalesce(o.name, '') as org_name, c.completed_at as finished_at,
        (count(*) over ())::int as total_num
      from users u left join organisations o on o.id = u.org_id
      left join study_plan_completions c on c.plan_id = ${plan.id} and c.user_id = u.id
      where u.id in ${audienceOf(actor.tenantId, plan.id)} ${name}
      order by u.name, u.id limit ${limit} offset ${offset}`,
    { ...learnerShape, total_num: col.int },
  );
  const groups = groupItems(
    await loadItemProgress(
      db,
      actor.tenantId,
      [plan.id],
      rows.map((row) => row.user_id),
    ),
  );
  const learners = rows.map((row) => ({
    ...row,
    summary: summarise(plan, groups.get(`${plan.id}:${row.user_id}`) ?? []),
  }));
  return { plan, rows: learners, totalNum: rows[0]?.total_num ?? 0 };
}

/** One learner of a plan one manages, with their items; a user outside the audience is a 404. */
export async function getLearnerInfo(
  db: Db,
  actor: Actor,
  scope: DataScope | null,
  id: number,
  userId: number,
) {
  const plan = await requireManagedPlan(db, actor, scope, id);
  const learner = requireFound(
    await queryRow(
      db,
      sql`select u.id as user_id, u.name, u.work_no, coalesce(o.name, '') as org_name, c.completed_at as finished_at
        from users u left join organisations o on o.id = u.org_id
        left join study_plan_completions c on c.plan_id = ${plan.id} and c.user_id = u.id
        where u.id = ${userId} and u.id in ${audienceOf(actor.tenantId, plan.id)}`,
      learnerShape,
    ),
  );
  const items = withStates(await loadItemProgress(db, actor.tenantId, [plan.id], [userId]));
  return { plan, learner, items, summary: summarise(plan, items) };
}

export async function changePlanStatus(
  db: Db,
  actor: Actor,
  scope: DataScope | null,
  id: number,
  status: number,
) {
  const plan = await requireManagedPlan(db, actor, scope, id);
  const state = status === PlanStatusChange.publish ? PlanState.published : PlanState.stopped;
  if (state === PlanState.published) {
    const targets = await queryRow(
      db,
      sql`select count(*)::int as n from study_plan_targets where tenant_id = ${actor.tenantId} and plan_id = ${id}`,
      { n: col.int },
    );
    requireAudience(targets?.n ?? 0);
  }
  await db.transaction(async (tx) => {
    await runStatement(
      tx,
      sql`update study_plans set state = ${state}, updated_at = now() where id = ${plan.id} and tenant_id = ${actor.tenantId}`,
    );
    await recordAudit(tx, actor, {
      module: 'studyPlan',
      action: state,
      entityType: 'studyPlan',
      entityId: plan.id,
      before: { state: plan.state },
      after: { state },
    });
  });
  forgetMyPlanPages(actor.tenantId);
  return state;
}

export async function deleteManagedPlan(db: Db, actor: Actor, scope: DataScope | null, id: number) {
  const plan = await requireManagedPlan(db, actor, scope, id);
  const started = await queryRow(
    db,
    sql`select count(*)::int as n from ${audienceOf(actor.tenantId, plan.id)} a
      where exists (select 1 from study_plan_items i where i.plan_id = ${plan.id}
        and ${itemProgress(actor.tenantId, sql`a.id`)} > 0)`,
    { n: col.int },
  );
  requireDeletable(plan, started?.n ?? 0);
  await db.transaction(async (tx) => {
    await runStatement(
      tx,
      sql`delete from study_plans where id = ${plan.id} and tenant_id = ${actor.tenantId}`,
    );
    await recordAudit(tx, actor, {
      module: 'studyPlan',
      action: 'delete',
      entityType: 'studyPlan',
      entityId: plan.id,
      before: plan,
    });
  });
  forgetMyPlanPages(actor.tenantId);
}
