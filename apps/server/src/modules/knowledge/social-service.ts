// Collecting, rating and commenting a resource the caller may see; the caller's collections.
import type { TKnowledgeCollect, TKnowledgeRate, TKnowledgeRatings } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import { knowledgeVisibleTo } from './policy.ts';
import { cardColumns, cardJoins, countedCardShape, msCol } from './queries.ts';
import { getKnowledge } from './resource-service.ts';

/** Collects (1), uncollects (0) or toggles; returns whether it is collected now. Repeats change nothing. */
export async function collectKnowledge(db: DbOrTx, actor: Actor, input: TKnowledgeCollect): Promise<boolean> {
  const row = await getKnowledge(db, actor, input.id);
  const want = input.type === undefined ? !row.is_collect : input.type === 1;
  if (want)
    await runStatement(
      db,
      sql`insert into knowledge_collections (tenant_id, knowledge_id, user_id) values (${actor.tenantId}, ${input.id},
        ${actor.userId}) on conflict do nothing`,
    );
  else
    await runStatement(
      db,
      sql`delete from knowledge_collections where knowledge_id = ${input.id} and user_id = ${actor.userId}`,
    );
  return want;
}

export async function listCollections(db: DbOrTx, actor: Actor, paging: PageInput) {
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const { limit, offset } = pageWindow(paging);
  const rows = await queryRows(
    db,
    sql`select ${cardColumns}, (count(*) over ())::int as total_num from knowledge_collections mc
      join knowledge_resources k on k.id = mc.knowledge_id ${cardJoins}
      where mc.tenant_id = ${actor.tenantId} and mc.user_id = ${actor.userId} and ${knowledgeVisibleTo(actor, orgLine)}
      order by mc.created_at desc limit ${limit} offset ${offset}`,
    countedCardShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** One rating and comment per learner and resource; rating again replaces it. */
export async function rateKnowledge(db: DbOrTx, actor: Actor, input: TKnowledgeRate) {
  await getKnowledge(db, actor, input.knowledgeId);
  await runStatement(
    db,
    sql`insert into knowledge_ratings (tenant_id, knowledge_id, user_id, score, comment)
      values (${actor.tenantId}, ${input.knowledgeId}, ${actor.userId}, ${input.score}, ${input.comment ?? ''})
      on conflict (knowledge_id, user_id) do update set score = excluded.score, comment = excluded.comment,
        created_at = now()`,
  );
}

export const ratingShape = {
  id: col.int,
  user_name: col.text,
  score: col.int,
  comment: col.text,
  created_at: msCol,
  total_num: col.int,
};

export async function listRatings(db: DbOrTx, actor: Actor, query: TKnowledgeRatings) {
  await getKnowledge(db, actor, query.knowledgeId);
  return pageOfRatings(db, actor.tenantId, query.knowledgeId, query);
}

export async function pageOfRatings(db: DbOrTx, tenantId: string, knowledgeId: number, paging: PageInput) {
  const { limit, offset } = pageWindow(paging);
  const rows = await queryRows(
    db,
    sql`select r.id, coalesce(u.name, '') as user_name, r.score, r.comment, r.created_at,
        (count(*) over ())::int as total_num
      from knowledge_ratings r left join users u on u.id = r.user_id
      where r.tenant_id = ${tenantId} and r.knowledge_id = ${knowledgeId}
      order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
    ratingShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
