// A tenant's work-number rules (the original 工号生成规则, on its tenant dialog): a prefix of letters and a digit
// count. A tenant's administrators keep their own tenant's rules; a platform administrator names any tenant.
// The user form's automatic work number follows the tenant's first rule (org's workno-service asks here).
import type { TCreateWorkNoRule, TEditWorkNoRule } from '@elearning/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { roleGrantOf } from '../../core/back-office.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { workNoRules } from '../../db/schema/index.ts';
import { requireFound, requirePlatformAdmin } from './policy.ts';

export type WorkNoRule = { id: number; tenantId: string; rule: string; remark: string };

/** The tenant the call works on: the caller's own, or (platform administrators only) the one named. */
async function tenantOfCall(db: Db, actor: Actor, named: string | undefined): Promise<string> {
  if (!named || named === actor.tenantId) return actor.tenantId;
  requirePlatformAdmin(await roleGrantOf(db, actor.tenantId, actor.roleId));
  const found = await queryRows(db, sql`select id from tenants where id = ${named}`, { id: col.text });
  return requireFound(found[0]).id;
}

const columns = {
  id: workNoRules.id,
  tenantId: workNoRules.tenantId,
  rule: workNoRules.rule,
  remark: workNoRules.remark,
};

export async function listWorkNoRules(db: Db, actor: Actor, tenantId?: string): Promise<WorkNoRule[]> {
  const tenant = await tenantOfCall(db, actor, tenantId);
  return db
    .select(columns)
    .from(workNoRules)
    .where(eq(workNoRules.tenantId, tenant))
    .orderBy(asc(workNoRules.id));
}

/** The rule the tenant's automatic work numbers follow (its first), split into prefix and width. */
export async function firstWorkNoRule(
  db: Db,
  tenantId: string,
): Promise<{ prefix: string; width: number } | null> {
  const [row] = await db
    .select({ rule: workNoRules.rule })
    .from(workNoRules)
    .where(eq(workNoRules.tenantId, tenantId))
    .orderBy(asc(workNoRules.id))
    .limit(1);
  const match = row ? /^([A-Za-z]*)(\d+)$/.exec(row.rule) : null;
  if (!match) return null;
  return { prefix: match[1] ?? '', width: Number(match[2]) };
}

async function requireRuleFree(tx: DbOrTx, tenantId: string, rule: string, exceptId = 0) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`work-no-rules:${tenantId}`}))`);
  const taken = await queryRows(
    tx,
    sql`select id from work_no_rules where tenant_id = ${tenantId} and rule = ${rule} and id <> ${exceptId}`,
    { id: col.int },
  );
  if (taken.length > 0) throw new AppError('WORK_NO_RULE_TAKEN');
}

async function findRule(tx: DbOrTx, tenantId: string, id: number): Promise<WorkNoRule> {
  const rows = await tx
    .select(columns)
    .from(workNoRules)
    .where(and(eq(workNoRules.tenantId, tenantId), eq(workNoRules.id, id)))
    .for('update');
  return requireFound(rows[0]);
}

export async function createWorkNoRule(db: Db, actor: Actor, input: TCreateWorkNoRule): Promise<WorkNoRule> {
  const tenant = await tenantOfCall(db, actor, input.tenantId);
  return db.transaction(async (tx) => {
    await requireRuleFree(tx, tenant, input.rule);
    const [row] = await tx
      .insert(workNoRules)
      .values({ tenantId: tenant, rule: input.rule, remark: input.remark ?? '' })
      .returning(columns);
    const created = requireFound(row);
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'create',
      entityType: 'workNoRule',
      entityId: created.id,
      after: created,
    });
    return created;
  });
}

export async function editWorkNoRule(db: Db, actor: Actor, input: TEditWorkNoRule): Promise<WorkNoRule> {
  const tenant = await tenantOfCall(db, actor, input.tenantId);
  return db.transaction(async (tx) => {
    const before = await findRule(tx, tenant, input.id);
    await requireRuleFree(tx, tenant, input.rule, before.id);
    const after = { ...before, rule: input.rule, remark: input.remark ?? '' };
    await tx
      .update(workNoRules)
      .set({ rule: after.rule, remark: after.remark })
      .where(and(eq(workNoRules.tenantId, tenant), eq(workNoRules.id, before.id)));
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'update',
      entityType: 'workNoRule',
      entityId: before.id,
      before,
      after,
    });
    return after;
  });
}

export async function deleteWorkNoRule(db: Db, actor: Actor, ref: { tenantId?: string; id: number }) {
  const tenant = await tenantOfCall(db, actor, ref.tenantId);
  await db.transaction(async (tx) => {
    const before = await findRule(tx, tenant, ref.id);
    await tx.delete(workNoRules).where(and(eq(workNoRules.tenantId, tenant), eq(workNoRules.id, before.id)));
    await recordAudit(tx, actor, {
      module: 'role',
      action: 'delete',
      entityType: 'workNoRule',
      entityId: before.id,
      before,
    });
  });
}
