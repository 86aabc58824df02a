// Replies of the enterprise centre, typed by the shared reply types.
import type {
  EnterpriseArea,
  TEnterpriseSituation,
  TEnterpriseStudent,
  TEnterpriseUnit,
} from '@elearning/shared';
import type { DepartmentFigures } from '../report/analysis-service.ts';
import type { StudentRow, UnitRow } from './queries.ts';

export function presentStudent(row: StudentRow): TEnterpriseStudent {
  return {
    userId: row.id,
    name: row.name,
    workNo: row.work_no,
    account: row.account,
    phonenum: row.phone ?? '',
    orgId: row.org_id ?? 0,
    orgName: row.org_name,
    positionName: row.position_name,
    disabled: row.disabled,
  };
}

export function presentSituation(type: EnterpriseArea, rows: DepartmentFigures[]): TEnterpriseSituation {
  return {
    type,
    departments: rows.map((row) => ({
      orgId: row.id,
      orgName: row.name,
      joined: row.joined,
      passed: row.passed,
    })),
    totals: {
      joined: rows.reduce((sum, row) => sum + row.joined, 0),
      passed: rows.reduce((sum, row) => sum + row.passed, 0),
    },
  };
}

/** The units as a tree: the admin's top units are the roots, whatever their parents are. */
export function presentUnitTree(rows: UnitRow[]): TEnterpriseUnit[] {
  const nodes = new Map<number, TEnterpriseUnit>(
    rows.map((row) => [row.id, { id: row.id, name: row.name, parentId: row.parent_id ?? 0, children: [] }]),
  );
  const roots: TEnterpriseUnit[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
