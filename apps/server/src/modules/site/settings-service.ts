// The tenant's site settings: its name and footer filing number (kept on the tenant record, which every
// request already reads) and its theme colour. Other domains read the look through `siteLookOf`.
import type { TSiteSettings } from '@elearning/shared';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow } from '../../db/rows.ts';
import { siteSettings, tenants } from '../../db/schema/index.ts';
import { requireFound, requireTenantWide } from './policy.ts';

const settingsShape = { site_name: col.text, filing_number: col.text, theme_color: col.text };

export async function getSettings(db: DbOrTx, tenantId: string) {
  return requireFound(
    await queryRow(
      db,
      sql`select t.site_name, t.filing_number, coalesce(s.theme_color, '') as theme_color
        from tenants t left join site_settings s on s.tenant_id = t.id where t.id = ${tenantId}`,
      settingsShape,
    ),
  );
}

/** Saves the settings in one transaction with its audit entry; the caller forgets the cached tenant. */
export async function saveSettings(db: Db, actor: Actor, input: TSiteSettings) {
  requireTenantWide(await dataScopeOf(db, actor));
  return db.transaction(async (tx) => {
    const before = await getSettings(tx, actor.tenantId);
    await tx
      .update(tenants)
      .set({ siteName: input.siteName, filingNumber: input.filingNumber })
      .where(eq(tenants.id, actor.tenantId));
    const themeColor = input.themeColor?.toLowerCase() ?? '';
    await tx
      .insert(siteSettings)
      .values({ tenantId: actor.tenantId, themeColor, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: siteSettings.tenantId,
        set: { themeColor, updatedBy: actor.userId, updatedAt: new Date() },
      });
    const after = await getSettings(tx, actor.tenantId);
    await recordAudit(tx, actor, {
      module: 'site',
      action: 'update',
      entityType: 'siteSettings',
      entityId: actor.tenantId,
      before,
      after,
    });
    return after;
  });
}

const lookShape = { theme_color: col.text, front_url: col.text, background_url: col.text };

/** The tenant-wide look anyone may see (the sign-in page too): theme colour and the tenant's own logos. */
export async function siteLookOf(db: DbOrTx, tenantId: string) {
  const row = await queryRow(
    db,
    sql`select coalesce((select s.theme_color from site_settings s where s.tenant_id = ${tenantId}), '') as theme_color,
      coalesce(l.front_url, '') as front_url, coalesce(l.background_url, '') as background_url
      from (select 1) one
      left join site_logos l on l.tenant_id = ${tenantId} and l.org_id = 0`,
    lookShape,
  );
  return {
    themeColor: row?.theme_color ?? '',
    frontUrl: row?.front_url ?? '',
    backgroundUrl: row?.background_url ?? '',
  };
}
export type SiteLook = Awaited<ReturnType<typeof siteLookOf>>;
