// The applicant's actions: withdraw (撤回) an application still in approval or returned, and urge (催一下)
// the current approvers — at most once an hour per application, by the domain clock.
import { APPROVAL_RULES, ApprovalAction, ApprovalStatus } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { approvalClock } from './clock.ts';
import { sendApprovalNotice } from './notice-service.ts';
import { applicationVisibleTo, requireApplicant, requireFound, requirePending } from './policy.ts';
import { statusCol } from './queries.ts';
import { recordAction } from './submit-service.ts';

const lockShape = {
  id: col.int,
  title: col.text,
  applicant_id: col.int,
  status: statusCol,
  current_step: col.int,
  last_urged_at: col.numOrNull,
};

async function lockOwn(tx: DbOrTx, actor: Actor, apprNo: number) {
  const row = requireFound(
    await queryRow(
      tx,
      sql`select a.id, a.title, a.applicant_id, a.status, a.current_step,
        (extract(epoch from a.last_urged_at) * 1000)::float8 as last_urged_at
        from approval_applications a where a.id = ${apprNo} and ${applicationVisibleTo(actor)} for update`,
      lockShape,
    ),
  );
  requireApplicant(row, actor);
  return row;
}

/** Withdraws the application; a closed one is a 409, a repeated withdrawal changes nothing. */
export async function withdrawApplication(db: Db, actor: Actor, apprNo: number, comment = ''): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, actor, apprNo);
    if (row.status === ApprovalStatus.withdrawn) return;
    if (row.status !== ApprovalStatus.pending && row.status !== ApprovalStatus.returned)
      throw new AppError('APPROVAL_CLOSED');
    await runStatement(
      tx,
      sql`update approval_tasks set state = 'skipped' where application_id = ${apprNo} and state in ('waiting', 'pending')`,
    );
    await runStatement(
      tx,
      sql`update approval_applications set status = ${ApprovalStatus.withdrawn}, finished_at = now() where id = ${apprNo}`,
    );
    await recordAction(
      tx,
      { id: apprNo, tenantId: actor.tenantId },
      { index: row.current_step, name: '' },
      actor.userId,
      ApprovalAction.withdraw,
      comment,
    );
  });
}

/** Reminds the current approvers; 429 within an hour of the last reminder. */
export async function urgeApprovers(db: Db, actor: Actor, apprNo: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, actor, apprNo);
    requirePending(row);
    const now = approvalClock.now();
    if (row.last_urged_at !== null && now - row.last_urged_at < APPROVAL_RULES.urgeIntervalMs) {
      const wait = Math.ceil((row.last_urged_at + APPROVAL_RULES.urgeIntervalMs - now) / 1000);
      throw new AppError('APPROVAL_URGE_TOO_SOON', { headers: { 'Retry-After': String(wait) } });
    }
    await runStatement(
      tx,
      sql`update approval_applications set last_urged_at = ${new Date(now).toISOString()}::timestamptz where id = ${apprNo}`,
    );
    const waiting = await queryRows(
      tx,
      sql`select approver_id from approval_tasks where application_id = ${apprNo} and state = 'waiting'`,
      { approver_id: col.int },
    );
    await sendApprovalNotice(
      tx,
      actor.tenantId,
      waiting.map((task) => task.approver_id),
      'approval.urgeTitle',
      row,
    );
    await recordAction(
      tx,
      { id: apprNo, tenantId: actor.tenantId },
      { index: row.current_step, name: '' },
      actor.userId,
      ApprovalAction.urge,
    );
  });
}
