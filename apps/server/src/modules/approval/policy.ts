// Who may see and act on an application. Visible: the applicant, anyone with a task in it (any round) and
// anyone copied; everyone else — another tenant's or another user's application — gets a 404. Acting on
// the current step needs a waiting task of one's own there (403 otherwise); withdrawing, resubmitting and
// urging are the applicant's.
import { ApprovalStatus } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';

/** SQL: application `a` is one the caller may see. */
export function applicationVisibleTo(actor: Actor, alias = 'a'): SQL {
  const a = sql.raw(alias);
  return sql`${a}.tenant_id = ${actor.tenantId} and (${a}.applicant_id = ${actor.userId}
    or exists (select 1 from approval_tasks vt where vt.application_id = ${a}.id and vt.approver_id = ${actor.userId})
    or exists (select 1 from approval_cc vc where vc.application_id = ${a}.id and vc.user_id = ${actor.userId}))`;
}

export function requireFound<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw new AppError('NOT_FOUND');
  return row;
}

/** The application is still waiting for approvers (审批中); a closed one is a 409. */
export function requirePending(row: { status: ApprovalStatus }): void {
  if (row.status !== ApprovalStatus.pending) throw new AppError('APPROVAL_CLOSED');
}

/** The caller has a waiting task on the current step. */
export function requireCurrentApprover<T>(task: T | undefined): T {
  if (!task) throw new AppError('APPROVAL_NOT_YOUR_STEP');
  return task;
}

/** Only the applicant withdraws, completes or urges their application. */
export function requireApplicant(row: { applicant_id: number }, actor: Actor): void {
  if (row.applicant_id !== actor.userId) throw new AppError('FORBIDDEN');
}

/** What the caller may do now, for the detail page's buttons. */
export function allowedActions(
  row: { status: ApprovalStatus; applicant_id: number },
  actor: Actor,
  waitingOnMe: boolean,
) {
  const mine = row.applicant_id === actor.userId;
  const pending = row.status === ApprovalStatus.pending;
  return {
    canApprove: pending && waitingOnMe,
    canWithdraw: mine && (pending || row.status === ApprovalStatus.returned),
    canResubmit: mine && row.status === ApprovalStatus.returned,
    canUrge: mine && pending,
  };
}
