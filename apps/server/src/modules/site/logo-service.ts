// Logos per org unit (0 = the whole tenant): the list the original 'Logo定制' page shows for a unit, setting a
// unit's logos (one row per unit: set again replaces them) and resetting them (the row goes; the unit then
// shows the logos of the unit above it). Every change is audited in its transaction.
import type { TLogoList, TLogoUpdate } from '@elearning/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { siteLogos } from '../../db/schema/index.ts';
import { orgManagedBy, requireOrgManaged } from './policy.ts';
import { logoColumns, logoShape } from './queries.ts';

export async function listLogos(db: Db, actor: Actor, query: TLogoList) {
  const scope = await dataScopeOf(db, actor);
  requireOrgManaged(scope, query.orgId, await orgLineOf(db, actor.tenantId, query.orgId || null));
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select ${logoColumns}, (count(*) over ())::int as total_num
      from site_logos l left join organisations o on o.id = l.org_id and o.tenant_id = l.tenant_id
      where l.tenant_id = ${actor.tenantId} and l.org_id = ${query.orgId}
        and ${orgManagedBy(actor.tenantId, scope, sql`l.org_id`)}
      order by l.id limit ${limit} offset ${offset}`,
    { ...logoShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function updateLogo(db: Db, actor: Actor, input: TLogoUpdate) {
  const scope = await dataScopeOf(db, actor);
  requireOrgManaged(scope, input.orgId, await orgLineOf(db, actor.tenantId, input.orgId || null));
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(siteLogos)
      .where(and(eq(siteLogos.tenantId, actor.tenantId), eq(siteLogos.orgId, input.orgId)));
    const values = {
      frontUrl: input.frontUrl,
      backgroundUrl: input.backgroundUrl,
      remark: input.remark ?? '',
      updatedBy: actor.userId,
    };
    const [after] = await tx
      .insert(siteLogos)
      .values({ tenantId: actor.tenantId, orgId: input.orgId, ...values })
      .onConflictDoUpdate({
        target: [siteLogos.tenantId, siteLogos.orgId],
        set: { ...values, updatedAt: new Date() },
      })
      .returning();
    if (!after) throw new Error('updateLogo: no row');
    await recordAudit(tx, actor, {
      module: 'site',
      action: before ? 'update' : 'create',
      entityType: 'logo',
      entityId: after.id,
      before: before ?? null,
      after,
    });
    return after.id;
  });
}

/** Resets logos (removes the units' rows); ids outside the caller's scope are left alone. */
export async function removeLogos(db: Db, actor: Actor, ids: number[]) {
  const scope = await dataScopeOf(db, actor);
  return db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      sql`select l.id from site_logos l where l.tenant_id = ${actor.tenantId}
        and l.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and ${orgManagedBy(actor.tenantId, scope, sql`l.org_id`)}`,
      { id: col.int },
    );
    const found = rows.map((row) => row.id);
    if (found.length === 0) return 0;
    const removed = await tx
      .delete(siteLogos)
      .where(and(eq(siteLogos.tenantId, actor.tenantId), inArray(siteLogos.id, found)))
      .returning();
    for (const row of removed)
      await recordAudit(tx, actor, {
        module: 'site',
        action: 'delete',
        entityType: 'logo',
        entityId: row.id,
        before: row,
      });
    return removed.length;
  });
}
