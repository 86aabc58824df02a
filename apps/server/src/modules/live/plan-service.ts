// Writing live plans: create, edit, enable/disable and delete, each in one transaction with its audit
// entry. The back office, the seed and the test factories all come through here, so every plan carries
// its unrolled first start and last end.
import {
  BatchDeclare,
  DEFAULT_LANG,
  type Lang,
  type MessageKey,
  planRanges,
  SearchKind,
  type TLivePlanInput,
  translate,
} from '@elearning/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError, type FieldError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow } from '../../db/rows.ts';
import { liveAudiences, livePlans, liveStaff } from '../../db/schema/index.ts';
import { indexSearchDocument, liveSearchDoc, removeSearchDocument } from '../search/index-service.ts';
import { requireFound } from './policy.ts';
import { forgetLiveOnAir, forgetLiveViewers } from './watch-cache.ts';

function scheduleOf(input: TLivePlanInput) {
  const cycle = input.batchDeclare === BatchDeclare.cycle && input.cycle ? input.cycle : null;
  const ranges = planRanges(input.batchDeclare, input.planTimes, cycle);
  const first = ranges[0];
  const last = ranges.reduce((max, range) => Math.max(max, range.end), 0);
  return {
    planTimes: input.batchDeclare === BatchDeclare.cycle ? [] : input.planTimes,
    cycle,
    firstStartAt: first ? new Date(first.start) : null,
    lastEndAt: last > 0 ? new Date(last) : null,
  };
}

function columnsOf(input: TLivePlanInput) {
  return {
    channelName: input.channelName,
    categoryId: input.categoryId ?? null,
    coverImageUrl: input.coverImageUrl ?? '',
    introduction: input.introduction ?? '',
    lecturerId: input.lecturerId,
    audience: input.audience,
    signUpApproval: input.signUpApproval,
    batchDeclare: input.batchDeclare,
    virtualPeople: input.virtualPeople,
    isUsed: input.isUsed,
    ...scheduleOf(input),
  };
}

async function writePeople(tx: DbOrTx, tenantId: string, liveId: number, input: TLivePlanInput) {
  await tx.delete(liveStaff).where(eq(liveStaff.liveId, liveId));
  await tx.delete(liveAudiences).where(eq(liveAudiences.liveId, liveId));
  const staff = [
    ...input.guestIds.map((userId) => ({ tenantId, liveId, userId, role: 'guest' as const })),
    ...input.assistantIds.map((userId) => ({ tenantId, liveId, userId, role: 'assistant' as const })),
  ];
  if (staff.length > 0) await tx.insert(liveStaff).values(staff).onConflictDoNothing();
  const audience = [
    ...input.audienceUserIds.map((targetId) => ({ tenantId, liveId, targetType: 'user' as const, targetId })),
    ...input.audienceOrgIds.map((targetId) => ({ tenantId, liveId, targetType: 'org' as const, targetId })),
  ];
  if (audience.length > 0) await tx.insert(liveAudiences).values(audience).onConflictDoNothing();
}

const idArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;

/** How many of `ids` (deduplicated) are rows of `table` in the tenant; `extra` narrows the rows. */
function countOwned(table: string, tenantId: string, ids: readonly number[], extra = sql``) {
  if (ids.length === 0) return sql`0`;
  return sql`(select count(*) from ${sql.raw(table)} r where r.tenant_id = ${tenantId}
    and r.id = any(${idArray(ids)}) ${extra})::int`;
}

/**
 * Every id the plan names must be a record of the caller's tenant: the lecturer a user who teaches, the
 * category an enabled live category (the one the plan already has may stay, as a disabled category keeps
 * its lives), guests, assistants and audience users users of the tenant, audience units its org units.
 * Otherwise the write is refused naming each field, before anything is stored — the foreign keys alone
 * would accept another tenant's row, and a missing one would surface as a 500.
 */
async function checkReferences(
  tx: DbOrTx,
  tenantId: string,
  input: TLivePlanInput,
  lang: Lang,
  keptCategoryId: number | null = null,
) {
  const unique = (ids: readonly number[]) => [...new Set(ids)];
  const staff = { guestIds: unique(input.guestIds), assistantIds: unique(input.assistantIds) };
  const audienceUserIds = unique(input.audienceUserIds);
  const audienceOrgIds = unique(input.audienceOrgIds);
  const categoryId = input.categoryId ?? null;
  const row = await queryRow(
    tx,
    sql`select
      ${countOwned(
        'users',
        tenantId,
        [input.lecturerId],
        sql`and exists (select 1 from user_identities ui where ui.user_id = r.id and ui.is_teacher)`,
      )} as lecturers,
      ${
        categoryId === null
          ? sql`0`
          : countOwned(
              'live_categories',
              tenantId,
              [categoryId],
              sql`and (r.enabled or r.id = ${keptCategoryId ?? -1}::int)`,
            )
      } as categories,
      ${countOwned('users', tenantId, staff.guestIds)} as guests,
      ${countOwned('users', tenantId, staff.assistantIds)} as assistants,
      ${countOwned('users', tenantId, audienceUserIds)} as audience_users,
      ${countOwned('organisations', tenantId, audienceOrgIds)} as audience_orgs`,
    {
      lecturers: col.int,
      categories: col.int,
      guests: col.int,
      assistants: col.int,
      audience_users: col.int,
      audience_orgs: col.int,
    },
  );
  if (!row) throw new Error('checkReferences: no row');
  const wrong: [string, MessageKey][] = [];
  if (row.lecturers !== 1) wrong.push(['lecturerId', 'live.validation.lecturer']);
  if (categoryId !== null && row.categories !== 1) wrong.push(['categoryId', 'live.validation.category']);
  if (row.guests !== staff.guestIds.length) wrong.push(['guestIds', 'live.validation.users']);
  if (row.assistants !== staff.assistantIds.length) wrong.push(['assistantIds', 'live.validation.users']);
  if (row.audience_users !== audienceUserIds.length) wrong.push(['audienceUserIds', 'live.validation.users']);
  if (row.audience_orgs !== audienceOrgIds.length) wrong.push(['audienceOrgIds', 'live.validation.orgs']);
  if (wrong.length === 0) return;
  const fields: FieldError[] = wrong.map(([field, key]) => ({
    field,
    message: translate(key, lang, { field }),
  }));
  throw new AppError('VALIDATION_FAILED', { fields });
}

