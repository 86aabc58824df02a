// The org tree of the back office: list (whole tree or one level, within the caller's data scope), add,
// edit and move (never under itself or its own units), sort by drag and drop, delete (only an empty unit:
// no units below, nobody in it). Tree moves take a per-tenant lock so two concurrent moves cannot make a
// cycle; every change is audited in its transaction.
import type { TOrgCreate, TOrgEdit, TOrgSortNode } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { type DataScope, dataScopeOf } from '../../core/data-scope.ts';
import { orgSubtree } from '../../core/org-scope.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { requireFound, requireWholeTenant, unitInScope } from './policy.ts';
import { containsPattern, idList, type UnitRow, unitColumns, unitShape } from './queries.ts';

/** Units in scope: all below `parentId` (0 = every unit), or those whose name matches. */
export async function listUnits(
  db: Db,
  actor: Actor,
  options: { parentId: number; orgName?: string | undefined; levelOnly?: boolean },
): Promise<UnitRow[]> {
  const { tenantId } = actor;
  const scope = await dataScopeOf(db, actor);
  const below =
    options.parentId === 0
      ? options.levelOnly && scope.kind === 'all'
        ? sql`o.parent_id is null`
        : sql`true`
      : options.levelOnly
        ? sql`o.parent_id = ${options.parentId}`
        : sql`o.id in ${orgSubtree(tenantId, sql`(select id from organisations where tenant_id = ${tenantId} and parent_id = ${options.parentId})`)}`;
  const named = options.orgName ? sql`o.name ilike ${containsPattern(options.orgName)}` : sql`true`;
  const rows = await queryRows(
    db,
    sql`select ${unitColumns} from organisations o
      where o.tenant_id = ${tenantId} and ${below} and ${named} and ${unitInScope(tenantId, scope, sql`o.id`)}
      order by o.sort, o.id`,
    unitShape,
  );
  // A subtree scope's level 0 is the caller's own unit (its parent is outside the scope).
  if (options.levelOnly && options.parentId === 0 && scope.kind !== 'all') {
    const ids = new Set(rows.map((row) => row.id));
    return rows.filter((row) => row.parent_id === null || !ids.has(row.parent_id));
  }
  return rows;
}

async function unitInScopeById(db: DbOrTx, tenantId: string, scope: DataScope, id: number) {
  return queryRow(
    db,
    sql`select ${unitColumns} from organisations o
      where o.tenant_id = ${tenantId} and o.id = ${id} and ${unitInScope(tenantId, scope, sql`o.id`)}`,
    unitShape,
  );
}

/** The parent a unit may go under: the top needs the whole tenant, any other unit must be in scope. */
async function requireParent(db: DbOrTx, tenantId: string, scope: DataScope, parentId: number) {
  if (parentId === 0) {
    requireWholeTenant(scope);
    return null;
  }
  return requireFound(await unitInScopeById(db, tenantId, scope, parentId)).id;
}

async function lockTree(tx: DbOrTx, tenantId: string) {
  await runStatement(tx, sql`select pg_advisory_xact_lock(hashtext(${`org-tree:${tenantId}`}))`);
}

async function requireFreeCode(tx: DbOrTx, tenantId: string, code: string, exceptId = 0) {
  const taken = await queryRow(
    tx,
    sql`select id from organisations where tenant_id = ${tenantId} and code = ${code} and id <> ${exceptId} limit 1`,
    { id: unitShape.id },
  );
  if (taken) throw new AppError('ORG_CODE_TAKEN');
}

