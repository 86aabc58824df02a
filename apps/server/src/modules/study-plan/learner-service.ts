// The learner's side of study plans: my plans (the My Task sub-tab, page size 10), one plan with its stages
// and each item's state (/learningPlanDetail), the courses of my plans, and my learning experiences.
import { PlanItemKind, type TExperienceSave, type TMyPlans, type TPlanCourses } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { studyPlanExperiences } from '../../db/schema/index.ts';
import { planOpenTo, requireFound } from './policy.ts';
import {
  groupItems,
  type LearnerItem,
  loadItemProgress,
  type PlanSummary,
  recordCompletion,
  summarise,
  withStates,
} from './progress-service.ts';
import { type PlanRow, planColumns, planJoins, planShape } from './queries.ts';
import { forgetMyPlanPages } from './queries-my-plans.ts';

export type LearnerPlan = PlanRow & { summary: PlanSummary };

/** Adds each plan's summary for the learner, and records completions seen for the first time. */
async function withSummaries(db: Db, actor: Actor, plans: PlanRow[]): Promise<LearnerPlan[]> {
  const ids = plans.map((plan) => plan.id);
  const groups = groupItems(await loadItemProgress(db, actor.tenantId, ids, [actor.userId]));
  const done = new Set(
    ids.length === 0
      ? []
      : (
          await queryRows(
            db,
            sql`select plan_id from study_plan_completions where tenant_id = ${actor.tenantId}
              and user_id = ${actor.userId} and plan_id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`,
            { plan_id: col.int },
          )
        ).map((row) => row.plan_id),
  );
  const result: LearnerPlan[] = [];
  for (const plan of plans) {
    const summary = summarise(plan, groups.get(`${plan.id}:${actor.userId}`) ?? []);
    if (
      summary.finished &&
      !done.has(plan.id) &&
      (await recordCompletion(db, actor.tenantId, plan, actor.userId))
    )
      forgetMyPlanPages(actor.tenantId);
    result.push({ ...plan, summary });
  }
  return result;
}

/** My published plans, the newest window first. */
export async function listMyPlans(db: Db, actor: Actor, query: TMyPlans, requiredOnly = false) {
  const { limit, offset } = pageWindow(query);
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const kind = requiredOnly ? sql`and p.kind = 'required'` : sql``;
  const rows = await queryRows(
    db,
    sql`select ${planColumns}, (count(*) over ())::int as total_num from study_plans p ${planJoins}
      where ${planOpenTo(actor, orgLine)} ${kind}
      order by p.end_at desc, p.id desc limit ${limit} offset ${offset}`,
    { ...planShape, total_num: col.int },
  );
  return { rows: await withSummaries(db, actor, rows), totalNum: rows[0]?.total_num ?? 0 };
}

async function requireMyPlan(db: DbOrTx, actor: Actor, id: number): Promise<PlanRow> {
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  return requireFound(
    await queryRow(
      db,
      sql`select ${planColumns} from study_plans p ${planJoins} where p.id = ${id} and ${planOpenTo(actor, orgLine)}`,
      planShape,
    ),
  );
}

export type PlanStage = { id: number; name: string; items: LearnerItem[] };

/** Stages in order, each with its items; items without a stage form one unnamed stage first. */
export async function stagesOf(db: DbOrTx, tenantId: string, planId: number, items: LearnerItem[]) {
  const stages = await queryRows(
    db,
    sql`select id, name from study_plan_stages where tenant_id = ${tenantId} and plan_id = ${planId}
      order by sort_order, id`,
    { id: col.int, name: col.text },
  );
  const loose = items.filter((item) => item.stage_id === null);
  const grouped: PlanStage[] = stages.map((stage) => ({
    ...stage,
    items: items.filter((item) => item.stage_id === stage.id),
  }));
  return loose.length > 0 ? [{ id: 0, name: '', items: loose }, ...grouped] : grouped;
}

/** One of my plans with its stages and each item's progress and state. */
export async function getMyPlan(db: Db, actor: Actor, id: number) {
  const plan = await requireMyPlan(db, actor, id);
  const items = withStates(await loadItemProgress(db, actor.tenantId, [id], [actor.userId]));
  const [withSummary] = await withSummaries(db, actor, [plan]);
  return { plan: requireFound(withSummary), stages: await stagesOf(db, actor.tenantId, id, items) };
}

/** The courses of one plan of mine, or of all of them. */
export async function listMyPlanCourses(db: Db, actor: Actor, query: TPlanCourses) {
  const { limit, offset } = pageWindow(query);
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const one = query.studyPlanId === undefined ? sql`` : sql`and p.id = ${query.studyPlanId}`;
  const rows = await queryRows(
    db,
    sql`select i.ref_id as course_id, i.name as course_name, p.id as plan_id, p.name as plan_name,
        (count(*) over ())::int as total_num
      from study_plan_items i join study_plans p on p.id = i.plan_id
      where i.kind = ${PlanItemKind.course} and ${planOpenTo(actor, orgLine)} ${one}
      order by p.id, i.sort_order, i.id limit ${limit} offset ${offset}`,
    { course_id: col.int, course_name: col.text, plan_id: col.int, plan_name: col.text, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function saveMyExperience(db: Db, actor: Actor, input: TExperienceSave) {
  await requireMyPlan(db, actor, input.studyPlanId);
  const [row] = await db
    .insert(studyPlanExperiences)
    .values({
      tenantId: actor.tenantId,
      planId: input.studyPlanId,
      userId: actor.userId,
      content: input.content,
    })
    .returning({ id: studyPlanExperiences.id });
  return requireFound(row).id;
}
