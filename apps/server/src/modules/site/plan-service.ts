// DIY home plans (the original 首页定制): per org unit (0 = the whole tenant) and device, saved as drafts and
// released one at a time — releasing one takes the previous one of that unit and device out of use in the
// same transaction. The learner's home follows the released plan of their nearest unit, else the tenant's.
import type { TPlanList, TPlanSave } from '@elearning/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { siteHomePlans } from '../../db/schema/index.ts';
import { nearestOrg, orgManagedBy, requireFound, requireOrgManaged } from './policy.ts';
import { planColumns, planShape } from './queries.ts';

export async function listPlans(db: Db, actor: Actor, query: TPlanList) {
  const scope = await dataScopeOf(db, actor);
  requireOrgManaged(scope, query.orgId, await orgLineOf(db, actor.tenantId, query.orgId || null));
  const { limit, offset } = pageWindow(query);
  const name = query.name ? sql`and p.name ilike ${`%${query.name}%`}` : sql``;
  const rows = await queryRows(
    db,
    sql`select ${planColumns}, (count(*) over ())::int as total_num from site_home_plans p
      where p.tenant_id = ${actor.tenantId} and p.org_id = ${query.orgId} and p.device = ${query.device}
        and ${orgManagedBy(actor.tenantId, scope, sql`p.org_id`)} ${name}
      order by p.released desc, p.updated_at desc, p.id desc limit ${limit} offset ${offset}`,
    { ...planShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function getPlan(db: Db, actor: Actor, id: number) {
  const scope = await dataScopeOf(db, actor);
  return requireFound(
    await queryRow(
      db,
      sql`select ${planColumns} from site_home_plans p where p.tenant_id = ${actor.tenantId} and p.id = ${id}
        and ${orgManagedBy(actor.tenantId, scope, sql`p.org_id`)}`,
      planShape,
    ),
  );
}

export async function savePlan(db: Db, actor: Actor, input: TPlanSave) {
  const before = input.id ? await getPlan(db, actor, input.id) : null;
  const scope = await dataScopeOf(db, actor);
  const orgId = before ? before.org_id : input.orgId;
  requireOrgManaged(scope, orgId, await orgLineOf(db, actor.tenantId, orgId || null));
  return db.transaction(async (tx) => {
    const [after] = before
      ? await tx
          .update(siteHomePlans)
          .set({ name: input.name, item: input.item, updatedAt: new Date() })
          .where(and(eq(siteHomePlans.tenantId, actor.tenantId), eq(siteHomePlans.id, before.id)))
          .returning()
      : await tx
          .insert(siteHomePlans)
          .values({
            tenantId: actor.tenantId,
            orgId,
            device: input.device,
            name: input.name,
            item: input.item,
            creatorId: actor.userId,
          })
          .returning();
    if (!after) throw new Error('savePlan: no row');
    await recordAudit(tx, actor, {
      module: 'site',
      action: before ? 'update' : 'create',
      entityType: 'homePlan',
      entityId: after.id,
      before,
      after,
    });
    return after.id;
  });
}

/** Puts a plan in use for its unit and device; the one in use before is taken out in the same transaction. */
export async function releasePlan(db: Db, actor: Actor, id: number) {
  const plan = await getPlan(db, actor, id);
  if (plan.released) return plan.id;
  return db.transaction(async (tx) => {
    await tx
      .update(siteHomePlans)
      .set({ released: false })
      .where(
        and(
          eq(siteHomePlans.tenantId, actor.tenantId),
          eq(siteHomePlans.orgId, plan.org_id),
          eq(siteHomePlans.device, plan.device),
          eq(siteHomePlans.released, true),
        ),
      );
    await tx
      .update(siteHomePlans)
      .set({ released: true, updatedAt: new Date() })
      .where(and(eq(siteHomePlans.tenantId, actor.tenantId), eq(siteHomePlans.id, plan.id)));
    await recordAudit(tx, actor, {
      module: 'site',
      action: 'publish',
      entityType: 'homePlan',
      entityId: plan.id,
      before: plan,
      after: { ...plan, released: true },
    });
    return plan.id;
  });
}

export async function deletePlans(db: Db, actor: Actor, ids: number[]) {
  const scope = await dataScopeOf(db, actor);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(siteHomePlans)
      .where(
        and(
          eq(siteHomePlans.tenantId, actor.tenantId),
          inArray(siteHomePlans.id, ids),
          sql`${orgManagedBy(actor.tenantId, scope, sql`${siteHomePlans.orgId}`)}`,
        ),
      )
      .returning();
    for (const row of removed)
      await recordAudit(tx, actor, {
        module: 'site',
        action: 'delete',
        entityType: 'homePlan',
        entityId: row.id,
        before: row,
      });
    return removed.length;
  });
}

/** The released plan a learner's home follows: their nearest unit's, else the tenant's; null for none. */
export async function releasedPlanFor(db: Db, actor: Actor, device: number) {
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const units = [0, ...orgLine];
  const rows = await queryRows(
    db,
    sql`select ${planColumns} from site_home_plans p where p.tenant_id = ${actor.tenantId}
      and p.device = ${device} and p.released and p.org_id in (${sql.join(
        units.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    planShape,
  );
  return nearestOrg(rows, orgLine)[0] ?? null;
}

/** The logos of a learner's nearest unit that has some, else the tenant's; null for none. */
export async function logoFor(db: Db, actor: Actor) {
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const units = [0, ...orgLine];
  const rows = await queryRows(
    db,
    sql`select l.org_id, l.front_url, l.background_url from site_logos l where l.tenant_id = ${actor.tenantId}
      and l.org_id in (${sql.join(
        units.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    { org_id: col.int, front_url: col.text, background_url: col.text },
  );
  return nearestOrg(rows, orgLine)[0] ?? null;
}