export async function createUnit(db: Db, actor: Actor, input: TOrgCreate): Promise<number> {
  const { tenantId } = actor;
  const scope = await dataScopeOf(db, actor);
  return db.transaction(async (tx) => {
    await lockTree(tx, tenantId);
    const parentId = await requireParent(tx, tenantId, scope, input.parentOrgId);
    const code = input.orgCode ?? `org-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await requireFreeCode(tx, tenantId, code);
    const created = await queryRow(
      tx,
      sql`insert into organisations (tenant_id, parent_id, name, code, org_type, remark, sort)
        values (${tenantId}, ${parentId}, ${input.orgName}, ${code}, ${input.orgType}, ${input.remark ?? ''}, ${input.sort})
        returning id`,
      { id: unitShape.id },
    );
    const id = requireFound(created).id;
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'create',
      entityType: 'orgUnit',
      entityId: id,
      after: { ...input, parentId },
    });
    return id;
  });
}

/** Moves `id` under `parentId` unless that is the unit itself or one of its own units. */
async function requireNoCycle(tx: DbOrTx, tenantId: string, id: number, parentId: number | null) {
  if (parentId === null) return;
  const inside = await queryRow(
    tx,
    sql`select 1 as id where ${parentId} in ${orgSubtree(tenantId, sql`(${id})`)}`,
    { id: unitShape.id },
  );
  if (inside) throw new AppError('ORG_CYCLE');
}

export async function editUnit(db: Db, actor: Actor, input: TOrgEdit): Promise<void> {
  const { tenantId } = actor;
  const scope = await dataScopeOf(db, actor);
  await db.transaction(async (tx) => {
    await lockTree(tx, tenantId);
    const before = requireFound(await unitInScopeById(tx, tenantId, scope, input.orgId));
    const parentId =
      input.parentOrgId === (before.parent_id ?? 0)
        ? before.parent_id
        : await requireParent(tx, tenantId, scope, input.parentOrgId);
    await requireNoCycle(tx, tenantId, before.id, parentId);
    const code = input.orgCode ?? before.code;
    await requireFreeCode(tx, tenantId, code, before.id);
    await runStatement(
      tx,
      sql`update organisations set name = ${input.orgName}, code = ${code}, org_type = ${input.orgType},
        remark = ${input.remark ?? ''}, sort = ${input.sort}, parent_id = ${parentId}
        where tenant_id = ${tenantId} and id = ${before.id}`,
    );
    await recordAudit(tx, actor, {
      module: 'org',
      action: parentId === before.parent_id ? 'update' : 'move',
      entityType: 'orgUnit',
      entityId: before.id,
      before,
      after: { ...input, parentId },
    });
  });
}

type Placement = { id: number; parentId: number | null | undefined; sort: number };

function flatten(nodes: TOrgSortNode[], parentId: number | null | undefined, out: Placement[]) {
  nodes.forEach((node, index) => {
    out.push({ id: node.orgId, parentId, sort: node.sort ?? index + 1 });
    if (node.children) flatten(node.children, node.orgId, out);
  });
  return out;
}

/** Saves the dragged tree: each listed unit's order, and its parent where it is nested in another. */
export async function sortUnits(db: Db, actor: Actor, nodes: TOrgSortNode[]): Promise<void> {
  const { tenantId } = actor;
  const scope = await dataScopeOf(db, actor);
  const placements = flatten(nodes, undefined, []);
  await db.transaction(async (tx) => {
    await lockTree(tx, tenantId);
    for (const place of placements) {
      const unit = requireFound(await unitInScopeById(tx, tenantId, scope, place.id));
      const parentId = place.parentId === undefined ? unit.parent_id : place.parentId;
      if (parentId !== unit.parent_id) {
        await requireParent(tx, tenantId, scope, parentId ?? 0);
        await requireNoCycle(tx, tenantId, unit.id, parentId);
      }
      await runStatement(
        tx,
        sql`update organisations set sort = ${place.sort}, parent_id = ${parentId} where tenant_id = ${tenantId} and id = ${unit.id}`,
      );
    }
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'sort',
      entityType: 'orgUnit',
      entityId: placements[0]?.id ?? 0,
      after: placements,
    });
  });
}

/** Deletes empty units in scope: none may have units below it or people in it. */
export async function deleteUnits(db: Db, actor: Actor, ids: number[]): Promise<void> {
  const { tenantId } = actor;
  const scope = await dataScopeOf(db, actor);
  await db.transaction(async (tx) => {
    await lockTree(tx, tenantId);
    const units: UnitRow[] = [];
    for (const id of ids) units.push(requireFound(await unitInScopeById(tx, tenantId, scope, id)));
    const deleting = new Set(ids);
    for (const unit of units) {
      if (unit.user_num > 0) throw new AppError('ORG_HAS_USERS');
      const children = await queryRows(
        tx,
        sql`select id from organisations where tenant_id = ${tenantId} and parent_id = ${unit.id}`,
        { id: unitShape.id },
      );
      if (children.some((child) => !deleting.has(child.id))) throw new AppError('ORG_HAS_CHILDREN');
    }
    await runStatement(
      tx,
      sql`update positions set org_id = null where tenant_id = ${tenantId} and org_id in ${idList(ids)}`,
    );
    await runStatement(
      tx,
      sql`delete from org_privileges where tenant_id = ${tenantId} and org_id in ${idList(ids)}`,
    );
    await runStatement(
      tx,
      sql`delete from organisations where tenant_id = ${tenantId} and id in ${idList(ids)}`,
    );
    for (const unit of units) {
      await recordAudit(tx, actor, {
        module: 'org',
        action: 'delete',
        entityType: 'orgUnit',
        entityId: unit.id,
        before: unit,
      });
    }
  });
}
