// Replies of the org tree, positions and job levels, in the original back office's field names; trees are
// nested from flat rows (a row whose parent is not in the list stands as a root).
import { OrgType, type TAdminOrgNode, type TJobLevelNode, type TPositionNode } from '@elearning/shared';
import type { JobLevelRow, PositionRow, UnitRow } from './queries.ts';

/** Nests flat rows by `parent_id`, keeping their order. */
export function nest<R extends { id: number; parent_id: number | null }, N extends { children: N[] }>(
  rows: R[],
  toNode: (row: R) => N,
): N[] {
  const nodes = new Map(rows.map((row) => [row.id, toNode(row)]));
  const roots: N[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

const orgTypeOf = (value: string): OrgType =>
  Object.values(OrgType).find((type) => type === value) ?? OrgType.department;

export function presentUnit(row: UnitRow): TAdminOrgNode {
  return {
    id: row.id,
    orgId: row.id,
    orgName: row.name,
    orgCode: row.code,
    orgType: orgTypeOf(row.org_type),
    parentId: row.parent_id ?? 0,
    parentOrgId: row.parent_id ?? 0,
    sort: row.sort,
    remark: row.remark,
    userNum: row.user_num,
    hasChildren: row.child_num > 0,
    leaders: [],
    children: [],
  };
}

export const presentUnitTree = (rows: UnitRow[]) => nest(rows, presentUnit);

export function presentPosition(row: PositionRow): TPositionNode {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    parentId: row.parent_id ?? 0,
    orgId: row.org_id ?? 0,
    orgName: row.org_name,
    remark: row.remark,
    sort: row.sort,
    userNum: row.user_num,
    hasChildren: row.child_num > 0,
    children: [],
  };
}

export const presentPositionTree = (rows: PositionRow[]) => nest(rows, presentPosition);

export function presentJobLevel(row: JobLevelRow): TJobLevelNode {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    parentId: row.parent_id ?? 0,
    remark: row.remark,
    sort: row.sort,
    userNum: row.user_num,
    hasChildren: row.child_num > 0,
    children: [],
  };
}

export const presentJobLevelTree = (rows: JobLevelRow[]) => nest(rows, presentJobLevel);
