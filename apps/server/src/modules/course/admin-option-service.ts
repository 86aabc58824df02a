// Choices the back-office editor offers and checks it makes before saving: lecturers and course authors
// to pick from, and whether a course number is already used in the tenant.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { likePattern } from './queries.ts';

export async function isCourseNoTaken(
  db: DbOrTx,
  tenantId: string,
  courseNo: string,
  courseId: number | null,
) {
  const row = await queryRow(
    db,
    sql`select 1 as one from courses where tenant_id = ${tenantId} and course_no = ${courseNo}
      and deleted_at is null and id <> ${courseId ?? 0}`,
    { one: col.int },
  );
  return row !== undefined;
}

/** Lecturer choices of the editor (users with the lecturer identity), and the list's author filter. */
export async function listPeopleOptions(
  db: DbOrTx,
  tenantId: string,
  kind: 'lecturer' | 'creator',
  keyword?: string,
) {
  const like = keyword ? sql`and u.name ilike ${likePattern(keyword)}` : sql``;
  const who =
    kind === 'lecturer'
      ? sql`exists (select 1 from user_identities ui where ui.user_id = u.id and ui.is_teacher)`
      : sql`exists (select 1 from courses c where c.tenant_id = u.tenant_id and c.created_by = u.id and c.deleted_at is null)`;
  return queryRows(
    db,
    sql`select u.id, u.name from users u where u.tenant_id = ${tenantId} and not u.disabled and ${who} ${like}
      order by u.name, u.id limit 200`,
    { id: col.int, name: col.text },
  );
}
