// Submitting an application (审批中) and resubmitting a returned one (待完善 → 审批中): the form is
// checked, the current process resolved into a plan, the first step's approvers given their tasks and told,
// the copied people listed, and the submission recorded — all in one transaction.
import {
  ApprovalAction,
  type ApprovalForm,
  ApprovalStatus,
  type Lang,
  type TApprovalFormData,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { checkForm } from './form-service.ts';
import { sendApprovalNotice } from './notice-service.ts';
import { currentProcess, processById, resolvePlan } from './plan-service.ts';
import { applicationVisibleTo, requireApplicant, requireFound } from './policy.ts';
import { formCol, type PlanStep, statusCol } from './queries.ts';

/** Gives every step of the plan its tasks for this round; the first step's wait, the approvers hear of it. */
async function openRound(
  tx: DbOrTx,
  tenantId: string,
  application: { id: number; title: string },
  plan: PlanStep[],
  round: number,
) {
  const values = plan.flatMap((step, index) =>
    step.approverIds.map(
      (approverId) =>
        sql`(${tenantId}, ${application.id}, ${round}, ${index}, ${approverId}, ${index === 0 ? 'waiting' : 'pending'})`,
    ),
  );
  await runStatement(
    tx,
    sql`insert into approval_tasks (tenant_id, application_id, round, step_index, approver_id, state)
      values ${sql.join(values, sql`, `)}`,
  );
  const cc = [...new Set(plan.flatMap((step) => step.ccUserIds))];
  if (cc.length > 0)
    await runStatement(
      tx,
      sql`insert into approval_cc (tenant_id, application_id, user_id) values ${sql.join(
        cc.map((userId) => sql`(${tenantId}, ${application.id}, ${userId})`),
        sql`, `,
      )} on conflict do nothing`,
    );
  await sendApprovalNotice(tx, tenantId, plan[0]?.approverIds ?? [], 'approval.todoTitle', application);
}

export async function recordAction(
  tx: DbOrTx,
  application: { id: number; tenantId: string },
  step: { index: number; name: string },
  userId: number,
  action: ApprovalAction,
  comment = '',
) {
  await runStatement(
    tx,
    sql`insert into approval_records (tenant_id, application_id, step_index, step_name, user_id, action, comment)
      values (${application.tenantId}, ${application.id}, ${step.index}, ${step.name}, ${userId}, ${action}, ${comment})`,
  );
}

/** Submits an application of `formKey`; returns its number (apprNo). */
export async function submitApplication(
  db: Db,
  actor: Actor,
  input: { formKey: ApprovalForm; title?: string | undefined; form: TApprovalFormData },
  lang: Lang,
): Promise<number> {
  return db.transaction(async (tx) => {
    const process = await currentProcess(tx, actor.tenantId, input.formKey);
    const { attachments, subject } = await checkForm(tx, actor, input.formKey, input.form, lang);
    const plan = await resolvePlan(tx, actor.tenantId, process.steps, actor.userId, input.form);
    const title = (input.title ?? (subject ? `${process.name}：${subject}` : process.name)).slice(0, 100);
    const row = requireFound(
      await queryRow(
        tx,
        sql`insert into approval_applications (tenant_id, process_id, form_key, title, applicant_id, form_data,
            attachments, status, plan, current_step)
          values (${actor.tenantId}, ${process.id}, ${input.formKey}, ${title}, ${actor.userId},
            ${JSON.stringify(input.form)}::jsonb, ${JSON.stringify(attachments)}::jsonb, ${ApprovalStatus.pending},
            ${JSON.stringify(plan)}::jsonb, 0)
          returning id`,
        { id: col.int },
      ),
    );
    const application = { id: row.id, tenantId: actor.tenantId, title };
    await openRound(tx, actor.tenantId, application, plan, 1);
    await recordAction(tx, application, { index: -1, name: '' }, actor.userId, ApprovalAction.submit);
    await emitDomainEvent(tx, {
      tenantId: actor.tenantId,
      type: 'approval.submitted',
      userId: actor.userId,
      subjectType: 'approval',
      subjectId: row.id,
      dedupeKey: `approval.submitted:${row.id}`,
      data: { formKey: input.formKey },
    });
    return row.id;
  });
}

/** The applicant completes a returned application; it starts again from the first step (a new round). */
export async function resubmitApplication(
  db: Db,
  actor: Actor,
  apprNo: number,
  parse: (formKey: ApprovalForm) => TApprovalFormData,
  lang: Lang,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = requireFound(
      await queryRow(
        tx,
        sql`select a.id, a.form_key, a.process_id, a.title, a.applicant_id, a.status from approval_applications a
          where a.id = ${apprNo} and ${applicationVisibleTo(actor)} for update`,
        {
          id: col.int,
          form_key: formCol,
          process_id: col.int,
          title: col.text,
          applicant_id: col.int,
          status: statusCol,
        },
      ),
    );
    requireApplicant(current, actor);
    if (current.status !== ApprovalStatus.returned) throw new AppError('APPROVAL_NOT_RETURNED');
    const process = await processById(tx, actor.tenantId, current.process_id);
    const formKey = current.form_key;
    const form = parse(formKey);
    const { attachments } = await checkForm(tx, actor, formKey, form, lang);
    const plan = await resolvePlan(tx, actor.tenantId, process.steps, actor.userId, form);
    const [last] = await queryRows(
      tx,
      sql`select coalesce(max(round), 0)::int as round from approval_tasks where application_id = ${apprNo}`,
      { round: col.int },
    );
    await runStatement(
      tx,
      sql`update approval_applications set form_data = ${JSON.stringify(form)}::jsonb,
          attachments = ${JSON.stringify(attachments)}::jsonb, plan = ${JSON.stringify(plan)}::jsonb,
          status = ${ApprovalStatus.pending}, current_step = 0, last_urged_at = null
        where id = ${apprNo}`,
    );
    const application = { id: apprNo, tenantId: actor.tenantId, title: current.title };
    await openRound(tx, actor.tenantId, application, plan, (last?.round ?? 0) + 1);
    await recordAction(tx, application, { index: -1, name: '' }, actor.userId, ApprovalAction.resubmit);
  });
}
