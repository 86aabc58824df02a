// The back office's news calls: articles, categories and regulation documents.
import {
  newsAdminPaths as A,
  type TNewsAdminDetail,
  type TNewsAdminRow,
  type TNewsCategory,
  type TPage,
  type TRegulation,
} from '@elearning/shared';
import { http } from '../../../lib/http/index.ts';

export const newsAdminKeys = {
  list: ['news-admin', 'list'] as const,
  categories: ['news-admin', 'categories'] as const,
  regulations: ['news-admin', 'regulations'] as const,
};

export type ArticleSave = {
  id?: number;
  title: string;
  categoryId?: number;
  brief?: string;
  picUrl?: string;
  content: string;
  publishBegin: number | '';
  publishEnd: number | '';
};

export const newsAdminApi = {
  list: (query: Record<string, unknown>) => http.get<TPage<TNewsAdminRow>>(A.news, query),
  detail: (id: number) => http.get<TNewsAdminDetail>(A.detail, { id }),
  save: ({ id, ...body }: ArticleSave) =>
    id ? http.put<{ id: number }>(A.update, { id, ...body }) : http.post<{ id: number }>(A.news, body),
  remove: (id: number) => http.del<{ id: number }>(A.news, { id }),
  publish: (id: number, on: boolean) => http.post<{ id: number }>(on ? A.publish : A.unpublish, { id }),
  top: (id: number, isTop: boolean) => http.post<{ id: number }>(A.top, { id, isTop }),
  categories: () => http.get<TNewsCategory[]>(A.category),
  regulations: (query: Record<string, unknown>) => http.post<TPage<TRegulation>>(A.regulationList, query),
  addRegulation: (body: { title: string; category?: string; fileUrl: string; fileName: string }) =>
    http.post<{ id: number }>(A.regulationAdd, body),
  removeRegulation: (id: number) => http.post<{ id: number }>(A.regulationRemove, { id }),
  topRegulation: (id: number, isTop: boolean) => http.get<{ id: number }>(A.regulationTop, { id, isTop }),
};
