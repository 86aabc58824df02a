// Who may see and fill which questionnaire, in one place. A plan is the learner's when one of its targets
// names them (the user, an org unit above them, their position or everyone); any other plan — another
// tenant's or not handed to them — is a 404. The click rules of SPEC §4 are enforced here on the server.
import {
  QuestionnaireLogicStatus,
  QuestionnaireStatus,
  questionnairePrivilegeCodes,
} from '@elearning/shared';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { holdsPrivilege } from '../../core/back-office.ts';
import { TargetType, targetsSubject } from '../../core/org-scope.ts';
import type { AuthContext } from '../../core/request-context.ts';
import type { Db } from '../../db/client.ts';

/** SQL: plan `p` is handed to the caller (in their tenant); `orgLine` (orgLineOf) spares the org-chain CTE. */
export function planTargets(actor: Actor, orgLine?: readonly number[]): SQL {
  const match = targetsSubject('t', actor, orgLine ? { all: true, orgLine } : { all: true });
  return sql`p.tenant_id = ${actor.tenantId} and exists (select 1 from questionnaire_plan_targets t
    where t.tenant_id = p.tenant_id and t.plan_id = p.id and ${match})`;
}

type Slot = SQL | Placeholder;

/**
 * SQL: plan `p` is handed to the learner — `planTargets` with placeholders for a prepared statement (the
 * same matches: everyone, the user, a unit of their org line, their position, a group they belong to).
 */
export function planTargetsPrepared(tenantId: Slot, userId: Slot, orgLine: Slot, positionId: Slot): SQL {
  return sql`p.tenant_id = ${tenantId} and exists (select 1 from questionnaire_plan_targets t
    where t.tenant_id = p.tenant_id and t.plan_id = p.id and (t.target_type = ${TargetType.all}
      or (t.target_type = ${TargetType.user} and t.target_id = ${userId})
      or (t.target_type = ${TargetType.org} and t.target_id = any(${orgLine}::int[]))
      or (t.target_type = ${TargetType.position} and t.target_id = ${positionId})
      or (t.target_type = ${TargetType.group} and t.target_id in (select gm.group_id from user_group_members gm
        where gm.tenant_id = ${tenantId} and gm.user_id = ${userId}))))`;
}

export function requireFound<T>(row: T | undefined | null): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

type PlanState = { status: number; logic_status: number };

/** SPEC §4: paused → the pause warning; not started → its warning; ended → closed. */
export function requireFillable(plan: PlanState): void {
  if (plan.logic_status === QuestionnaireLogicStatus.paused) throw new AppError('QUESTIONNAIRE_PAUSED');
  if (plan.status === QuestionnaireStatus.notStarted) throw new AppError('QUESTIONNAIRE_NOT_STARTED');
  if (plan.status === QuestionnaireStatus.ended) throw new AppError('QUESTIONNAIRE_ENDED');
}

/** The check page shows submitted answers only (SPEC §8 'unsubmitted questionnaire cannot be viewed'). */
export function requireSubmitted<T extends { submitted_at: number | null }>(sheet: T): T {
  if (sheet.submitted_at === null) throw new AppError('QUESTIONNAIRE_UNSUBMITTED');
  return sheet;
}

/** A lecturer sees results of the plans they arranged. */
export function lecturerPlans(actor: Actor): SQL {
  return sql`p.tenant_id = ${actor.tenantId} and p.creator_id = ${actor.userId}`;
}

/** Editing a plan's questionnaire is refused once someone has answered. */
export function requireNoAnswers(answerCount: number): void {
  if (answerCount > 0) throw new AppError('QUESTIONNAIRE_PLAN_HAS_ANSWERS');
}

/**
 * A template's anonymous flag stays as it is while an arrangement made from it holds answers: the organiser
 * is told (and pointed to a copy) rather than left believing the results would now carry names — the plans
 * keep their own flag in any case (plan-service.ts).
 */
export function requireAnonymityFree(answered: boolean): void {
  if (answered) throw new AppError('QUESTIONNAIRE_ANONYMITY_FIXED');
}

/**
 * Another person's answer sheet (the back office's 答题详情): only for a caller holding the results
 * privilege (`held`), within their data scope (the plan lookup), and never of an anonymous plan; else a 404.
 */
export function requireSheetReader(held: boolean, plan?: { anonymous: boolean }): void {
  if (!held || plan?.anonymous) throw new AppError('NOT_FOUND');
}

/** Whether the request's role holds the results privilege (the check behind `requireSheetReader`). */
export function holdsResultsPrivilege(db: Db, auth: AuthContext | undefined): Promise<boolean> {
  return auth ? holdsPrivilege(db, auth, questionnairePrivilegeCodes.planResults) : Promise.resolve(false);
}