/** Creates a plan for the tenant; `actor` is who created it (null for the seed). */
export async function createLivePlan(
  db: Db,
  tenantId: string,
  actor: Actor | null,
  input: TLivePlanInput,
  lang: Lang = DEFAULT_LANG,
) {
  return db.transaction(async (tx) => {
    await checkReferences(tx, tenantId, input, lang);
    const [plan] = await tx
      .insert(livePlans)
      .values({ tenantId, ...columnsOf(input), createdBy: actor?.userId ?? null })
      .returning({ id: livePlans.id });
    if (!plan) throw new Error('createLivePlan: no row');
    await writePeople(tx, tenantId, plan.id, input);
    await indexSearchDocument(tx, liveSearchDoc(tenantId, plan.id, input));
    if (actor)
      await recordAudit(tx, actor, {
        module: 'live',
        action: 'create',
        entityType: 'live',
        entityId: plan.id,
        after: input,
      });
    return plan.id;
  });
}

async function lockedPlan(tx: DbOrTx, tenantId: string, liveId: number) {
  const [row] = await tx
    .select()
    .from(livePlans)
    .where(and(eq(livePlans.tenantId, tenantId), eq(livePlans.id, liveId), isNull(livePlans.deletedAt)))
    .for('update');
  return requireFound(row);
}

export async function editLivePlan(
  db: Db,
  actor: Actor,
  liveId: number,
  input: TLivePlanInput,
  lang: Lang = DEFAULT_LANG,
) {
  await db.transaction(async (tx) => {
    const before = await lockedPlan(tx, actor.tenantId, liveId);
    await checkReferences(tx, actor.tenantId, input, lang, before.categoryId);
    await tx
      .update(livePlans)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(livePlans.id, liveId));
    await writePeople(tx, actor.tenantId, liveId, input);
    await indexSearchDocument(tx, liveSearchDoc(actor.tenantId, liveId, input));
    await recordAudit(tx, actor, {
      module: 'live',
      action: 'update',
      entityType: 'live',
      entityId: liveId,
      before,
      after: input,
    });
  });
  forgetLiveViewers(actor.tenantId, liveId);
}

export async function setLiveUsed(db: Db, actor: Actor, liveId: number, isUsed: boolean) {
  await db.transaction(async (tx) => {
    const before = await lockedPlan(tx, actor.tenantId, liveId);
    if (before.isUsed === isUsed) return;
    await tx.update(livePlans).set({ isUsed, updatedAt: new Date() }).where(eq(livePlans.id, liveId));
    await recordAudit(tx, actor, {
      module: 'live',
      action: isUsed ? 'enable' : 'disable',
      entityType: 'live',
      entityId: liveId,
      before: { isUsed: before.isUsed },
      after: { isUsed },
    });
  });
  forgetLiveOnAir(actor.tenantId, liveId);
}

/** Soft delete: the page then says 'this live has been deleted'. A repeat finds nothing to delete (404). */
export async function deleteLivePlan(db: Db, actor: Actor, liveId: number) {
  await db.transaction(async (tx) => {
    const before = await lockedPlan(tx, actor.tenantId, liveId);
    await tx.update(livePlans).set({ deletedAt: new Date() }).where(eq(livePlans.id, liveId));
    await removeSearchDocument(tx, actor.tenantId, SearchKind.live, liveId);
    await recordAudit(tx, actor, {
      module: 'live',
      action: 'delete',
      entityType: 'live',
      entityId: liveId,
      before,
    });
  });
  forgetLiveOnAir(actor.tenantId, liveId);
}

/** Takes lives out of their knowledge system (the knowledge page's 移除); another tenant's ids change nothing. */
export async function cancelKnowledgeSystem(db: Db, actor: Actor, liveIds: readonly number[]) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(livePlans)
      .set({ knowledgeSystemId: null, updatedAt: new Date() })
      .where(and(eq(livePlans.tenantId, actor.tenantId), inArray(livePlans.id, [...liveIds])))
      .returning({ id: livePlans.id });
    for (const row of rows)
      await recordAudit(tx, actor, {
        module: 'live',
        action: 'update',
        entityType: 'live',
        entityId: row.id,
        after: { knowledgeSystemId: null },
      });
    return rows.length;
  });
}
