// Who may see and fill which questionnaire, in one place. A plan is the learner's when one of its targets
// names them (the user, an org unit above them, their position or everyone); any other plan — another
// tenant's or not handed to them — is a 404. The click rules of SPEC §4 are enforced here on the server.
import { QuestionnaireLogicStatus, QuestionnaireStatus } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { targetsSubject } from '../../core/org-scope.ts';

/** SQL: plan `p` is handed to the caller (in their tenant); `orgLine` (orgLineOf) spares the org-chain CTE. */
export function planTargets(actor: Actor, orgLine?: readonly number[]): SQL {
  const match = targetsSubject('t', actor, orgLine ? { all: true, orgLine } : { all: true });
  return sql`p.tenant_id = ${actor.tenantId} and exists (select 1 from questionnaire_plan_targets t
    where t.tenant_id = p.tenant_id and t.plan_id = p.id and ${match})`;
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
