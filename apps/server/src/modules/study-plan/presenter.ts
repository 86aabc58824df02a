// Replies of the study-plan domain: the card SPEC §3 names (the original's `totalPrecent` spelling), the
// detail with stages and items, the lecturer's rows, learners and experiences. Called from routes only.
import type {
  PlanItemKind,
  PlanKind,
  PlanState,
  TStudyPlanCard,
  TStudyPlanDetail,
  TStudyPlanExperience,
  TStudyPlanItem,
  TStudyPlanLearner,
  TStudyPlanRow,
} from '@elearning/shared';
import type { ExperienceRow } from './experience-service.ts';
import type { LearnerPlan, PlanStage } from './learner-service.ts';
import { type LearnerItem, type PlanSummary, planStatus } from './progress-service.ts';
import type { PlanRow } from './queries.ts';

const kindOf = (kind: string) => kind as PlanKind;

/** The plan columns a card shows (the hot list reads only these). */
type CardPlan = Pick<PlanRow, 'id' | 'name' | 'cover_url' | 'start_at' | 'end_at' | 'kind'>;

export function presentCard(plan: CardPlan, summary: PlanSummary): TStudyPlanCard {
  return {
    id: plan.id,
    name: plan.name,
    coverUrl: plan.cover_url,
    startTime: plan.start_at.getTime(),
    endTime: plan.end_at.getTime(),
    status: planStatus(plan),
    totalPrecent: summary.percent,
    kind: kindOf(plan.kind),
    itemNum: summary.itemNum,
    finishNum: summary.finishNum,
  };
}

export const presentMyPlan = (plan: LearnerPlan) => presentCard(plan, plan.summary);

export function presentItem(item: LearnerItem): TStudyPlanItem {
  return {
    id: item.id,
    kind: item.kind as PlanItemKind,
    refId: item.ref_id,
    name: item.name,
    required: item.required,
    dueTime: item.due_at?.getTime() ?? null,
    progress: item.progress,
    state: item.state,
    prerequisiteName: item.prerequisiteName,
  };
}

export function presentDetail(plan: LearnerPlan, stages: PlanStage[]): TStudyPlanDetail {
  return {
    ...presentMyPlan(plan),
    introduction: plan.introduction,
    minElectives: plan.min_electives,
    lecturerName: plan.lecturer_name,
    isFinished: plan.summary.finished,
    stages: stages.map((stage) => ({ id: stage.id, name: stage.name, items: stage.items.map(presentItem) })),
  };
}

export function presentPlanRow(
  row: PlanRow & { item_num: number; learner_num: number; finish_num: number },
): TStudyPlanRow {
  return {
    id: row.id,
    name: row.name,
    coverUrl: row.cover_url,
    kind: kindOf(row.kind),
    state: row.state as PlanState,
    status: planStatus(row),
    startTime: row.start_at.getTime(),
    endTime: row.end_at.getTime(),
    lecturerName: row.lecturer_name,
    categoryId: row.category_id,
    itemNum: row.item_num,
    learnerNum: row.learner_num,
    finishNum: row.finish_num,
    createTime: row.created_at.getTime(),
  };
}

export function presentLearner(row: {
  user_id: number;
  name: string;
  work_no: string;
  org_name: string;
  finished_at: Date | null;
  summary: PlanSummary;
}): TStudyPlanLearner {
  return {
    userId: row.user_id,
    name: row.name,
    workNo: row.work_no,
    orgName: row.org_name,
    totalPrecent: row.summary.percent,
    finishNum: row.summary.finishNum,
    itemNum: row.summary.itemNum,
    isFinished: row.summary.finished,
    finishTime: row.finished_at?.getTime() ?? null,
  };
}

export function presentExperience(row: ExperienceRow): TStudyPlanExperience {
  return {
    id: row.id,
    studyPlanId: row.plan_id,
    planName: row.plan_name,
    userId: row.user_id,
    userName: row.user_name,
    content: row.content,
    createTime: row.created_at.getTime(),
  };
}
