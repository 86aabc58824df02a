// Who finds what in the one search: every row is the caller's tenant's, and each kind is filtered by its own
// domain's policy (courses, lives, trainings and study plans reuse their exported SQL); the other kinds carry
// their audience as org units in the index row (null: the whole tenant), matched against the caller's org line.
import { SearchKind } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { courseVisibleTo } from '../course/policy.ts';
import { liveVisibleTo } from '../live/policy.ts';
import { planOpenTo } from '../study-plan/policy.ts';
import { trainingVisibleTo } from '../training/policy.ts';

/** SQL: the index row `d` is one the caller may find. */
export function searchVisibleTo(actor: Actor, orgLine: readonly number[]): SQL {
  const orgs =
    orgLine.length > 0
      ? sql`array[${sql.join(
          orgLine.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]`
      : sql`'{}'::int[]`;
  return sql`(d.tenant_id = ${actor.tenantId} and case d.kind
    when ${SearchKind.course} then exists (select 1 from courses c where c.id = d.ref_id and ${courseVisibleTo(actor, 'c')})
    when ${SearchKind.live} then exists (select 1 from live_plans p where p.id = d.ref_id and ${liveVisibleTo(actor, 'p')})
    when ${SearchKind.training} then exists (select 1 from trainings t
      left join training_trainees tt on tt.training_id = t.id and tt.user_id = ${actor.userId}
      where t.id = d.ref_id and ${trainingVisibleTo(actor, actor.tenantId)})
    when ${SearchKind.studyPlan} then exists (select 1 from study_plans p where p.id = d.ref_id
      and ${planOpenTo(actor, orgLine)})
    else (d.org_ids is null or d.org_ids && ${orgs}) end)`;
}
