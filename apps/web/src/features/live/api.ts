// Live query hooks (SPEC §7 live calls): the list, one live, the watch page's playback and heartbeat,
// chat, likes, collections, sign-up, replays, My Task's list 4, the lecturer's lives, sign-ups and
// statistics, and going live.
import {
  livePaths,
  myTaskPaths,
  type TLiveCommentItem,
  type TLiveDetail,
  type TLiveIngest,
  type TLiveItem,
  type TLivePlayback,
  type TLiveReplay,
  type TLiveStudent,
  type TLiveSummary,
  type TPage,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type LiveListQuery = {
  pageNo: number;
  pageSize: number;
  listType: 1 | 2 | 3;
  status?: 'start' | 'live' | 'end' | undefined;
  search?: string | undefined;
};

export type TLecturerLive = TLiveItem & { pendingNum: number };
export type TLiveSignUp = {
  signUpId: number;
  userId: number;
  name: string;
  orgName: string;
  status: 0 | 1 | 2;
  approvalDesc: string;
  createdAt: number;
};

export const liveKeys = {
  all: ['live'] as const,
  list: (query: LiveListQuery) => ['live', 'list', query] as const,
  detail: (id: number) => ['live', 'detail', id] as const,
  playback: (id: number) => ['live', 'playback', id] as const,
  comments: (id: number) => ['live', 'comments', id] as const,
  replays: (id: number) => ['live', 'replays', id] as const,
  mine: (pageNo: number, pageSize: number) => ['live', 'mine', pageNo, pageSize] as const,
  home: ['live', 'home'] as const,
  lecturer: (pageNo: number, pageSize: number) => ['live', 'lecturer', pageNo, pageSize] as const,
  signUps: (id: number) => ['live', 'signUps', id] as const,
  summary: (id: number) => ['live', 'summary', id] as const,
  students: (id: number) => ['live', 'students', id] as const,
};

export function useLiveList(query: LiveListQuery) {
  return useQuery({
    queryKey: liveKeys.list(query),
    queryFn: () => http.get<TPage<TLiveItem>>(livePaths.list, { ...query }),
    placeholderData: keepPreviousData,
  });
}

export function useLiveDetail(liveId: number) {
  return useQuery({
    queryKey: liveKeys.detail(liveId),
    queryFn: () => http.get<TLiveDetail>(livePaths.detail, { liveId }, { silent: true }),
    enabled: liveId > 0,
    retry: false,
  });
}

export function usePlayback(liveId: number, enabled: boolean) {
  return useQuery({
    queryKey: liveKeys.playback(liveId),
    queryFn: () => http.get<TLivePlayback>(livePaths.playback, { liveId }),
    enabled: enabled && liveId > 0,
  });
}

export function watchBeat(liveId: number) {
  return http.post<TLivePlayback>(livePaths.watchBeat, { liveId }, { silent: true });
}

export function useComments(liveId: number) {
  return useQuery({
    queryKey: liveKeys.comments(liveId),
    queryFn: () => http.get<TPage<TLiveCommentItem>>(livePaths.comments, { liveId, pageNo: 1, pageSize: 50 }),
    enabled: liveId > 0,
  });
}

export function usePostComment(liveId: number) {
  return useMutation({
    mutationFn: (content: string) => http.post<TLiveCommentItem>(livePaths.postComment, { liveId, content }),
  });
}

export function likeLive(liveId: number) {
  return http.post<{ likeNum: number }>(livePaths.like, { liveId }, { silent: true });
}

export function useReplays(liveId: number, enabled = true) {
  return useQuery({
    queryKey: liveKeys.replays(liveId),
    queryFn: () => http.get<TLiveReplay[]>(livePaths.replayList, { liveId }),
    enabled: enabled && liveId > 0,
  });
}

export function saveReplayProgress(replayId: number, position: number, finished: boolean) {
  return http.post(
    livePaths.replayProgress,
    { replayId, position: Math.floor(position), finished },
    { silent: true },
  );
}

function useInvalidateLive() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: liveKeys.all });
}

export function useSignUp(liveId: number) {
  const invalidate = useInvalidateLive();
  return useMutation({
    mutationFn: () => http.post<{ status: number }>(livePaths.applyJoin, { liveId }, { requiresLogin: true }),
    onSuccess: invalidate,
  });
}

export function useCollect(liveId: number) {
  const invalidate = useInvalidateLive();
  return useMutation({
    mutationFn: (collect: boolean) =>
      http.post(
        collect ? livePaths.saveCollect : livePaths.cancelCollect,
        { liveId },
        { requiresLogin: true },
      ),
    onSuccess: invalidate,
  });
}

export function useMyLives(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: liveKeys.mine(pageNo, pageSize),
    queryFn: () => http.get<TPage<TLiveItem>>(livePaths.studentList, { pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useRemoveMyLives() {
  const invalidate = useInvalidateLive();
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.get<{ removedNum: number }>(myTaskPaths.remove, { ids: ids.join(','), type: 'live' }),
    onSuccess: invalidate,
  });
}

export function useHomeLives(enabled: boolean) {
  return useQuery({
    queryKey: liveKeys.home,
    queryFn: () => http.get<TLiveItem[]>(livePaths.homeLives),
    enabled,
  });
}

export function useLecturerLives(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: liveKeys.lecturer(pageNo, pageSize),
    queryFn: () => http.get<TPage<TLecturerLive>>(livePaths.lecturerLives, { pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useSignUps(liveId: number, enabled: boolean) {
  return useQuery({
    queryKey: liveKeys.signUps(liveId),
    queryFn: () =>
      http.get<TPage<TLiveSignUp>>(livePaths.lecturerApplyJoin, {
        livePlanId: liveId,
        pageNo: 1,
        pageSize: 100,
      }),
    enabled,
  });
}

export function useDecideSignUp(liveId: number) {
  const invalidate = useInvalidateLive();
  return useMutation({
    mutationFn: (input: { signUpId: number; type: 1 | 2 }) =>
      http.post(livePaths.approveApplyJoin, { ...input, liveId }),
    onSuccess: invalidate,
  });
}

export function useSummary(liveId: number, enabled: boolean) {
  return useQuery({
    queryKey: liveKeys.summary(liveId),
    queryFn: () => http.get<TLiveSummary>(livePaths.summary, { liveId }),
    enabled,
  });
}

export function useStudents(liveId: number, enabled: boolean) {
  return useQuery({
    queryKey: liveKeys.students(liveId),
    queryFn: () => http.get<TPage<TLiveStudent>>(livePaths.students, { liveId, pageNo: 1, pageSize: 100 }),
    enabled,
  });
}

export function useReplayVisibility(liveId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { replayId: number; status: 0 | 1 }) => http.get(livePaths.replayStatus, input),
    onSuccess: () => client.invalidateQueries({ queryKey: liveKeys.replays(liveId) }),
  });
}

export function startBroadcast(liveId: number, source: 'browser' | 'rtmp', takeOver: boolean) {
  return http.post<TLiveIngest>(livePaths.broadcastStart, { liveId, source, takeOver }, { silent: true });
}

export function endBroadcast(liveId: number) {
  return http.post<{ ended: boolean }>(livePaths.broadcastEnd, { liveId });
}
