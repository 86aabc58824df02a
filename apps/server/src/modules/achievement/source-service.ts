// The tenant's rule sources (back office 系统规则来源): each source of packages/shared can be stopped for the
// whole tenant, and then pays nothing whatever its rule says; starting it again restores its rule.
import { POINTS_SOURCES, type PointsSource } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';

/** Every source with whether the tenant uses it (no row: in use). */
export async function listSources(db: DbOrTx, tenantId: string) {
  const stopped = await queryRows(
    db,
    sql`select source from points_source_states where tenant_id = ${tenantId} and not enabled`,
    { source: col.text },
  );
  const off = new Set(stopped.map((row) => row.source));
  return POINTS_SOURCES.map((source) => ({ source, enabled: !off.has(source) }));
}

export async function setSourceEnabled(db: DbOrTx, tenantId: string, source: PointsSource, enabled: boolean) {
  await runStatement(
    db,
    sql`insert into points_source_states (tenant_id, source, enabled) values (${tenantId}, ${source}, ${enabled})
        on conflict (tenant_id, source) do update set enabled = excluded.enabled, updated_at = now()`,
  );
}

/** SQL: the rule (alias `r`) belongs to a source the tenant has not stopped. */
export function sourceInUse(ruleAlias = 'r') {
  return sql`not exists (select 1 from points_source_states s where s.tenant_id = ${sql.raw(ruleAlias)}.tenant_id
    and s.source = ${sql.raw(ruleAlias)}.source and not s.enabled)`;
}
