// The learner's community calls and their query hooks: zones, posts, replies, likes, collects, reports and
// the moderators' actions. Every change refreshes the community's queries.
import {
  communityPaths as P,
  type TCommunityPost,
  type TCommunityPostDetail,
  type TCommunityUser,
  type TCommunityZone,
  type TPage,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export const POST_PAGE_SIZE = 10;
export const REPLY_PAGE_SIZE = 10;

export type PostQuery = { areaId?: number; userId?: number; isCollect?: boolean; pageNo: number };

export const communityKeys = {
  all: ['community'] as const,
  zones: (filter: string) => ['community', 'zones', filter] as const,
  zone: (id: number) => ['community', 'zone', id] as const,
  hot: (pageNo: number) => ['community', 'hot', pageNo] as const,
  posts: (query: PostQuery) => ['community', 'posts', query] as const,
  detail: (id: number, pageNo: number) => ['community', 'detail', id, pageNo] as const,
  user: (id: number | 'me') => ['community', 'user', id] as const,
};

const zonePaths = { all: P.zones, followed: P.followedZones, moderated: P.moderatedZones } as const;

export function useZones(filter: keyof typeof zonePaths) {
  return useQuery({
    queryKey: communityKeys.zones(filter),
    queryFn: () => http.get<TPage<TCommunityZone>>(zonePaths[filter], { pageNo: 1, pageSize: 50 }),
  });
}

export function useZone(id: number) {
  return useQuery({
    queryKey: communityKeys.zone(id),
    queryFn: () => http.get<TCommunityZone>(P.zoneDetail, { areaId: id }, { silent: true }),
    enabled: id > 0,
    retry: false,
  });
}

export function useHotPosts(pageNo: number) {
  return useQuery({
    queryKey: communityKeys.hot(pageNo),
    queryFn: () => http.get<TPage<TCommunityPost>>(P.hotPosts, { pageNo, pageSize: POST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function usePosts(query: PostQuery, enabled = true) {
  return useQuery({
    queryKey: communityKeys.posts(query),
    queryFn: () =>
      http.get<TPage<TCommunityPost>>(P.posts, {
        pageNo: query.pageNo,
        pageSize: POST_PAGE_SIZE,
        ...(query.areaId ? { areaId: query.areaId } : {}),
        ...(query.userId ? { userId: query.userId } : {}),
        ...(query.isCollect ? { isCollect: 'true' } : {}),
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePostDetail(id: number, pageNo: number) {
  return useQuery({
    queryKey: communityKeys.detail(id, pageNo),
    queryFn: () =>
      http.get<TCommunityPostDetail>(
        P.postDetail,
        { topicId: id, pageNo, pageSize: REPLY_PAGE_SIZE },
        { silent: true },
      ),
    enabled: id > 0,
    retry: false,
  });
}

export function useCommunityUser(id: number | 'me') {
  return useQuery({
    queryKey: communityKeys.user(id),
    queryFn: () =>
      id === 'me'
        ? http.get<TCommunityUser>(P.myInfo)
        : http.get<TCommunityUser>(P.userInfo, { userId: id }, { silent: true }),
    enabled: id === 'me' || id > 0,
    retry: false,
  });
}

/** A community call that changes something; on success every community query is fetched again. */
export function useCommunityAction<V extends Record<string, unknown>, R = unknown>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: V) => http.post<R>(path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
