// The lecturers a learner may look up (the learner site's 讲师风采 pages, issue 16): everyone of the tenant
// holding the lecturer identity whose profile is not disabled, and whose account is not frozen. Exported
// for the site module, which adds what the course domain knows (courses taught, learners, rating).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, type RowOf } from '../../db/rows.ts';

const directoryShape = {
  id: col.int,
  name: col.text,
  avatar_url: col.text,
  kind: col.text,
  category_name: col.text,
  level: col.text,
  intro: col.text,
  since: col.date,
};
export type LecturerDirectoryRow = RowOf<typeof directoryShape>;

/** The tenant's lecturers (one when `userId` is given), whose name contains `name` when given. */
export async function listLecturerDirectory(
  db: DbOrTx,
  tenantId: string,
  filter: { name?: string | undefined; userId?: number | undefined } = {},
): Promise<LecturerDirectoryRow[]> {
  const name = filter.name ? sql`and strpos(lower(u.name), lower(${filter.name})) > 0` : sql``;
  const one = filter.userId === undefined ? sql`` : sql`and u.id = ${filter.userId}`;
  return queryRows(
    db,
    sql`select u.id, u.name, u.avatar_url, coalesce(lp.kind, 'internal') as kind, coalesce(c.name, '') as category_name,
        coalesce(lp.level, '') as level, coalesce(lp.intro, '') as intro, coalesce(lp.created_at, u.created_at) as since
      from users u join user_identities i on i.user_id = u.id
      left join lecturer_profiles lp on lp.user_id = u.id
      left join lecturer_categories c on c.id = lp.category_id
      where u.tenant_id = ${tenantId} and not u.disabled and i.is_teacher and coalesce(lp.enabled, true) ${name} ${one}
      order by u.id`,
    directoryShape,
  );
}
