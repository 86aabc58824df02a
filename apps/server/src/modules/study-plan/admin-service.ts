// Back-office authoring of study plans: create and edit (stages, items with due dates and prerequisites,
// the audience), load for the editor, and the options to choose items from. One transaction per save; the
// item names are copied from their records; audited; inside the caller's data scope.

import { PlanState, type TStudyPlanSave } from '@elearning/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { DataScope } from '../../core/data-scope.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { studyPlanItems, studyPlanStages, studyPlans, studyPlanTargets } from '../../db/schema/index.ts';
import { indexSearchDocument, studyPlanSearchDoc } from '../search/index-service.ts';
import { requireCategory } from './category-service.ts';
import { requireManagedPlan } from './lecturer-service.ts';
import { requireAudience } from './policy.ts';
import { itemColumns, itemShape } from './queries.ts';
import { forgetMyPlanPages } from './queries-my-plans.ts';
import { REF_SOURCES } from './queries-refs.ts';

const TARGET_TABLES = {
  user: sql`users`,
  org: sql`organisations`,
  position: sql`positions`,
  group: sql`user_groups`,
} as const;

async function refName(tx: DbOrTx, tenantId: string, kind: keyof typeof REF_SOURCES, refId: number) {
  const source = REF_SOURCES[kind];
  const row = await queryRow(
    tx,
    sql`select ${source.name} as name from ${source.from} where r.tenant_id = ${tenantId} and r.id = ${refId}
      and ${source.usable}`,
    { name: col.text },
  );
  return row?.name ?? null;
}

async function checkInput(tx: DbOrTx, tenantId: string, input: TStudyPlanSave) {
  const items = input.stages.flatMap((stage) => stage.items);
  const electives = items.filter((item) => !item.required).length;
  if (input.minElectives > electives) throw new AppError('STUDY_PLAN_ELECTIVES_TOO_MANY');
  // Another tenant's category is not found; a disabled one still files an existing plan.
  if (input.categoryId !== undefined) await requireCategory(tx, tenantId, input.categoryId);
  for (const [index, item] of items.entries()) {
    if (item.prerequisite !== undefined && item.prerequisite >= index)
      throw new AppError('STUDY_PLAN_PREREQUISITE_INVALID', {
        params: { field: `items.${index}.prerequisite` },
      });
  }
  for (const [index, target] of input.targets.entries()) {
    const found = await queryRow(
      tx,
      sql`select 1 as one from ${TARGET_TABLES[target.targetType]} where tenant_id = ${tenantId} and id = ${target.targetId}`,
      { one: col.int },
    );
    if (!found) throw new AppError('STUDY_PLAN_TARGET_NOT_FOUND', { params: { field: `targets.${index}` } });
  }
  if (input.publish) requireAudience(input.targets.length);
}

async function writeContent(tx: DbOrTx, tenantId: string, planId: number, input: TStudyPlanSave) {
  await tx
    .delete(studyPlanStages)
    .where(and(eq(studyPlanStages.tenantId, tenantId), eq(studyPlanStages.planId, planId)));
  await tx
    .delete(studyPlanItems)
    .where(and(eq(studyPlanItems.tenantId, tenantId), eq(studyPlanItems.planId, planId)));
  await tx
    .delete(studyPlanTargets)
    .where(and(eq(studyPlanTargets.tenantId, tenantId), eq(studyPlanTargets.planId, planId)));
  const ids: number[] = [];
  let order = 0;
  for (const [stageIndex, stage] of input.stages.entries()) {
    const [stageRow] = await tx
      .insert(studyPlanStages)
      .values({ tenantId, planId, name: stage.name, sortOrder: stageIndex })
      .returning({ id: studyPlanStages.id });
    for (const item of stage.items) {
      const name = await refName(tx, tenantId, item.kind, item.refId);
      if (name === null)
        throw new AppError('STUDY_PLAN_ITEM_NOT_FOUND', { params: { field: `items.${order}` } });
      const before = item.prerequisite === undefined ? null : (ids[item.prerequisite] ?? null);
      const [row] = await tx
        .insert(studyPlanItems)
        .values({
          tenantId,
          planId,
          stageId: stageRow?.id ?? null,
          kind: item.kind,
          refId: item.refId,
          name,
          required: item.required,
          sortOrder: order,
          dueAt: item.dueTime === undefined ? null : new Date(item.dueTime),
          prerequisiteItemId: before,
        })
        .returning({ id: studyPlanItems.id });
      if (row) ids.push(row.id);
      order += 1;
    }
  }
  const unique = new Map(input.targets.map((t) => [`${t.targetType}:${t.targetId}`, t]));
  if (unique.size > 0)
    await tx.insert(studyPlanTargets).values(
      [...unique.values()].map((t) => ({
        tenantId,
        planId,
        targetType: t.targetType,
        targetId: t.targetId,
      })),
    );
}

function columnsOf(input: TStudyPlanSave) {
  return {
    name: input.name,
    coverUrl: input.coverUrl,
    introduction: input.introduction ?? '',
    kind: input.kind,
    startAt: new Date(input.startTime),
    endAt: new Date(input.endTime),
    minElectives: input.minElectives,
    remindDays: input.remindDays,
    lecturerId: input.lecturerId ?? null,
    categoryId: input.categoryId ?? null,
    updatedAt: new Date(),
  };
}

