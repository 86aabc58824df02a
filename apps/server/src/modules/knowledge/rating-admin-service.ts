// The back office's view of a resource's ratings: all of them (export) and removing one.
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { requireFound } from './policy.ts';
import { msCol } from './queries.ts';

const EXPORT_MAX = 10_000;

export async function deleteRating(db: DbOrTx, actor: Actor, id: number) {
  const row = await queryRow(
    db,
    sql`select id from knowledge_ratings where tenant_id = ${actor.tenantId} and id = ${id}`,
    {
      id: col.int,
    },
  );
  requireFound(row);
  await runStatement(db, sql`delete from knowledge_ratings where id = ${id}`);
}

export async function pageOfAllRatings(db: DbOrTx, actor: Actor, knowledgeId: number) {
  return queryRows(
    db,
    sql`select r.id, coalesce(u.name, '') as user_name, r.score, r.comment, r.created_at
      from knowledge_ratings r left join users u on u.id = r.user_id
      where r.tenant_id = ${actor.tenantId} and r.knowledge_id = ${knowledgeId}
      order by r.created_at desc limit ${EXPORT_MAX}`,
    { id: col.int, user_name: col.text, score: col.int, comment: col.text, created_at: msCol },
  );
}
