// Learning experiences of plans: a learner reads their own on a plan of theirs; the lecturer and the back
// office read those of the plans they manage (optionally one learner's).
import type { TPlanExperiences } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { DataScope } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRows, type RowOf } from '../../db/rows.ts';
import { planManagedBy } from './policy.ts';

export const experienceShape = {
  id: col.int,
  plan_id: col.int,
  plan_name: col.text,
  user_id: col.int,
  user_name: col.text,
  content: col.text,
  created_at: col.date,
};
export type ExperienceRow = RowOf<typeof experienceShape>;

async function pageOf(db: Db, tenantId: string, where: SQL, query: TPlanExperiences) {
  const { limit, offset } = pageWindow(query);
  const plan = query.studyPlanId === undefined ? sql`` : sql`and e.plan_id = ${query.studyPlanId}`;
  const user = query.userId === undefined ? sql`` : sql`and e.user_id = ${query.userId}`;
  const rows = await queryRows(
    db,
    sql`select e.id, e.plan_id, p.name as plan_name, e.user_id, u.name as user_name, e.content, e.created_at,
        (count(*) over ())::int as total_num
      from study_plan_experiences e join study_plans p on p.id = e.plan_id join users u on u.id = e.user_id
      where e.tenant_id = ${tenantId} and ${where} ${plan} ${user}
      order by e.created_at desc, e.id desc limit ${limit} offset ${offset}`,
    { ...experienceShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** My own experiences (on one plan when asked). */
export function listMyExperiences(db: Db, actor: Actor, query: TPlanExperiences) {
  return pageOf(db, actor.tenantId, sql`e.user_id = ${actor.userId}`, { ...query, userId: undefined });
}

/** Experiences on the plans the caller manages. */
export function listManagedExperiences(
  db: Db,
  actor: Actor,
  scope: DataScope | null,
  query: TPlanExperiences,
) {
  return pageOf(db, actor.tenantId, planManagedBy(actor, scope), query);
}