/** Creates a plan (a draft, or published with `publish`); returns its id. */
export async function addPlan(db: Db, actor: Actor, input: TStudyPlanSave) {
  const id = await db.transaction(async (tx) => {
    await checkInput(tx, actor.tenantId, input);
    const [plan] = await tx
      .insert(studyPlans)
      .values({
        tenantId: actor.tenantId,
        ...columnsOf(input),
        state: input.publish ? PlanState.published : PlanState.draft,
        orgId: actor.orgId,
        creatorId: actor.userId,
      })
      .returning({ id: studyPlans.id });
    if (!plan) throw new AppError('NOT_FOUND');
    await writeContent(tx, actor.tenantId, plan.id, input);
    await indexSearchDocument(tx, studyPlanSearchDoc(actor.tenantId, plan.id, input));
    await recordAudit(tx, actor, {
      module: 'studyPlan',
      action: 'create',
      entityType: 'studyPlan',
      entityId: plan.id,
      after: input,
    });
    return plan.id;
  });
  // Published at once, it is on its learners' lists now.
  forgetMyPlanPages(actor.tenantId);
  return id;
}

/** Replaces a plan's fields, stages, items and audience. */
export async function updatePlan(
  db: Db,
  actor: Actor,
  scope: DataScope,
  input: TStudyPlanSave & { id: number },
) {
  const before = await requireManagedPlan(db, actor, scope, input.id);
  await db.transaction(async (tx) => {
    await checkInput(tx, actor.tenantId, input);
    const state = input.publish ? PlanState.published : before.state;
    await tx
      .update(studyPlans)
      .set({ ...columnsOf(input), state })
      .where(and(eq(studyPlans.tenantId, actor.tenantId), eq(studyPlans.id, input.id)));
    await writeContent(tx, actor.tenantId, input.id, input);
    await indexSearchDocument(tx, studyPlanSearchDoc(actor.tenantId, input.id, input));
    await recordAudit(tx, actor, {
      module: 'studyPlan',
      action: 'update',
      entityType: 'studyPlan',
      entityId: input.id,
      before,
      after: input,
    });
  });
  forgetMyPlanPages(actor.tenantId);
  return input.id;
}

/** The plan as the editor loads it: fields, stages with items, audience with names. */
export async function getPlanForEdit(db: Db, actor: Actor, scope: DataScope, id: number) {
  const plan = await requireManagedPlan(db, actor, scope, id);
  const stages = await queryRows(
    db,
    sql`select id, name from study_plan_stages where tenant_id = ${actor.tenantId} and plan_id = ${id} order by sort_order, id`,
    { id: col.int, name: col.text },
  );
  const items = await queryRows(
    db,
    sql`select ${itemColumns} from study_plan_items i where i.tenant_id = ${actor.tenantId} and i.plan_id = ${id}
      order by i.sort_order, i.id`,
    itemShape,
  );
  const targets = await listTargets(db, actor.tenantId, id);
  return { plan, stages, items, targets };
}

/** The audience with each entry's name; `type` keeps one kind (participantOrgs, …Positions, …Users). */
export async function listTargets(db: DbOrTx, tenantId: string, planId: number, type?: string) {
  const only = type ? sql`and t.target_type = ${type}` : sql``;
  return queryRows(
    db,
    sql`select t.target_type, t.target_id, coalesce(case t.target_type
        when 'user' then (select u.name from users u where u.id = t.target_id)
        when 'org' then (select o.name from organisations o where o.id = t.target_id)
        when 'position' then (select p.name from positions p where p.id = t.target_id)
        when 'group' then (select g.name from user_groups g where g.id = t.target_id) end, '') as name
      from study_plan_targets t where t.tenant_id = ${tenantId} and t.plan_id = ${planId} ${only} order by t.id`,
    { target_type: col.text, target_id: col.int, name: col.text },
  );
}

/** Records of one kind to put in a plan, by name. */
export async function listItemOptions(
  db: Db,
  actor: Actor,
  kind: keyof typeof REF_SOURCES,
  name: string | undefined,
) {
  const source = REF_SOURCES[kind];
  const like = name ? sql`and ${source.name} ilike ${`%${name}%`}` : sql``;
  return queryRows(
    db,
    sql`select r.id, ${source.name} as name from ${source.from} where r.tenant_id = ${actor.tenantId} and ${source.usable} ${like}
      order by r.id desc limit 50`,
    { id: col.int, name: col.text },
  );
}

/** Audience entries of one kind to choose, by name. */
export async function listAudienceOptions(
  db: Db,
  actor: Actor,
  type: keyof typeof TARGET_TABLES,
  name?: string,
) {
  const like = name ? sql`and name ilike ${`%${name}%`}` : sql``;
  return queryRows(
    db,
    sql`select id, name from ${TARGET_TABLES[type]} where tenant_id = ${actor.tenantId} ${like} order by id limit 50`,
    { id: col.int, name: col.text },
  );
}
