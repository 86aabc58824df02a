// The organisation tree and the position list of the caller's tenant (`blade-resource/v1/organization`,
// `source/base/position/page`). Another tenant's ids match nothing.
import { type SQL, sql } from 'drizzle-orm';
import { orgSubtree } from '../../core/org-scope.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, type RowOf } from '../../db/rows.ts';

const orgShape = { id: col.int, parent_id: col.intOrNull, name: col.text, code: col.text, sort: col.int };
export type OrgRow = RowOf<typeof orgShape>;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The units below `parentId` (0 = every unit), in tree order; with `orgName`, only units whose name
 * matches (each then stands as a root of its own).
 */
export async function listOrgUnits(
  db: DbOrTx,
  options: { tenantId: string; parentId: number; orgName?: string | undefined },
): Promise<OrgRow[]> {
  const { tenantId, parentId, orgName } = options;
  const within: SQL =
    parentId === 0
      ? sql`true`
      : sql`o.id in ${orgSubtree(tenantId, sql`(select id from organisations where tenant_id = ${tenantId} and parent_id = ${parentId})`)}`;
  const named = orgName ? sql`o.name ilike ${likePattern(orgName)}` : sql`true`;
  return queryRows(
    db,
    sql`select o.id, o.parent_id, o.name, o.code, o.sort from organisations o
      where o.tenant_id = ${tenantId} and ${within} and ${named}
      order by o.sort, o.id`,
    orgShape,
  );
}

const positionShape = {
  id: col.int,
  name: col.text,
  code: col.text,
  org_id: col.intOrNull,
  org_name: col.text,
  user_num: col.int,
  total_num: col.int,
};
export type PositionRow = RowOf<typeof positionShape>;

/** A page of the positions of the unit `parentId` (0 = all), optionally by name, with their holder counts. */
export async function listPositions(
  db: DbOrTx,
  options: PageInput & { tenantId: string; parentId: number; name?: string | undefined },
): Promise<{ rows: PositionRow[]; totalNum: number }> {
  const { tenantId, parentId, name } = options;
  const { limit, offset } = pageWindow(options);
  const rows = await queryRows(
    db,
    sql`select p.id, p.name, p.code, p.org_id, coalesce(o.name, '') as org_name,
        (select count(*) from users u where u.tenant_id = p.tenant_id and u.position_id = p.id and not u.disabled)::int
          as user_num,
        (count(*) over ())::int as total_num
      from positions p left join organisations o on o.id = p.org_id and o.tenant_id = p.tenant_id
      where p.tenant_id = ${tenantId}
        and ${parentId === 0 ? sql`true` : sql`p.org_id = ${parentId}`}
        and ${name ? sql`p.name ilike ${likePattern(name)}` : sql`true`}
      order by p.sort, p.id limit ${limit} offset ${offset}`,
    positionShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
