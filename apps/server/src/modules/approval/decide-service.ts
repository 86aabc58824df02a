// An approver's decisions on the current step: pass (the step closes when any one, or every, approver has
// passed; the last step's close approves the application and runs its form's effect in the same
// transaction), reject with a reason (驳回) and return for more information (待完善). The application row
// is locked first, so two approvers at the same instant are taken one after the other.
import { ApprovalAction, ApprovalStatus, StepMode } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { runApprovalEffect } from './effects.ts';
import { sendApprovalNotice } from './notice-service.ts';
import { applicationVisibleTo, requireCurrentApprover, requireFound, requirePending } from './policy.ts';
import { type ApplicationRow, applicationColumns, applicationFrom, applicationShape } from './queries.ts';
import { recordAction } from './submit-service.ts';

export type Decision = { apprNo: number; comment?: string | undefined };

/** Locks the application the caller may see, and finds their waiting task on the current step. */
async function lockForDecision(tx: DbOrTx, actor: Actor, apprNo: number) {
  requireFound(
    await queryRow(
      tx,
      sql`select a.id from approval_applications a where a.id = ${apprNo} and ${applicationVisibleTo(actor)} for update`,
      { id: col.int },
    ),
  );
  const application = requireFound(
    await queryRow(
      tx,
      sql`select ${applicationColumns} ${applicationFrom} where a.id = ${apprNo}`,
      applicationShape,
    ),
  );
  requirePending(application);
  const task = requireCurrentApprover(
    await queryRow(
      tx,
      sql`select id from approval_tasks where application_id = ${apprNo} and round = ${application.round}
        and step_index = ${application.current_step} and approver_id = ${actor.userId} and state = 'waiting'`,
      { id: col.int },
    ),
  );
  const step = application.plan[application.current_step];
  return {
    application,
    task,
    step: { index: application.current_step, name: step?.name ?? '', mode: step?.mode },
  };
}

/**
 * The start of every decision: locks the application, closes the caller's own task in `taskState` and
 * records the action in the application's history.
 */
async function decide(
  tx: DbOrTx,
  actor: Actor,
  input: Decision,
  taskState: 'passed' | 'rejected' | 'returned',
  action: ApprovalAction,
) {
  const { application, task, step } = await lockForDecision(tx, actor, input.apprNo);
  await runStatement(
    tx,
    sql`update approval_tasks set state = ${taskState}, acted_at = now() where id = ${task.id}`,
  );
  await recordAction(
    tx,
    { id: application.id, tenantId: actor.tenantId },
    step,
    actor.userId,
    action,
    input.comment,
  );
  return { application, step };
}

async function closeWaiting(tx: DbOrTx, application: ApplicationRow) {
  await runStatement(
    tx,
    sql`update approval_tasks set state = 'skipped' where application_id = ${application.id}
      and round = ${application.round} and state in ('waiting', 'pending')`,
  );
}

async function finish(tx: DbOrTx, actor: Actor, application: ApplicationRow, status: ApprovalStatus) {
  await closeWaiting(tx, application);
  await runStatement(
    tx,
    sql`update approval_applications set status = ${status}, finished_at = now()
      ${status === ApprovalStatus.approved ? sql`, effect_done_at = now()` : sql``}
      where id = ${application.id}`,
  );
  if (status === ApprovalStatus.approved) await runApprovalEffect(tx, application, actor);
  await emitDomainEvent(tx, {
    tenantId: application.tenant_id,
    type: status === ApprovalStatus.approved ? 'approval.approved' : 'approval.rejected',
    userId: application.applicant_id,
    subjectType: 'approval',
    subjectId: application.id,
    dedupeKey: `approval.closed:${application.id}:${application.round}`,
    data: { formKey: application.form_key, status },
  });
  const cc = await queryRows(
    tx,
    sql`select user_id from approval_cc where application_id = ${application.id}`,
    {
      user_id: col.int,
    },
  );
  await sendApprovalNotice(
    tx,
    application.tenant_id,
    [application.applicant_id],
    'approval.resultTitle',
    application,
  );
  if (status === ApprovalStatus.approved)
    await sendApprovalNotice(
      tx,
      application.tenant_id,
      cc.map((row) => row.user_id),
      'approval.ccTitle',
      application,
    );
}

/** Passes the caller's task; returns true when this approval closed the application as approved. */
export async function passStep(db: Db, actor: Actor, input: Decision): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { application, step } = await decide(tx, actor, input, 'passed', ApprovalAction.pass);
    if (step.mode === StepMode.all) {
      const [left] = await queryRows(
        tx,
        sql`select count(*)::int as n from approval_tasks where application_id = ${application.id}
          and round = ${application.round} and step_index = ${step.index} and state = 'waiting'`,
        { n: col.int },
      );
      if ((left?.n ?? 0) > 0) return false;
    } else {
      await runStatement(
        tx,
        sql`update approval_tasks set state = 'skipped' where application_id = ${application.id}
          and round = ${application.round} and step_index = ${step.index} and state = 'waiting'`,
      );
    }
    const next = step.index + 1;
    if (next < application.plan.length) {
      await runStatement(
        tx,
        sql`update approval_applications set current_step = ${next} where id = ${application.id}`,
      );
      await runStatement(
        tx,
        sql`update approval_tasks set state = 'waiting' where application_id = ${application.id}
          and round = ${application.round} and step_index = ${next}`,
      );
      await sendApprovalNotice(
        tx,
        actor.tenantId,
        application.plan[next]?.approverIds ?? [],
        'approval.todoTitle',
        application,
      );
      return false;
    }
    await finish(tx, actor, application, ApprovalStatus.approved);
    return true;
  });
}

/** Rejects the application with a reason (驳回); nothing of the form takes effect. */
export async function rejectApplication(db: Db, actor: Actor, input: Decision): Promise<void> {
  await db.transaction(async (tx) => {
    const { application } = await decide(tx, actor, input, 'rejected', ApprovalAction.reject);
    await finish(tx, actor, application, ApprovalStatus.rejected);
  });
}

/** Returns the application to the applicant for more information (待完善); they resubmit it. */
export async function returnApplication(db: Db, actor: Actor, input: Decision): Promise<void> {
  await db.transaction(async (tx) => {
    const { application } = await decide(tx, actor, input, 'returned', ApprovalAction.return);
    await closeWaiting(tx, application);
    await runStatement(
      tx,
      sql`update approval_applications set status = ${ApprovalStatus.returned} where id = ${application.id}`,
    );
    await sendApprovalNotice(
      tx,
      actor.tenantId,
      [application.applicant_id],
      'approval.resultTitle',
      application,
    );
  });
}
