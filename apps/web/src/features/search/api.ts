// The one search's calls and hooks: a page of results (one tab or all, with per-tab counts) and the
// typo-tolerant suggestions shown when little is found.
import {
  searchPaths as P,
  type TSearchKind,
  type TSearchPage,
  type TSearchSuggestions,
} from '@elearning/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export const SEARCH_PAGE_SIZE = 10;

export type SearchQuery = { keyword: string; type?: TSearchKind | undefined; pageNo: number };

export const searchKeys = {
  page: (query: SearchQuery) => ['search', 'page', query] as const,
  suggest: (keyword: string) => ['search', 'suggest', keyword] as const,
};

export function useSearch(query: SearchQuery) {
  return useQuery({
    queryKey: searchKeys.page(query),
    queryFn: () =>
      http.get<TSearchPage>(P.homeSearch, {
        keyword: query.keyword,
        pageNo: query.pageNo,
        pageSize: SEARCH_PAGE_SIZE,
        ...(query.type ? { type: query.type } : {}),
      }),
    enabled: query.keyword.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useSearchSuggestions(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.suggest(keyword),
    queryFn: () => http.get<TSearchSuggestions>(P.suggest, { keyword }),
    enabled: enabled && keyword.trim() !== '',
  });
}
