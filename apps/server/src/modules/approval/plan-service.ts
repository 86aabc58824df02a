// Resolving a process into the plan an application follows: the steps whose condition holds for the form,
// each with the people its rule names at submission time (named users, a role's or a position's holders,
// the applicant's org-unit leader or the one above). A step naming nobody stops the submission.
import {
  type ApprovalForm,
  ConditionOp,
  ProcessState,
  type TApprovalFormData,
  type TProcessStep,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow } from '../../db/rows.ts';
import { usersNamedByRule } from '../org/approver-service.ts';
import type { PlanStep } from './queries.ts';

export const processShape = {
  id: col.int,
  name: col.text,
  state: col.text,
  steps: col.json<TProcessStep[]>(),
};

/** The released current process of a form; 409 when the tenant has none. */
export async function currentProcess(db: DbOrTx, tenantId: string, formKey: ApprovalForm) {
  const row = await queryRow(
    db,
    sql`select id, name, state, steps from approval_processes
      where tenant_id = ${tenantId} and form_key = ${formKey} and is_current`,
    processShape,
  );
  if (!row || row.state !== ProcessState.released) throw new AppError('APPROVAL_NO_PROCESS');
  return row;
}

export async function processById(db: DbOrTx, tenantId: string, processId: number) {
  const row = await queryRow(
    db,
    sql`select id, name, state, steps from approval_processes where tenant_id = ${tenantId} and id = ${processId}`,
    processShape,
  );
  if (!row) throw new AppError('APPROVAL_NO_PROCESS');
  return row;
}

function conditionHolds(step: TProcessStep, form: TApprovalFormData): boolean {
  if (!step.condition) return true;
  const raw = form[step.condition.field];
  const value = typeof raw === 'number' ? raw : 0;
  const target = step.condition.value;
  switch (step.condition.op) {
    case ConditionOp.gt:
      return value > target;
    case ConditionOp.gte:
      return value >= target;
    case ConditionOp.lt:
      return value < target;
    case ConditionOp.lte:
      return value <= target;
    default:
      return value === target;
  }
}

/** The plan of an application by `applicantId` with this form data. */
export async function resolvePlan(
  db: DbOrTx,
  tenantId: string,
  steps: TProcessStep[],
  applicantId: number,
  form: TApprovalFormData,
): Promise<PlanStep[]> {
  const plan: PlanStep[] = [];
  for (const step of steps) {
    if (!conditionHolds(step, form)) continue;
    const rule = { kind: step.approverKind, ids: step.approverIds, level: step.level };
    const approverIds = await usersNamedByRule(db, tenantId, rule, applicantId);
    if (approverIds.length === 0) throw new AppError('APPROVAL_NO_APPROVER');
    const ccUserIds = await usersNamedByRule(
      db,
      tenantId,
      { kind: 'user', ids: step.ccUserIds, level: 1 },
      applicantId,
    );
    plan.push({ name: step.name, mode: step.mode, approverIds, ccUserIds });
  }
  if (plan.length === 0) throw new AppError('APPROVAL_NO_APPROVER');
  return plan;
}
