// The students list of the enterprise centre: the people of the admin's subtrees, searched by name, work
// number or phone and filtered by unit, paged; the export takes the same filters without paging.
import { ENTERPRISE_RULES, type TEnterpriseStudents } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { orgSubtree } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { type AdminScope, personInAdminScope } from './policy.ts';
import { studentColumns, studentJoins, studentShape } from './queries.ts';
import { requireUnit } from './scope-service.ts';

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function studentFilters(
  db: Db,
  scope: AdminScope,
  query: Omit<TEnterpriseStudents, 'pageNo' | 'pageSize'>,
) {
  const filters = [personInAdminScope(scope)];
  if (query.orgId !== undefined) {
    await requireUnit(db, scope, query.orgId);
    filters.push(sql`u.org_id in ${orgSubtree(scope.tenantId, sql`(${query.orgId})`)}`);
  }
  if (query.keyword) {
    const like = containsPattern(query.keyword);
    filters.push(
      sql`(u.name ilike ${like} or u.work_no ilike ${like} or coalesce(u.phone, '') ilike ${like})`,
    );
  }
  return sql.join(filters, sql` and `);
}

export async function listStudents(db: Db, scope: AdminScope, query: TEnterpriseStudents) {
  const where = await studentFilters(db, scope, query);
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select ${studentColumns}, (count(*) over ())::int as total_num from users u ${studentJoins}
      where ${where} order by u.org_id, u.name, u.id limit ${limit} offset ${offset}`,
    { ...studentShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function studentsForExport(db: Db, scope: AdminScope, query: TEnterpriseStudents) {
  const where = await studentFilters(db, scope, query);
  return queryRows(
    db,
    sql`select ${studentColumns} from users u ${studentJoins}
      where ${where} order by u.org_id, u.name, u.id limit ${ENTERPRISE_RULES.exportMax}`,
    studentShape,
  );
}

/** One student of the admin's subtrees (404 for anyone else). */
export async function findStudent(db: Db, scope: AdminScope, userId: number) {
  return queryRow(
    db,
    sql`select ${studentColumns} from users u ${studentJoins} where u.id = ${userId} and ${personInAdminScope(scope)}`,
    studentShape,
  );
}

/** Which of the ids are people of the admin's subtrees. */
export async function studentsInScope(db: Db, scope: AdminScope, userIds: number[]) {
  const rows = await queryRows(
    db,
    sql`select u.id from users u where u.id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and not u.disabled and ${personInAdminScope(scope)}`,
    { id: col.int },
  );
  return rows.map((row) => row.id);
}
