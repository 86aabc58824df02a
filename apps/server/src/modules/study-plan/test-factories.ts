// Test factories of the study-plan domain, written straight into the test's real database: a plan with
// stages and items (courses, exams, …) handed to an audience, in a window around now; the learners' kept
// list pages are dropped after it, as the services do.
import { type PlanItemKind, PlanKind, PlanState } from '@elearning/shared';
import { studyPlanItems, studyPlanStages, studyPlans, studyPlanTargets } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { uniqueSuffix } from '../../test/factories.ts';
import { forgetMyPlanPages } from './queries-my-plans.ts';

const DAY = 86_400_000;

export type FactoryItem = {
  kind: PlanItemKind;
  refId: number;
  name?: string;
  required?: boolean;
  /** Index of the plan's item that must be done first. */
  prerequisite?: number;
};

export type StudyPlanOptions = {
  tenantId?: string;
  name?: string;
  kind?: PlanKind;
  state?: PlanState;
  /** Days from now. */
  startInDays?: number;
  endInDays?: number;
  minElectives?: number;
  /** Days before the end when unfinished learners are reminded. */
  remindDays?: number;
  categoryId?: number | null;
  lecturerId?: number | null;
  creatorId?: number | null;
  items?: FactoryItem[];
  targets?: { type: 'user' | 'org' | 'position' | 'group'; id: number }[];
};

/** A published plan (by default) of one stage holding `items`, open from yesterday to 30 days on. */
export async function makeStudyPlan(testApp: TestApp, options: StudyPlanOptions = {}) {
  const db = testApp.database.db;
  const tenantId = options.tenantId ?? 'learn';
  const [plan] = await db
    .insert(studyPlans)
    .values({
      tenantId,
      name: options.name ?? `Plan ${uniqueSuffix()}`,
      kind: options.kind ?? PlanKind.required,
      state: options.state ?? PlanState.published,
      startAt: new Date(Date.now() + (options.startInDays ?? -1) * DAY),
      endAt: new Date(Date.now() + (options.endInDays ?? 30) * DAY),
      minElectives: options.minElectives ?? 0,
      remindDays: options.remindDays ?? 0,
      categoryId: options.categoryId ?? null,
      lecturerId: options.lecturerId ?? null,
      creatorId: options.creatorId ?? null,
    })
    .returning();
  if (!plan) throw new Error('makeStudyPlan: no row');
  const [stage] = await db
    .insert(studyPlanStages)
    .values({ tenantId, planId: plan.id, name: 'Stage 1', sortOrder: 0 })
    .returning();
  const ids: number[] = [];
  for (const [index, item] of (options.items ?? []).entries()) {
    const [row] = await db
      .insert(studyPlanItems)
      .values({
        tenantId,
        planId: plan.id,
        stageId: stage?.id ?? null,
        kind: item.kind,
        refId: item.refId,
        name: item.name ?? `Item ${index + 1}`,
        required: item.required ?? true,
        sortOrder: index,
        prerequisiteItemId: item.prerequisite === undefined ? null : (ids[item.prerequisite] ?? null),
      })
      .returning();
    if (row) ids.push(row.id);
  }
  const targets = options.targets ?? [];
  if (targets.length > 0)
    await db
      .insert(studyPlanTargets)
      .values(targets.map((t) => ({ tenantId, planId: plan.id, targetType: t.type, targetId: t.id })));
  // Written past the services: drop the kept list pages as the services' writes do.
  forgetMyPlanPages(tenantId);
  return { ...plan, itemIds: ids };
}
