// Browsing a knowledge-system node through the search index: everything of every kind filed under the node
// or below it that the caller may find (the /systemList/trainSystem page), newest first.
import type { TSearchKind } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { knowledgeSubtree } from '../course/queries.ts';
import { searchVisibleTo } from './policy.ts';
import { msCol } from './queries.ts';

/** Everything filed under the knowledge-system node `knowledgeSystemId` or below it. */
export async function listFiledUnder(
  db: DbOrTx,
  actor: Actor,
  knowledgeSystemId: number,
  kind: TSearchKind | undefined,
  paging: PageInput,
) {
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const { limit, offset } = pageWindow(paging);
  const rows = await queryRows(
    db,
    sql`select d.kind, d.ref_id, d.title, d.cover, d.updated_at, (count(*) over ())::int as total_num
      from search_documents d
      where d.knowledge_system_id in ${knowledgeSubtree(actor.tenantId, knowledgeSystemId)} and d.kind <> 'faq' ${kind ? sql`and d.kind = ${kind}` : sql``}
        and ${searchVisibleTo(actor, orgLine)}
      order by d.updated_at desc, d.id desc limit ${limit} offset ${offset}`,
    {
      kind: col.text,
      ref_id: col.int,
      title: col.text,
      cover: col.text,
      updated_at: msCol,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export type FiledRow = Awaited<ReturnType<typeof listFiledUnder>>['rows'][number];
