// Live domain query hooks (SPEC §3 "Live item"). The live endpoints are built by a later issue; until
// they exist the hooks stay disabled and the home page renders its empty state.
import { type LiveStatus, PAGE_SIZES, type TPage } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type LiveItem = {
  liveId: string;
  channelName: string;
  coverImageUrl?: string;
  status: LiveStatus;
  viewersNumber?: number;
  lecturerName?: string;
  planTime?: string;
};

/** The newest lives for the home page. Disabled: renders the empty state until its endpoint exists. */
export function useLatestLives() {
  return useQuery({
    queryKey: ['live', 'latest'],
    queryFn: () =>
      http.get<TPage<LiveItem>>('/api/common/external/opening/v1/live/list', {
        pageNo: 1,
        pageSize: PAGE_SIZES.live.default,
      }),
    enabled: false,
    select: (page) => page.data,
  });
}
