// The learner's side of questionnaires: my plans (the My Task tab) and its badge, opening the fill page,
// autosaving a half-filled form, submitting once, and checking my answers.
import {
  QuestionnaireLogicStatus,
  questionnaireEvents,
  type TAsqDraft,
  type TAsqMyPlans,
  type TAsqSubmit,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { checkAnswers } from './answer-check.ts';
import { planTargets, requireFillable, requireFound, requireSubmitted } from './policy.ts';
import { ms, mySheetJoin, planColumns, planJoins, planShape, sheetShape } from './queries.ts';
import { forgetMyPlans, keptMyPlans } from './queries-my-plans.ts';

export async function listMyPlans(db: Db, actor: Actor, query: TAsqMyPlans) {
  const { limit, offset } = pageWindow(query);
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const rows = await keptMyPlans(db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    orgLine: [...orgLine],
    positionId: actor.positionId ?? -1,
    limit,
    offset,
  });
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** The badge: plans in progress, not paused, not yet submitted by me. */
export async function countTodo(db: DbOrTx, actor: Actor): Promise<number> {
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const row = await queryRow(
    db,
    sql`select count(*)::int as n from questionnaire_plans p ${mySheetJoin(actor.userId)}
      where ${planTargets(actor, orgLine)} and p.finished_at is null and now() between p.start_time and p.end_time
        and p.logic_status <> ${QuestionnaireLogicStatus.paused} and s.submitted_at is null`,
    { n: col.int },
  );
  return row?.n ?? 0;
}

/** `lock`: holds the plan FOR SHARE until the transaction ends, so its anonymity cannot change meanwhile. */
async function myPlan(db: DbOrTx, actor: Actor, planId: number, lock = false) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${planColumns} from questionnaire_plans p ${planJoins} where p.id = ${planId} and ${planTargets(actor)}
        ${lock ? sql`for share of p` : sql``}`,
      planShape,
    ),
  );
}

async function mySheet(db: DbOrTx, actor: Actor, planId: number) {
  return queryRow(
    db,
    sql`select id, plan_id, user_id, answers, ${ms('submitted_at')} as submitted_at from questionnaire_answer_sheets
      where tenant_id = ${actor.tenantId} and plan_id = ${planId} and user_id = ${actor.userId}`,
    sheetShape,
  );
}

/** Creates my (empty) sheet once; a second tab opening the same plan gets the same sheet. */
async function ensureSheet(db: DbOrTx, actor: Actor, planId: number) {
  await runStatement(
    db,
    sql`insert into questionnaire_answer_sheets (tenant_id, plan_id, user_id)
    values (${actor.tenantId}, ${planId}, ${actor.userId}) on conflict (tenant_id, plan_id, user_id) do nothing`,
  );
  return requireFound(await mySheet(db, actor, planId));
}

/** The fill page: only while the plan may be filled (SPEC §4) and I have not submitted. */
export async function joinPlan(db: DbOrTx, actor: Actor, planId: number) {
  const plan = await myPlan(db, actor, planId);
  const existing = await mySheet(db, actor, planId);
  if (existing?.submitted_at) return { plan, sheet: existing };
  requireFillable(plan);
  return { plan, sheet: await ensureSheet(db, actor, planId) };
}

/** Autosave: keeps the half-filled answers; a submitted sheet is never changed. */
export async function saveDraft(db: DbOrTx, actor: Actor, input: TAsqDraft) {
  const plan = await myPlan(db, actor, input.asqPlanId);
  requireFillable(plan);
  const answers = checkAnswers(plan.questions, input.questionList, 'draft');
  await ensureSheet(db, actor, plan.id);
  const saved = await queryRows(
    db,
    sql`update questionnaire_answer_sheets set answers = ${JSON.stringify(answers)}::jsonb, updated_at = now()
      where tenant_id = ${actor.tenantId} and plan_id = ${plan.id} and user_id = ${actor.userId}
        and submitted_at is null returning id`,
    { id: col.int },
  );
  return { saved: saved.length > 0 };
}

/**
 * Submits once: the update only takes an unsubmitted sheet, so two tabs submitting at the same time store
 * one answer set, and a repeat changes nothing (and reports success, as the original client expects).
 */
export async function submitSheet(db: Db, actor: Actor, input: TAsqSubmit) {
  const submitted = await db.transaction(async (tx) => {
    // The answer is stored under the anonymity the plan has now: a plan save waits for this submit.
    const plan = await myPlan(tx, actor, input.subjectCpId, true);
    const existing = await mySheet(tx, actor, plan.id);
    if (existing?.submitted_at) return { sheetId: existing.id, firstSubmit: false };
    requireFillable(plan);
    const answers = checkAnswers(plan.questions, input.questionList, 'submit');
    await ensureSheet(tx, actor, plan.id);
    const updated = await queryRow(
      tx,
      sql`update questionnaire_answer_sheets
        set answers = ${JSON.stringify(answers)}::jsonb, submitted_at = now(), updated_at = now()
        where tenant_id = ${actor.tenantId} and plan_id = ${plan.id} and user_id = ${actor.userId}
          and submitted_at is null returning id`,
      { id: col.int },
    );
    if (!updated) {
      const sheet = requireFound(await mySheet(tx, actor, plan.id));
      return { sheetId: sheet.id, firstSubmit: false };
    }
    await emitDomainEvent(tx, {
      tenantId: actor.tenantId,
      type: questionnaireEvents.submitted,
      userId: actor.userId,
      subjectType: 'questionnaire',
      subjectId: plan.id,
      dedupeKey: `${questionnaireEvents.submitted}:${plan.id}:${actor.userId}`,
      data: { planId: plan.id, bizType: plan.biz_type, bizId: plan.biz_id },
    });
    return { sheetId: updated.id, firstSubmit: true };
  });
  // The list shows my sheet as submitted and every learner's count moves: its kept pages go.
  if (submitted.firstSubmit) forgetMyPlans(actor.tenantId);
  return submitted;
}

/** The check page: my own submitted sheet (another user's or tenant's is a 404). */
export async function viewMyAnswers(db: DbOrTx, actor: Actor, sheetId: number) {
  const sheet = requireFound(
    await queryRow(
      db,
      sql`select id, plan_id, user_id, answers, ${ms('submitted_at')} as submitted_at from questionnaire_answer_sheets
        where tenant_id = ${actor.tenantId} and id = ${sheetId} and user_id = ${actor.userId}`,
      sheetShape,
    ),
  );
  requireSubmitted(sheet);
  const plan = requireFound(
    await queryRow(
      db,
      sql`select ${planColumns} from questionnaire_plans p ${planJoins}
        where p.tenant_id = ${actor.tenantId} and p.id = ${sheet.plan_id}`,
      planShape,
    ),
  );
  return { plan, sheet };
}
