// The back office's per-item view of a plan: its courses or exams, each with how many of the audience
// completed it (read from the items' own records, as every progress of the domain).
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { DataScope } from '../../core/data-scope.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { audienceOf, requireManagedPlan } from './lecturer-service.ts';
import { itemProgress } from './queries.ts';

export async function listPlanCourses(
  db: Db,
  actor: Actor,
  scope: DataScope,
  id: number,
  kind: 'course' | 'exam',
) {
  const plan = await requireManagedPlan(db, actor, scope, id);
  const rows = await queryRows(
    db,
    sql`select i.id, i.ref_id, i.name, i.required,
        (select count(*) from ${audienceOf(actor.tenantId, plan.id)} a
          where ${itemProgress(actor.tenantId, sql`a.id`)} >= 100)::int as finish_num
      from study_plan_items i where i.tenant_id = ${actor.tenantId} and i.plan_id = ${plan.id} and i.kind = ${kind}
      order by i.sort_order, i.id`,
    { id: col.int, ref_id: col.int, name: col.text, required: col.bool, finish_num: col.int },
  );
  return rows.map((row) => ({
    id: row.id,
    bizId: row.ref_id,
    name: row.name,
    required: row.required,
    finishNum: row.finish_num,
  }));
}
