// Positions (岗位) of the back office: a tree of positions, each optionally in an org unit. A position in a
// unit belongs to that unit's data scope; a tenant-wide one (no unit) is seen by all and changed only with
// the whole tenant in scope. Deleting needs an empty position (nobody holds it, none below it).
import type { TPositionCreate, TPositionEdit } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { type DataScope, dataScopeOf } from '../../core/data-scope.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { requireFound, unitInScope } from './policy.ts';
import {
  containsPattern,
  type PositionRow,
  positionColumns,
  positionFrom,
  positionShape,
} from './queries.ts';

/** SQL: position `p` is visible in the scope (tenant-wide ones always). */
function visible(tenantId: string, scope: DataScope): SQL {
  return sql`(p.org_id is null or ${unitInScope(tenantId, scope, sql`p.org_id`)})`;
}
/** SQL: position `p` may be changed in the scope. */
function changeable(tenantId: string, scope: DataScope): SQL {
  return scope.kind === 'all'
    ? sql`true`
    : sql`(p.org_id is not null and ${unitInScope(tenantId, scope, sql`p.org_id`)})`;
}

export async function listPositions(
  db: Db,
  actor: Actor,
  options: { name?: string | undefined; parentId?: number; levelOnly?: boolean },
): Promise<PositionRow[]> {
  const scope = await dataScopeOf(db, actor);
  const named = options.name ? sql`p.name ilike ${containsPattern(options.name)}` : sql`true`;
  const level = !options.levelOnly
    ? sql`true`
    : options.parentId
      ? sql`p.parent_id = ${options.parentId}`
      : sql`p.parent_id is null`;
  return queryRows(
    db,
    sql`select ${positionColumns} ${positionFrom(actor.tenantId)} and ${visible(actor.tenantId, scope)}
      and ${named} and ${level} order by p.sort, p.id`,
    positionShape,
  );
}

async function positionById(db: DbOrTx, actor: Actor, scope: DataScope, id: number, change: boolean) {
  const rule = change ? changeable(actor.tenantId, scope) : visible(actor.tenantId, scope);
  return queryRow(
    db,
    sql`select ${positionColumns} ${positionFrom(actor.tenantId)} and p.id = ${id} and ${rule}`,
    positionShape,
  );
}

export async function findPosition(db: Db, actor: Actor, id: number) {
  return requireFound(await positionById(db, actor, await dataScopeOf(db, actor), id, false));
}

async function checkPlacement(
  tx: DbOrTx,
  actor: Actor,
  scope: DataScope,
  input: TPositionCreate,
  selfId = 0,
) {
  if (input.parentId) {
    const parent = requireFound(await positionById(tx, actor, scope, input.parentId, false));
    if (selfId) {
      const loop = await queryRow(
        tx,
        sql`with recursive up as (select id, parent_id from positions where tenant_id = ${actor.tenantId} and id = ${parent.id}
            union select p.id, p.parent_id from positions p join up on p.id = up.parent_id where p.tenant_id = ${actor.tenantId})
          select id from up where id = ${selfId} limit 1`,
        { id: positionShape.id },
      );
      if (loop) throw new AppError('ORG_CYCLE');
    }
  }
  if (input.orgId) {
    const unit = await queryRow(
      tx,
      sql`select o.id from organisations o where o.tenant_id = ${actor.tenantId} and o.id = ${input.orgId}
        and ${unitInScope(actor.tenantId, scope, sql`o.id`)}`,
      { id: positionShape.id },
    );
    requireFound(unit);
  } else if (scope.kind !== 'all') throw new AppError('NOT_FOUND');
}

export async function createPosition(db: Db, actor: Actor, input: TPositionCreate): Promise<number> {
  const scope = await dataScopeOf(db, actor);
  return db.transaction(async (tx) => {
    await checkPlacement(tx, actor, scope, input);
    const code = input.code ?? `pos-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const row = requireFound(
      await queryRow(
        tx,
        sql`insert into positions (tenant_id, org_id, parent_id, name, code, remark, sort)
          values (${actor.tenantId}, ${input.orgId ?? null}, ${input.parentId || null}, ${input.name}, ${code},
            ${input.remark ?? ''}, ${input.sort}) returning id`,
        { id: positionShape.id },
      ),
    );
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'create',
      entityType: 'position',
      entityId: row.id,
      after: input,
    });
    return row.id;
  });
}

export async function editPosition(db: Db, actor: Actor, input: TPositionEdit): Promise<void> {
  const scope = await dataScopeOf(db, actor);
  await db.transaction(async (tx) => {
    const before = requireFound(await positionById(tx, actor, scope, input.id, true));
    await checkPlacement(tx, actor, scope, input, before.id);
    await runStatement(
      tx,
      sql`update positions set name = ${input.name}, code = ${input.code ?? before.code}, org_id = ${input.orgId ?? null},
        parent_id = ${input.parentId || null}, remark = ${input.remark ?? ''}, sort = ${input.sort}
        where tenant_id = ${actor.tenantId} and id = ${before.id}`,
    );
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'update',
      entityType: 'position',
      entityId: before.id,
      before,
      after: input,
    });
  });
}

export async function deletePosition(db: Db, actor: Actor, id: number): Promise<void> {
  const scope = await dataScopeOf(db, actor);
  await db.transaction(async (tx) => {
    const before = requireFound(await positionById(tx, actor, scope, id, true));
    if (before.user_num > 0 || before.child_num > 0) throw new AppError('ORG_POSITION_IN_USE');
    await runStatement(tx, sql`delete from positions where tenant_id = ${actor.tenantId} and id = ${id}`);
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'delete',
      entityType: 'position',
      entityId: id,
      before,
    });
  });
}
