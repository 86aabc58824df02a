// The tenant's point rules (back office "积分规则管理"): one rule per source with its points, daily cap and
// state. A tenant that never configured any starts from the defaults of packages/shared (written on first
// use, so from then on what the back office shows is exactly what pays).
import { DEFAULT_POINTS_RULES, type Lang, POINTS_SOURCES, type PointsSource } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { sourceInUse } from './source-service.ts';

export const ruleShape = {
  id: col.int,
  source: col.text,
  name: col.text,
  points: col.int,
  daily_cap: col.int,
  description: col.text,
  enabled: col.bool,
  updated_at: col.date,
};

/** Writes the default rules for a tenant that has none yet (concurrent first uses write them once). */
export async function ensureDefaultRules(db: DbOrTx, tenantId: string, lang: Lang = 'zh-CN') {
  const existing = await queryRow(
    db,
    sql`select count(*)::int as n from points_rules where tenant_id = ${tenantId}`,
    { n: col.int },
  );
  if ((existing?.n ?? 0) > 0) return;
  const values = POINTS_SOURCES.map((source) => {
    const rule = DEFAULT_POINTS_RULES[source];
    return sql`(${tenantId}, ${source}, ${rule.name[lang]}, ${rule.points}, ${rule.dailyCap}, ${rule.description[lang]})`;
  });
  await runStatement(
    db,
    sql`insert into points_rules (tenant_id, source, name, points, daily_cap, description)
        values ${sql.join(values, sql`, `)} on conflict (tenant_id, source) do nothing`,
  );
}

/** The rule that pays a source, or null when it has none or it is stopped. */
export async function activeRuleFor(db: DbOrTx, tenantId: string, source: PointsSource) {
  await ensureDefaultRules(db, tenantId);
  const row = await queryRow(
    db,
    sql`select r.id, r.source, r.name, r.points, r.daily_cap, r.description, r.enabled and ${sourceInUse('r')} as enabled,
          r.updated_at
         from points_rules r where r.tenant_id = ${tenantId} and r.source = ${source}`,
    ruleShape,
  );
  // A stopped rule or a stopped source pays nothing.
  return row?.enabled && row.points > 0 ? row : null;
}

export async function listRules(db: DbOrTx, tenantId: string, search?: string) {
  await ensureDefaultRules(db, tenantId);
  const like = search ? sql` and (name ilike ${`%${search}%`} or source ilike ${`%${search}%`})` : sql``;
  return queryRows(
    db,
    sql`select id, source, name, points, daily_cap, description, enabled, updated_at from points_rules
         where tenant_id = ${tenantId}${like} order by id`,
    ruleShape,
  );
}

export type RuleInput = {
  source: PointsSource;
  name: string;
  points: number;
  dailyCap: number;
  description: string;
};

/** A new rule for a source that has none; POINTS_RULE_EXISTS when it has. */
export async function addRule(db: DbOrTx, tenantId: string, input: RuleInput) {
  await ensureDefaultRules(db, tenantId);
  const [row] = await queryRows(
    db,
    sql`insert into points_rules (tenant_id, source, name, points, daily_cap, description)
        values (${tenantId}, ${input.source}, ${input.name}, ${input.points}, ${input.dailyCap}, ${input.description})
        on conflict (tenant_id, source) do nothing returning id`,
    { id: col.int },
  );
  if (!row) throw new AppError('POINTS_RULE_EXISTS');
  return row.id;
}

export async function editRule(db: DbOrTx, tenantId: string, id: number, input: RuleInput) {
  const [row] = await queryRows(
    db,
    sql`update points_rules set source = ${input.source}, name = ${input.name}, points = ${input.points},
          daily_cap = ${input.dailyCap}, description = ${input.description}, updated_at = now()
         where tenant_id = ${tenantId} and id = ${id}
         and not exists (select 1 from points_rules o where o.tenant_id = ${tenantId} and o.source = ${input.source}
                           and o.id <> ${id})
     returning id`,
    { id: col.int },
  );
  if (!row) await requireRule(db, tenantId, id, 'POINTS_RULE_EXISTS');
}

export async function setRuleEnabled(db: DbOrTx, tenantId: string, ids: number[], enabled: boolean) {
  const done = await runStatement(
    db,
    sql`update points_rules set enabled = ${enabled}, updated_at = now()
         where tenant_id = ${tenantId} and id in ${sql`(${sql.join(ids, sql`, `)})`}`,
  );
  if (done === 0) throw new AppError('NOT_FOUND');
}

export async function deleteRules(db: DbOrTx, tenantId: string, ids: number[]) {
  const done = await runStatement(
    db,
    sql`delete from points_rules where tenant_id = ${tenantId} and id in ${sql`(${sql.join(ids, sql`, `)})`}`,
  );
  if (done === 0) throw new AppError('NOT_FOUND');
}

/** NOT_FOUND when the rule is not this tenant's, else the given failure. */
async function requireRule(db: DbOrTx, tenantId: string, id: number, otherwise: 'POINTS_RULE_EXISTS') {
  const row = await queryRow(
    db,
    sql`select id from points_rules where tenant_id = ${tenantId} and id = ${id}`,
    {
      id: col.int,
    },
  );
  throw new AppError(row ? otherwise : 'NOT_FOUND');
}
