// The back office's articles: list, editor detail, create, edit (content sanitised, cover from the file
// service, window checked), delete, publish / withdraw and pin. Published articles are in the search index;
// the index row changes in the same transaction as the article.
import {
  newsEvents,
  SearchKind,
  type TNewsAdminList,
  type TNewsCreate,
  type TNewsUpdate,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { pageWindow } from '../../core/paging.ts';
import { isOwnFileUrl, sanitizeRichText } from '../../core/rich-text.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { indexSearchDocument, plainText, removeSearchDocument } from '../search/index-service.ts';
import { requireFound, requireWindow } from './policy.ts';
import { articleColumns, articleDetailShape, articleJoins, countedArticleShape } from './queries.ts';

const audit = (tx: DbOrTx, actor: Actor, action: string, id: number, after?: unknown) =>
  recordAudit(tx, actor, { module: 'news', action, entityType: 'news', entityId: id, after });

export async function listArticles(db: Db, actor: Actor, query: TNewsAdminList) {
  const { limit, offset } = pageWindow(query);
  const filters: SQL[] = [sql`a.tenant_id = ${actor.tenantId}`];
  if (query.title) filters.push(sql`strpos(lower(a.title), lower(${query.title})) > 0`);
  if (query.status) filters.push(sql`a.status = ${query.status}`);
  if (query.categoryId) filters.push(sql`a.category_id = ${query.categoryId}`);
  if (query.isTop !== undefined) filters.push(sql`a.is_top = ${query.isTop}`);
  const rows = await queryRows(
    db,
    sql`select ${articleColumns}, (count(*) over ())::int as total_num from news_articles a ${articleJoins}
      where ${sql.join(filters, sql` and `)} order by a.is_top desc, a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
    countedArticleShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

export async function getArticle(db: DbOrTx, tenantId: string, id: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${articleColumns}, a.content from news_articles a ${articleJoins}
        where a.tenant_id = ${tenantId} and a.id = ${id}`,
      articleDetailShape,
    ),
  );
}

async function requireCategory(tx: DbOrTx, tenantId: string, id: number | undefined) {
  if (!id) return null;
  const row = await queryRow(
    tx,
    sql`select id from news_categories where tenant_id = ${tenantId} and id = ${id}`,
    {
      id: col.int,
    },
  );
  return requireFound(row).id;
}

function cleanFields(input: TNewsCreate) {
  if (input.picUrl && !isOwnFileUrl(input.picUrl)) throw new AppError('FILE_ADDRESS_INCORRECT');
  requireWindow(input.publishBegin, input.publishEnd);
  const at = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());
  return {
    title: input.title,
    brief: input.brief ?? '',
    content: sanitizeRichText(input.content),
    picUrl: input.picUrl ?? '',
    begin: at(input.publishBegin),
    end: at(input.publishEnd),
  };
}

/** Keeps the search row in step with what learners may read (published articles only). */
async function syncIndex(tx: DbOrTx, tenantId: string, id: number) {
  const row = await getArticle(tx, tenantId, id);
  if (row.status !== 'published') return removeSearchDocument(tx, tenantId, SearchKind.news, id);
  return indexSearchDocument(tx, {
    tenantId,
    kind: SearchKind.news,
    refId: id,
    title: row.title,
    body: `${row.brief} ${plainText(row.content)}`,
    cover: row.pic_url,
  });
}

export async function createArticle(db: Db, actor: Actor, input: TNewsCreate) {
  const f = cleanFields(input);
  return db.transaction(async (tx) => {
    const categoryId = await requireCategory(tx, actor.tenantId, input.categoryId);
    const row = requireFound(
      await queryRow(
        tx,
        sql`insert into news_articles (tenant_id, category_id, title, brief, content, pic_url, publish_begin, publish_end, creator_id)
          values (${actor.tenantId}, ${categoryId}, ${f.title}, ${f.brief}, ${f.content}, ${f.picUrl}, ${f.begin}, ${f.end}, ${actor.userId})
          returning id`,
        { id: col.int },
      ),
    );
    await audit(tx, actor, 'create', row.id, { ...input, content: undefined });
    return row.id;
  });
}

export async function updateArticle(db: Db, actor: Actor, input: TNewsUpdate) {
  const f = cleanFields(input);
  await db.transaction(async (tx) => {
    const categoryId = await requireCategory(tx, actor.tenantId, input.categoryId);
    const changed = await runStatement(
      tx,
      sql`update news_articles set category_id = ${categoryId}, title = ${f.title}, brief = ${f.brief}, content = ${f.content},
        pic_url = ${f.picUrl}, publish_begin = ${f.begin}, publish_end = ${f.end}, updated_at = now()
        where tenant_id = ${actor.tenantId} and id = ${input.id}`,
    );
    if (changed === 0) throw new AppError('NOT_FOUND');
    await syncIndex(tx, actor.tenantId, input.id);
    await audit(tx, actor, 'update', input.id, { ...input, content: undefined });
  });
}

export async function deleteArticle(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const gone = await runStatement(
      tx,
      sql`delete from news_articles where tenant_id = ${actor.tenantId} and id = ${id}`,
    );
    if (gone === 0) throw new AppError('NOT_FOUND');
    await removeSearchDocument(tx, actor.tenantId, SearchKind.news, id);
    await audit(tx, actor, 'delete', id);
  });
}

/** Publishing twice changes nothing the second time (the first publish time and event stay). */
export async function setPublished(db: Db, actor: Actor, id: number, publish: boolean) {
  await db.transaction(async (tx) => {
    const row = await getArticle(tx, actor.tenantId, id);
    const status = publish ? 'published' : 'draft';
    if (row.status === status) return;
    await runStatement(
      tx,
      sql`update news_articles set status = ${status}, published_at = case when ${publish} then coalesce(published_at, now()) else published_at end,
        updated_at = now() where tenant_id = ${actor.tenantId} and id = ${id}`,
    );
    await syncIndex(tx, actor.tenantId, id);
    if (publish)
      await emitDomainEvent(tx, {
        tenantId: actor.tenantId,
        type: newsEvents.published,
        userId: actor.userId,
        subjectType: 'news',
        subjectId: id,
        dedupeKey: `${newsEvents.published}:${id}`,
        data: { title: row.title },
      });
    await audit(tx, actor, publish ? 'publish' : 'unpublish', id);
  });
}

export async function setTop(db: Db, actor: Actor, id: number, isTop: boolean) {
  await db.transaction(async (tx) => {
    const changed = await runStatement(
      tx,
      sql`update news_articles set is_top = ${isTop}, top_at = case when ${isTop} then now() else null end
        where tenant_id = ${actor.tenantId} and id = ${id}`,
    );
    if (changed === 0) throw new AppError('NOT_FOUND');
    await audit(tx, actor, isTop ? 'top' : 'untop', id);
  });
}

export async function listPublishers(db: Db, actor: Actor, query: { pageNo: number; pageSize: number }) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select u.id as user_id, u.name as user_name, count(*)::int as news_num, (count(*) over ())::int as total_num
      from news_articles a join users u on u.id = a.creator_id
      where a.tenant_id = ${actor.tenantId} and a.status = 'published'
      group by u.id, u.name order by news_num desc, u.id limit ${limit} offset ${offset}`,
    { user_id: col.int, user_name: col.text, news_num: col.int, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
