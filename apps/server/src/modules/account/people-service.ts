// The people pickers (the original client's org and position trees with their people): one tree level at a
// time or a search, the members of org units, the holders of positions. Everything is scoped to the caller's
// tenant: another tenant's ids simply match nothing. User groups are the back office's (modules/org); external
// people do not exist in this product yet, so their call answers an honest empty list.
import { PEOPLE_PICKER_MAX } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import {
  containsPattern,
  idList,
  pickerNodeShape,
  pickerUserColumns,
  pickerUserFrom,
  pickerUserShape,
} from './queries.ts';

export type TreeLevelOptions = { tenantId: string; parentId: number; search?: string | undefined };

function peopleWhere(db: DbOrTx, tenantId: string, condition: SQL) {
  return queryRows(
    db,
    sql`select ${pickerUserColumns} ${pickerUserFrom(tenantId)} and ${condition}
      order by u.name, u.id limit ${PEOPLE_PICKER_MAX}`,
    pickerUserShape,
  );
}

function nameMatches(search: string) {
  const pattern = containsPattern(search);
  return sql`(u.name ilike ${pattern} or u.work_no ilike ${pattern})`;
}

/** The org tree: child units of `parentId` (0 = the top) and its direct members, or units and people found. */
export async function listOrgTreeLevel(db: DbOrTx, options: TreeLevelOptions) {
  const { tenantId, parentId, search } = options;
  const unitWhere = search
    ? sql`o.name ilike ${containsPattern(search)}`
    : parentId === 0
      ? sql`o.parent_id is null`
      : sql`o.parent_id = ${parentId}`;
  const [orgs, users] = await Promise.all([
    queryRows(
      db,
      sql`select o.id, o.name, coalesce(o.parent_id, 0) as parent_id, (exists (select 1 from organisations c where c.tenant_id = o.tenant_id and c.parent_id = o.id)
          or exists (select 1 from users m where m.tenant_id = o.tenant_id and m.org_id = o.id and not m.disabled))
          as has_children
        from organisations o where o.tenant_id = ${tenantId} and ${unitWhere}
        order by o.sort, o.id limit ${PEOPLE_PICKER_MAX}`,
      pickerNodeShape,
    ),
    search
      ? peopleWhere(db, tenantId, nameMatches(search))
      : parentId === 0
        ? Promise.resolve([])
        : peopleWhere(db, tenantId, sql`u.org_id = ${parentId}`),
  ]);
  return { orgs, users };
}

/** The position tree: every position at the top, a position's holders below it, or positions and people found. */
export async function listPositionTreeLevel(db: DbOrTx, options: TreeLevelOptions) {
  const { tenantId, parentId, search } = options;
  const positionsOf = (where: SQL) =>
    queryRows(
      db,
      sql`select p.id, p.name, 0 as parent_id,
          exists (select 1 from users m where m.tenant_id = p.tenant_id and m.position_id = p.id and not m.disabled)
          as has_children
        from positions p where p.tenant_id = ${tenantId} and ${where}
        order by p.sort, p.id limit ${PEOPLE_PICKER_MAX}`,
      pickerNodeShape,
    );
  if (search) {
    const [orgs, users] = await Promise.all([
      positionsOf(sql`p.name ilike ${containsPattern(search)}`),
      peopleWhere(db, tenantId, sql`u.position_id is not null and ${nameMatches(search)}`),
    ]);
    return { orgs, users };
  }
  if (parentId === 0) return { orgs: await positionsOf(sql`true`), users: [] };
  return { orgs: [], users: await peopleWhere(db, tenantId, sql`u.position_id = ${parentId}`) };
}

/** The direct members of the given org units (`/user/v1/user/basis`). */
export async function listOrgMembers(db: DbOrTx, options: { tenantId: string; orgIds: number[] }) {
  if (options.orgIds.length === 0) return [];
  return peopleWhere(db, options.tenantId, sql`u.org_id in ${idList(options.orgIds)}`);
}

/** The holders of the given positions (`/manage/v1/user/info/position`). */
export async function listPositionHolders(db: DbOrTx, options: { tenantId: string; positionIds: number[] }) {
  if (options.positionIds.length === 0) return [];
  return peopleWhere(db, options.tenantId, sql`u.position_id in ${idList(options.positionIds)}`);
}

/** The tenant's user groups for the pickers (`usergroup/list`), by name, with their member counts. */
export function listPickerGroups(
  db: DbOrTx,
  options: { tenantId: string; groupIds: number[]; search?: string },
) {
  const { tenantId, groupIds, search } = options;
  const chosen =
    groupIds.length > 0
      ? sql`and g.id in (${sql.join(
          groupIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const named = search ? sql`and g.name ilike ${containsPattern(search)}` : sql``;
  return queryRows(
    db,
    sql`select g.id, g.name,
          (select count(*)::int from user_group_members m where m.group_id = g.id) as user_num
        from user_groups g where g.tenant_id = ${tenantId} ${chosen} ${named}
        order by g.name, g.id limit ${PEOPLE_PICKER_MAX}`,
    { id: col.int, name: col.text, user_num: col.int },
  );
}

/** Members of the given groups for the pickers (`usergroup/queryUserList`); none without a group. */
export async function listGroupPeople(
  db: DbOrTx,
  options: { tenantId: string; groupIds: number[]; search?: string },
) {
  const { tenantId, groupIds, search } = options;
  if (groupIds.length === 0) return [];
  const members = sql`u.id in (select m.user_id from user_group_members m join user_groups g on g.id = m.group_id
    where g.tenant_id = ${tenantId} and m.group_id in (${sql.join(
      groupIds.map((id) => sql`${id}`),
      sql`, `,
    )}))`;
  return peopleWhere(db, tenantId, search ? sql`${members} and ${nameMatches(search)}` : members);
}

/** The caller's org unit and every unit above it (`queryOrgIds`); empty without a unit. */
export function listMyOrgLine(db: DbOrTx, actor: Actor): Promise<number[]> {
  return orgLineOf(db, actor.tenantId, actor.orgId);
}
