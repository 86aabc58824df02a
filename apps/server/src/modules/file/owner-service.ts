// The files a person uploaded (the personal centre's 我的文件), newest first. Exported for the personal
// module, which never reads the file tables itself; reading one still goes through the file routes' rules.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, type RowOf } from '../../db/rows.ts';

const ownFileShape = {
  id: col.text,
  original_name: col.text,
  stored_name: col.text,
  kind: col.text,
  mime: col.text,
  size: col.int,
  created_at: col.epochMs,
  total_num: col.int,
};
export type OwnFileRow = RowOf<typeof ownFileShape>;

/** A page of the caller's own uploads. */
export async function listOwnFiles(db: DbOrTx, actor: Actor, paging: PageInput) {
  const { limit, offset } = pageWindow(paging);
  const rows = await queryRows(
    db,
    sql`select f.id, f.original_name, f.stored_name, f.kind, f.mime, f.size::int as size, (extract(epoch from f.created_at) * 1000)::float8 as created_at,
        (count(*) over ())::int as total_num
      from files f where f.tenant_id = ${actor.tenantId} and f.owner_user_id = ${actor.userId}
      order by f.created_at desc, f.id desc limit ${limit} offset ${offset}`,
    ownFileShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
