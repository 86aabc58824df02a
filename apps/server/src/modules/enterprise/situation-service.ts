// Study situation per org unit: for one area (course, exam, training, live), each department under the
// chosen unit (or under each administered unit) with how many joined and how many passed — the report
// domain's department analysis, over the admin's scope — and the unit tree the filters offer.
import type { EnterpriseArea } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { analyseDepartments, type DepartmentFigures } from '../report/analysis-service.ts';
import type { PeopleScope } from '../report/policy.ts';
import type { DayRange } from '../report/queries.ts';
import { type AdminScope, adminUnits } from './policy.ts';
import { unitShape } from './queries.ts';

export async function departmentSituation(
  db: Db,
  scopes: PeopleScope[],
  area: EnterpriseArea,
  range: DayRange,
): Promise<DepartmentFigures[]> {
  const parts = await Promise.all(scopes.map((people) => analyseDepartments(db, people, area, range)));
  return parts.flat();
}

/** Every unit of the admin's subtrees, in tree order. */
export function unitsOf(db: Db, scope: AdminScope) {
  return queryRows(
    db,
    sql`select o.id, o.name, o.parent_id from organisations o
      where o.tenant_id = ${scope.tenantId} and o.id in ${adminUnits(scope)} order by o.sort, o.id`,
    unitShape,
  );
}
