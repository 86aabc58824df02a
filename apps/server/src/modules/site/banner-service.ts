// Home banners per org unit (0 = the whole tenant) and device: list, add, edit, remove in the back office,
// and the learner's slides — those of the nearest unit up their org chain that has any, else the tenant's.
import type { BannerDevice, TBannerList, TBannerSave } from '@elearning/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor, Visitor } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { siteBanners } from '../../db/schema/index.ts';
import { nearestOrg, orgManagedBy, requireFound, requireOrgManaged } from './policy.ts';
import { bannerColumns, bannerShape } from './queries.ts';

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export async function listBanners(db: Db, actor: Actor, query: TBannerList) {
  const scope = await dataScopeOf(db, actor);
  requireOrgManaged(scope, query.orgId, await orgLineOf(db, actor.tenantId, query.orgId || null));
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select ${bannerColumns}, (count(*) over ())::int as total_num from site_banners b
      where b.tenant_id = ${actor.tenantId} and b.org_id = ${query.orgId} and b.device_type = ${query.deviceType}
        and ${orgManagedBy(actor.tenantId, scope, sql`b.org_id`)}
      order by b.sort, b.id limit ${limit} offset ${offset}`,
    { ...bannerShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

async function findBanner(db: Db, actor: Actor, id: number) {
  const scope = await dataScopeOf(db, actor);
  return requireFound(
    await queryRow(
      db,
      sql`select ${bannerColumns} from site_banners b where b.tenant_id = ${actor.tenantId} and b.id = ${id}
        and ${orgManagedBy(actor.tenantId, scope, sql`b.org_id`)}`,
      bannerShape,
    ),
  );
}

/** Adds (no id) or edits a banner; the unit it is moved to must be the caller's too. */
export async function saveBanner(db: Db, actor: Actor, input: TBannerSave) {
  const before = input.id ? await findBanner(db, actor, input.id) : null;
  const scope = await dataScopeOf(db, actor);
  requireOrgManaged(scope, input.orgId, await orgLineOf(db, actor.tenantId, input.orgId || null));
  return db.transaction(async (tx) => {
    const values = {
      orgId: input.orgId,
      deviceType: input.deviceType,
      picUrl: input.picUrl,
      linkUrl: input.linkUrl,
      remark: input.remark ?? '',
      sort: input.sort,
    };
    const [after] = before
      ? await tx
          .update(siteBanners)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(siteBanners.tenantId, actor.tenantId), eq(siteBanners.id, before.id)))
          .returning()
      : await tx
          .insert(siteBanners)
          .values({ tenantId: actor.tenantId, creatorId: actor.userId, ...values })
          .returning();
    if (!after) throw new Error('saveBanner: no row');
    await recordAudit(tx, actor, {
      module: 'site',
      action: before ? 'update' : 'create',
      entityType: 'banner',
      entityId: after.id,
      before,
      after,
    });
    return after.id;
  });
}

/** Removes banners; ids outside the caller's scope are left alone. */
export async function removeBanners(db: Db, actor: Actor, ids: number[]) {
  const scope = await dataScopeOf(db, actor);
  return db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      sql`select b.id from site_banners b where b.tenant_id = ${actor.tenantId} and b.id in (${idList(ids)})
        and ${orgManagedBy(actor.tenantId, scope, sql`b.org_id`)}`,
      { id: col.int },
    );
    if (rows.length === 0) return 0;
    const removed = await tx
      .delete(siteBanners)
      .where(
        and(
          eq(siteBanners.tenantId, actor.tenantId),
          inArray(
            siteBanners.id,
            rows.map((row) => row.id),
          ),
        ),
      )
      .returning();
    for (const row of removed)
      await recordAudit(tx, actor, {
        module: 'site',
        action: 'delete',
        entityType: 'banner',
        entityId: row.id,
        before: row,
      });
    return removed.length;
  });
}

/** The slides a visitor sees: a signed-in learner's nearest unit with banners, else the tenant's own. */
export async function bannersFor(db: Db, visitor: Visitor, deviceType: BannerDevice) {
  const orgLine = visitor.actor ? await orgLineOf(db, visitor.tenantId, visitor.actor.orgId) : [];
  const rows = await queryRows(
    db,
    sql`select ${bannerColumns} from site_banners b
      where b.tenant_id = ${visitor.tenantId} and b.device_type = ${deviceType}
        and b.org_id in (0${orgLine.length > 0 ? sql`, ${idList(orgLine)}` : sql``})
      order by b.sort, b.id`,
    bannerShape,
  );
  return nearestOrg(rows, orgLine);
}
