// News domain query hooks. The news endpoints are built by a later issue; until they exist the hook stays
// disabled and the home page renders its empty state.
import type { TPage } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type NewsItem = { id: string; title: string; coverUrl?: string; publishTime?: number };

const HOME_NEWS_COUNT = 6;

/** The latest news for the home page. Disabled: renders the empty state until its endpoint exists. */
export function useLatestNews() {
  return useQuery({
    queryKey: ['news', 'latest'],
    queryFn: () =>
      http.get<TPage<NewsItem>>('/api/cms/external/opening/v1/news/list', {
        pageNo: 1,
        pageSize: HOME_NEWS_COUNT,
      }),
    enabled: false,
    select: (page) => page.data,
  });
}
