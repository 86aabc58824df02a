// The learner's news calls and their query hooks: the list (latest or hot, searched), one article, the home
// page's section and the regulation list.
import {
  newsPaths as P,
  type TNewsCard,
  type TNewsDetail,
  type TPage,
  type TRegulation,
} from '@elearning/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type NewsQuery = { pageNo: number; pageSize: number; isHot: 0 | 1; search?: string };

export const newsKeys = {
  list: (query: NewsQuery) => ['news', 'list', query] as const,
  detail: (id: number) => ['news', 'detail', id] as const,
  home: ['news', 'home'] as const,
  regulations: ['news', 'regulations'] as const,
};

export function useNewsList(query: NewsQuery) {
  return useQuery({
    queryKey: newsKeys.list(query),
    queryFn: () => http.get<TPage<TNewsCard>>(P.list, query),
    placeholderData: keepPreviousData,
  });
}

export function useNewsDetail(id: number) {
  return useQuery({
    queryKey: newsKeys.detail(id),
    queryFn: () => http.get<TNewsDetail>(P.detail, { id }, { silent: true }),
    enabled: id > 0,
    retry: false,
  });
}

export function useHomeNews() {
  return useQuery({
    queryKey: newsKeys.home,
    queryFn: () => http.get<TNewsCard[]>(P.homeList, { pageSize: 5 }),
  });
}

export function useRegulations() {
  return useQuery({
    queryKey: newsKeys.regulations,
    queryFn: () => http.post<TPage<TRegulation>>(P.regulationList, { pageNo: 1, pageSize: 6 }),
  });
}

/** A page of the regulations (/systemList/trainSystem), searched by title. */
export function useRegulationPage(query: { pageNo: number; pageSize: number; title?: string | undefined }) {
  return useQuery({
    queryKey: ['news', 'regulations', 'page', query] as const,
    queryFn: () => http.post<TPage<TRegulation>>(P.regulationList, query),
    placeholderData: keepPreviousData,
  });
}
