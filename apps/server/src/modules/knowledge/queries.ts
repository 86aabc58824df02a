// Column lists and row shapes of the knowledge base, written once. `k` resources, `kc` catalogue, `ks` the
// knowledge system, `u` the uploader.
import { sql } from 'drizzle-orm';
import { col, type RowOf } from '../../db/rows.ts';

/** A timestamptz column as epoch milliseconds. */
export const msCol = (value: unknown, column: string): number => col.date(value, column).getTime();
export const msOrNullCol = (value: unknown, column: string): number | null =>
  value === null ? null : msCol(value, column);

export const cardShape = {
  id: col.int,
  name: col.text,
  resource_type: col.text,
  catalog_id: col.intOrNull,
  catalog_name: col.text,
  knowledge_system_id: col.intOrNull,
  knowledge_system_name: col.text,
  introduction: col.text,
  provider_name: col.text,
  created_at: msCol,
  view_num: col.int,
  download_num: col.int,
  collect_num: col.int,
  score: col.num,
  is_top: col.bool,
  status: col.text,
  uploader_id: col.int,
};
export type CardRow = RowOf<typeof cardShape>;
export const countedCardShape = { ...cardShape, total_num: col.int };

export const cardColumns = sql`k.id, k.name, k.resource_type, k.catalog_id, coalesce(kc.name, '') as catalog_name,
  k.knowledge_system_id, coalesce(ks.name, '') as knowledge_system_name, k.introduction,
  coalesce(u.name, '') as provider_name, k.created_at, k.view_num, k.download_num,
  (select count(*)::int from knowledge_collections c where c.knowledge_id = k.id) as collect_num,
  coalesce((select round(avg(r.score))::int from knowledge_ratings r where r.knowledge_id = k.id), 0) as score,
  k.is_top, k.status, k.uploader_id`;

export const cardJoins = sql`left join knowledge_catalogs kc on kc.id = k.catalog_id
  left join knowledge_systems ks on ks.id = k.knowledge_system_id
  left join users u on u.id = k.uploader_id`;

export const detailShape = {
  ...cardShape,
  upload_type: col.int,
  url: col.text,
  allow_download: col.bool,
  attachments: col.json<{ fileId: string; fileName: string; url: string }[]>(),
  content: col.text,
  review_remark: col.text,
  audience: col.text,
  published: col.bool,
  reviewer_name: col.text,
  reviewed_at: msOrNullCol,
  is_collect: col.bool,
  my_score: col.int,
};
export type DetailRow = RowOf<typeof detailShape>;

export function detailColumns(userId: number) {
  return sql`${cardColumns}, k.upload_type, k.url, k.allow_download, k.attachments, k.content, k.review_remark,
    k.audience, k.published, coalesce(rv.name, '') as reviewer_name, k.reviewed_at,
    exists (select 1 from knowledge_collections c where c.knowledge_id = k.id and c.user_id = ${userId}) as is_collect,
    coalesce((select r.score::int from knowledge_ratings r where r.knowledge_id = k.id and r.user_id = ${userId}), 0)
      as my_score`;
}
export const detailJoins = sql`${cardJoins} left join users rv on rv.id = k.reviewer_id`;

/** The stored resource type of the original client's numeric `type`. */
export const TYPE_NAMES = { 1: 'video', 2: 'document', 3: 'download', 4: 'article' } as const;
export const TYPE_NUMBERS = { video: 1, document: 2, download: 3, article: 4 } as const;
