// Back-office replies: the plan as the editor loads it, and the progress report's spreadsheet columns.
import type { PlanItemKind, PlanKind, PlanState, TStudyPlanEdit, TStudyPlanLearner } from '@elearning/shared';
import type { ExportColumn } from '../spreadsheet/write-service.ts';
import type { getPlanForEdit } from './admin-service.ts';

export function presentEdit(loaded: Awaited<ReturnType<typeof getPlanForEdit>>): TStudyPlanEdit {
  const { plan, stages, items, targets } = loaded;
  const index = new Map(items.map((item, position) => [item.id, position]));
  return {
    id: plan.id,
    name: plan.name,
    coverUrl: plan.cover_url,
    introduction: plan.introduction,
    kind: plan.kind as PlanKind,
    state: plan.state as PlanState,
    startTime: plan.start_at.getTime(),
    endTime: plan.end_at.getTime(),
    minElectives: plan.min_electives,
    remindDays: plan.remind_days,
    lecturerId: plan.lecturer_id,
    categoryId: plan.category_id,
    stages: stages.map((stage) => ({
      name: stage.name,
      items: items
        .filter((item) => item.stage_id === stage.id)
        .map((item) => ({
          kind: item.kind as PlanItemKind,
          refId: item.ref_id,
          name: item.name,
          required: item.required,
          dueTime: item.due_at?.getTime() ?? null,
          prerequisite:
            item.prerequisite_item_id === null ? null : (index.get(item.prerequisite_item_id) ?? null),
        })),
    })),
    targets: targets.map((t) => ({ targetType: t.target_type, targetId: t.target_id, name: t.name })),
  };
}

export const progressColumns: ExportColumn[] = [
  { key: 'name', header: { 'zh-CN': '姓名', en: 'Name' } },
  { key: 'workNo', header: { 'zh-CN': '工号', en: 'Employee no.' } },
  { key: 'orgName', header: { 'zh-CN': '组织', en: 'Org unit' } },
  { key: 'progress', header: { 'zh-CN': '完成进度', en: 'Progress' } },
  { key: 'finished', header: { 'zh-CN': '完成项/总项', en: 'Items done' } },
  { key: 'state', header: { 'zh-CN': '状态', en: 'State' } },
];

export function progressRecord(learner: TStudyPlanLearner, lang: 'zh-CN' | 'en') {
  const done = lang === 'en' ? 'Completed' : '已完成';
  const open = lang === 'en' ? 'Not completed' : '未完成';
  return {
    name: learner.name,
    workNo: learner.workNo,
    orgName: learner.orgName,
    progress: `${learner.totalPrecent}%`,
    finished: `${learner.finishNum}/${learner.itemNum}`,
    state: learner.isFinished ? done : open,
  };
}
