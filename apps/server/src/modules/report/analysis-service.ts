// The dashboard chart: for each department under the chosen unit (or under the top of the caller's scope),
// how many people took part in an area in the range and how many passed (completed a course, passed an exam,
// or what the live and training domains count as attended and completed).

import type { AnalysisType } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { coversUser, type PeopleScope } from './policy.ts';
import { atInRange, type DayRange, dayInRange } from './queries.ts';
import { departmentCounterOf } from './study-area-service.ts';

export type DepartmentFigures = { id: number; name: string; joined: number; passed: number };

/** The departments compared: children of the base unit (the base alone when it has none). */
export async function departments(db: Db, people: PeopleScope) {
  const t = people.tenantId;
  const base = people.orgId ?? (people.scope.kind === 'orgSubtree' ? people.scope.orgId : undefined);
  const shape = { id: col.int, name: col.text };
  if (base === undefined) {
    const roots = await queryRows(
      db,
      sql`select id, name from organisations where tenant_id = ${t} and parent_id is null order by sort, id`,
      shape,
    );
    const [only] = roots;
    if (roots.length !== 1 || !only) return roots;
    return departmentsUnder(db, t, only);
  }
  const [unit] = await queryRows(
    db,
    sql`select id, name from organisations where tenant_id = ${t} and id = ${base}`,
    shape,
  );
  return unit ? departmentsUnder(db, t, unit) : [];
}

async function departmentsUnder(db: Db, tenantId: string, unit: { id: number; name: string }) {
  const children = await queryRows(
    db,
    sql`select id, name from organisations where tenant_id = ${tenantId} and parent_id = ${unit.id} order by sort, id`,
    { id: col.int, name: col.text },
  );
  return children.length > 0 ? children : [unit];
}

/** SQL selecting (user_id, dept_id): every covered person under their department. */
export function peopleByDept(people: PeopleScope, deptIds: number[]): SQL {
  const t = people.tenantId;
  const ids = sql.join(
    deptIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(with recursive tree as (
      select o.id as dept_id, o.id from organisations o where o.tenant_id = ${t} and o.id in (${ids})
      union all
      select tree.dept_id, c.id from organisations c join tree on c.parent_id = tree.id where c.tenant_id = ${t}
    ) select u.id as user_id, tree.dept_id from users u join tree on u.org_id = tree.id
       where u.tenant_id = ${t} and not u.disabled and ${coversUser(people)})`;
}

function ownCounts(type: 'course' | 'exam', tenantId: string, range: DayRange, byDept: SQL): SQL {
  if (type === 'course') {
    return sql`select p.dept_id,
        count(distinct p.user_id) filter (where exists (select 1 from course_study_times s
          where s.tenant_id = ${tenantId} and s.user_id = p.user_id and ${dayInRange(sql`s.study_date`, range)}))::int as joined,
        count(distinct p.user_id) filter (where exists (select 1 from course_study_records r
          where r.tenant_id = ${tenantId} and r.user_id = p.user_id and r.completed_at is not null
            and ${atInRange(sql`r.completed_at`, range)}))::int as passed
      from ${byDept} p group by p.dept_id`;
  }
  return sql`select p.dept_id,
      count(distinct r.user_id)::int as joined,
      count(distinct r.user_id) filter (where r.is_pass = 3)::int as passed
    from ${byDept} p join exam_results r on r.user_id = p.user_id and r.tenant_id = ${tenantId}
     where ${atInRange(sql`r.submitted_at`, range)}
     group by p.dept_id`;
}

export async function analyseDepartments(
  db: Db,
  people: PeopleScope,
  type: AnalysisType,
  range: DayRange,
): Promise<DepartmentFigures[]> {
  const units = await departments(db, people);
  if (units.length === 0) return [];
  const byDept = peopleByDept(
    people,
    units.map((unit) => unit.id),
  );
  let counts: Map<number, { joined: number; passed: number }>;
  if (type === 'course' || type === 'exam') {
    const rows = await queryRows(db, ownCounts(type, people.tenantId, range, byDept), {
      dept_id: col.int,
      joined: col.int,
      passed: col.int,
    });
    counts = new Map(rows.map((row) => [row.dept_id, { joined: row.joined, passed: row.passed }]));
  } else {
    const counter = departmentCounterOf(type);
    counts = counter ? await counter(db, people.tenantId, range, byDept) : new Map();
  }
  return units.map((unit) => ({ ...unit, ...(counts.get(unit.id) ?? { joined: 0, passed: 0 }) }));
}
