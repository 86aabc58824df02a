// Replies of news and the regulation list, in the field names the original clients read.
import type {
  NewsStatus,
  TNewsAdminDetail,
  TNewsAdminRow,
  TNewsCard,
  TNewsDetail,
  TRegulation,
} from '@elearning/shared';
import type { ArticleRow, RegulationRow } from './queries.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in China time (the deployments' zone), as the original list shows it. */
export function formatTime(epochMs: number | null): string {
  if (epochMs == null) return '';
  const d = new Date(epochMs + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export function presentCard(row: ArticleRow): TNewsCard {
  return {
    id: row.id,
    title: row.title,
    brief: row.brief,
    picUrl: row.pic_url,
    categoryId: row.category_id,
    categoryName: row.category_name,
    userName: row.user_name,
    beginPublishTime: formatTime(row.shown_from),
    hits: row.hits,
    isTop: row.is_top,
  };
}

export function presentDetail(
  row: ArticleRow & { content: string },
  neighbours: { prevId: number | null; nextId: number | null },
): TNewsDetail {
  return { ...presentCard(row), content: row.content, ...neighbours };
}

export function presentAdminRow(row: ArticleRow): TNewsAdminRow {
  return {
    ...presentCard(row),
    status: row.status === 'published' ? 'published' : ('draft' satisfies NewsStatus),
    publishBegin: row.publish_begin,
    publishEnd: row.publish_end,
    publishedAt: row.published_at,
    createdAt: row.created_at,
  };
}

export function presentAdminDetail(row: ArticleRow & { content: string }): TNewsAdminDetail {
  return { ...presentAdminRow(row), content: row.content };
}

export function presentRegulation(row: RegulationRow): TRegulation {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    fileUrl: row.file_url,
    fileName: row.file_name,
    isTop: row.is_top,
    createdAt: row.created_at,
    userName: row.user_name,
  };
}
