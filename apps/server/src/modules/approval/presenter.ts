// Replies of the approval centre: the tab rows (the ORIGINAL-UI columns), an application's detail with
// what the caller may do, its record lines, and the planning records approved forms left.
import type {
  TApprovalDetail,
  TApprovalOutcome,
  TApprovalRecord,
  TApprovalRow,
  TApprovalStepView,
} from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import type { ApplicationDetail, RecordRow } from './detail-service.ts';
import type { OutcomeRow } from './outcome-service.ts';
import { allowedActions } from './policy.ts';
import type { ListRow } from './queries.ts';

export function presentRow(row: ListRow): TApprovalRow {
  return {
    apprNo: row.id,
    processInstanceId: row.id,
    formKey: row.form_key,
    processName: row.process_name,
    formTitle: row.title,
    userId: row.applicant_id,
    userName: row.applicant_name,
    applyTime: row.created_at,
    completeTime: row.finished_at,
    status: row.status,
    approveUser: row.approvers,
  };
}

export function presentDetail(detail: ApplicationDetail, actor: Actor): TApprovalDetail {
  const { application: a, tasks } = detail;
  const steps: TApprovalStepView[] = a.plan.map((step, index) => ({
    index,
    name: step.name,
    mode: step.mode,
    approvers: tasks
      .filter((task) => task.step_index === index)
      .map((task) => ({ userId: task.approver_id, name: task.name, state: task.state })),
  }));
  const waiting = tasks.filter((task) => task.state === 'waiting').map((task) => task.name);
  return {
    apprNo: a.id,
    processInstanceId: a.id,
    formKey: a.form_key,
    processName: a.process_name,
    formTitle: a.title,
    userId: a.applicant_id,
    userName: a.applicant_name,
    applyTime: a.created_at,
    completeTime: a.finished_at,
    status: a.status,
    approveUser: waiting.join('、'),
    formData: a.form_data,
    attachments: a.attachments,
    currentStep: a.current_step,
    steps,
    ccUsers: detail.ccNames,
    ...allowedActions(a, actor, detail.waitingOnMe),
  };
}

export function presentRecord(row: RecordRow): TApprovalRecord {
  return {
    id: row.id,
    action: row.action,
    stepName: row.step_name,
    userId: row.user_id,
    userName: row.name,
    comment: row.comment,
    createTime: row.created_at,
  };
}

export function presentOutcome(row: OutcomeRow): TApprovalOutcome {
  return {
    id: row.id,
    apprNo: row.application_id,
    formKey: row.form_key,
    userId: row.user_id,
    userName: row.user_name,
    data: row.data,
    createTime: row.created_at,
  };
}
