// Column lists and row shapes of news, written once: `a` articles, `c` categories, `u` the author.
import { sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';

export const articleShape = {
  id: col.int,
  title: col.text,
  brief: col.text,
  pic_url: col.text,
  category_id: col.intOrNull,
  category_name: col.text,
  user_name: col.text,
  shown_from: col.epochMsOrNull,
  hits: col.int,
  is_top: col.bool,
  status: col.text,
  publish_begin: col.epochMsOrNull,
  publish_end: col.epochMsOrNull,
  published_at: col.epochMsOrNull,
  created_at: col.epochMs,
};
export type ArticleRow = RowOf<typeof articleShape>;
export const countedArticleShape = { ...articleShape, total_num: col.int };
export const articleDetailShape = { ...articleShape, content: col.text };

export const articleColumns = sql`a.id, a.title, a.brief, a.pic_url, a.category_id, coalesce(c.name, '') as category_name,
  coalesce(u.name, '') as user_name, (extract(epoch from coalesce(a.publish_begin, a.published_at)) * 1000)::float8 as shown_from, a.hits, a.is_top,
  a.status, (extract(epoch from a.publish_begin) * 1000)::float8 as publish_begin, (extract(epoch from a.publish_end) * 1000)::float8 as publish_end,
  (extract(epoch from a.published_at) * 1000)::float8 as published_at, (extract(epoch from a.created_at) * 1000)::float8 as created_at`;

export const articleJoins = sql`left join news_categories c on c.id = a.category_id
  left join users u on u.id = a.creator_id`;

export const regulationShape = {
  id: col.int,
  title: col.text,
  category: col.text,
  file_url: col.text,
  file_name: col.text,
  is_top: col.bool,
  created_at: col.epochMs,
  user_name: col.text,
  total_num: col.int,
};
export type RegulationRow = RowOf<typeof regulationShape>;
