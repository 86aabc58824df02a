// Who may see and change a study plan, and the rules of deleting and locking. The only place that throws
// NOT_FOUND / FORBIDDEN for the domain: another tenant's plan, or a plan not handed to the learner, is a 404.
import { PlanState } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { type DataScope, inDataScope } from '../../core/data-scope.ts';
import { targetsSubject } from '../../core/org-scope.ts';

/** SQL: plan `p` is published and handed to the learner (directly, by org unit, position or group). */
export function planOpenTo(actor: Actor, orgLine: readonly number[]): SQL {
  return sql`p.tenant_id = ${actor.tenantId} and p.state = ${PlanState.published} and exists (
    select 1 from study_plan_targets t where t.tenant_id = ${actor.tenantId} and t.plan_id = p.id
      and ${targetsSubject('t', actor, { orgLine })})`;
}

/**
 * SQL: plan `p` is one the caller manages — inside the back office's data scope when the caller holds the
 * route's code (`scope`), else (a lecturer without it) only the plans they are the lecturer of.
 */
export function planManagedBy(actor: Actor, scope: DataScope | null): SQL {
  const mine =
    scope === null
      ? sql`p.lecturer_id = ${actor.userId}`
      : inDataScope(actor.tenantId, scope, {
          org: sql`p.org_id`,
          owner: sql`p.creator_id`,
        });
  return sql`p.tenant_id = ${actor.tenantId} and ${mine}`;
}

export function requireFound<T>(row: T | undefined | null): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** A published plan someone has started must be stopped before it is deleted. */
export function requireDeletable(plan: { state: string }, startedLearners: number) {
  if (plan.state === PlanState.published && startedLearners > 0)
    throw new AppError('STUDY_PLAN_PUBLISHED_NO_DELETE');
}

/** Publishing needs an audience. */
export function requireAudience(targetCount: number) {
  if (targetCount === 0) throw new AppError('STUDY_PLAN_AUDIENCE_REQUIRED');
}
