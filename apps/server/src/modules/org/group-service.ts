// User groups (用户分组): named sets of people that courses and exams are assigned to. A group belongs to
// the org unit of the admin who made it (its data scope); names are unique in the tenant; adding a member
// twice changes nothing; members must be people the caller's scope reaches.
import type { TGroupCreate, TGroupEdit, TGroupPage, TGroupUsersPage } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { type DataScope, dataScopeOf } from '../../core/data-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { personInScope, recordInScope, requireAllFound, requireFound } from './policy.ts';
import { containsPattern, idList, personColumns, personJoins, personShape } from './queries.ts';

const groupShape = {
  id: col.int,
  name: col.text,
  remark: col.text,
  user_num: col.int,
  creator_name: col.text,
  created_at: col.epochMs,
};
const groupColumns = sql`g.id, g.name, g.remark,
  (select count(*) from user_group_members m where m.group_id = g.id)::int as user_num,
  coalesce((select c.name from users c where c.id = g.created_by), '') as creator_name,
  (extract(epoch from g.created_at) * 1000)::float8 as created_at`;

function groupScope(tenantId: string, scope: DataScope): SQL {
  return recordInScope(tenantId, scope, sql`g.org_id`, sql`g.created_by`);
}

export async function listGroups(db: Db, actor: Actor, query: TGroupPage) {
  const scope = await dataScopeOf(db, actor);
  const { limit, offset } = pageWindow(query);
  const named = query.name ? sql`g.name ilike ${containsPattern(query.name)}` : sql`true`;
  const rows = await queryRows(
    db,
    sql`select ${groupColumns}, (count(*) over ())::int as total_num from user_groups g
      where g.tenant_id = ${actor.tenantId} and ${named} and ${groupScope(actor.tenantId, scope)}
      order by g.id desc limit ${limit} offset ${offset}`,
    { ...groupShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

async function groupById(db: DbOrTx, actor: Actor, scope: DataScope, id: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${groupColumns} from user_groups g where g.tenant_id = ${actor.tenantId} and g.id = ${id}
        and ${groupScope(actor.tenantId, scope)}`,
      groupShape,
    ),
  );
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return e.code === '23505' || e.cause?.code === '23505';
}

export async function createGroup(db: Db, actor: Actor, input: TGroupCreate): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const row = requireFound(
        await queryRow(
          tx,
          sql`insert into user_groups (tenant_id, name, remark, org_id, created_by)
            values (${actor.tenantId}, ${input.name}, ${input.remark ?? ''}, ${actor.orgId}, ${actor.userId}) returning id`,
          { id: col.int },
        ),
      );
      await recordAudit(tx, actor, {
        module: 'org',
        action: 'create',
        entityType: 'userGroup',
        entityId: row.id,
        after: input,
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ORG_NAME_TAKEN');
    throw error;
  }
}

export async function editGroup(db: Db, actor: Actor, input: TGroupEdit): Promise<void> {
  const scope = await dataScopeOf(db, actor);
  try {
    await db.transaction(async (tx) => {
      const before = await groupById(tx, actor, scope, input.id);
      await runStatement(
        tx,
        sql`update user_groups set name = ${input.name}, remark = ${input.remark ?? ''} where tenant_id = ${actor.tenantId} and id = ${input.id}`,
      );
      await recordAudit(tx, actor, {
        module: 'org',
        action: 'update',
        entityType: 'userGroup',
        entityId: input.id,
        before,
        after: input,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ORG_NAME_TAKEN');
    throw error;
  }
}

export async function deleteGroup(db: Db, actor: Actor, id: number): Promise<void> {
  const scope = await dataScopeOf(db, actor);
  await db.transaction(async (tx) => {
    const before = await groupById(tx, actor, scope, id);
    await runStatement(tx, sql`delete from user_groups where tenant_id = ${actor.tenantId} and id = ${id}`);
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'delete',
      entityType: 'userGroup',
      entityId: id,
      before,
    });
  });
}

export async function listGroupMembers(db: Db, actor: Actor, query: TGroupUsersPage) {
  const scope = await dataScopeOf(db, actor);
  await groupById(db, actor, scope, query.groupId);
  const { limit, offset } = pageWindow(query);
  const named = query.search
    ? sql`(u.name ilike ${containsPattern(query.search)} or u.account ilike ${containsPattern(query.search)})`
    : sql`true`;
  const rows = await queryRows(
    db,
    sql`select ${personColumns}, (count(*) over ())::int as total_num
      from user_group_members gm join users u on u.id = gm.user_id ${personJoins}
      where gm.tenant_id = ${actor.tenantId} and gm.group_id = ${query.groupId} and ${named}
      order by gm.created_at desc, u.id limit ${limit} offset ${offset}`,
    { ...personShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** Adds people (in scope) to a group; those already in it stay as they are. */
export async function addGroupMembers(db: Db, actor: Actor, groupId: number, userIds: number[]) {
  const scope = await dataScopeOf(db, actor);
  await db.transaction(async (tx) => {
    await groupById(tx, actor, scope, groupId);
    const people = await queryRows(
      tx,
      sql`select u.id from users u where u.tenant_id = ${actor.tenantId} and u.id in ${idList(userIds)} and ${personInScope(actor.tenantId, scope)}`,
      { id: col.int },
    );
    requireAllFound(people, userIds);
    await runStatement(
      tx,
      sql`insert into user_group_members (tenant_id, group_id, user_id)
        values ${sql.join(
          userIds.map((id) => sql`(${actor.tenantId}, ${groupId}, ${id})`),
          sql`, `,
        )} on conflict do nothing`,
    );
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'addMembers',
      entityType: 'userGroup',
      entityId: groupId,
      after: { userIds },
    });
  });
}

export async function removeGroupMembers(db: Db, actor: Actor, groupId: number, userIds: number[]) {
  const scope = await dataScopeOf(db, actor);
  await db.transaction(async (tx) => {
    await groupById(tx, actor, scope, groupId);
    await runStatement(
      tx,
      sql`delete from user_group_members where tenant_id = ${actor.tenantId} and group_id = ${groupId} and user_id in ${idList(userIds)}`,
    );
    await recordAudit(tx, actor, {
      module: 'org',
      action: 'removeMembers',
      entityType: 'userGroup',
      entityId: groupId,
      before: { userIds },
    });
  });
}
