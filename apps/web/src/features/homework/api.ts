// Homework calls (SPEC §7 Coursework) and their query hooks: the My Task cards and badge, a card's detail,
// submitting, and the lecturer's review list and review.
import {
  type HomeworkSource,
  homeworkPaths,
  type THomeworkCard,
  type THomeworkDetail,
  type THomeworkFile,
  type THomeworkJob,
  type THomeworkReviewRow,
  type TPage,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

/** The text key of a submission state. */
export function stateKey(state: number) {
  const keys = ['state.notSubmitted', 'state.submitted', 'state.returned', 'state.graded'] as const;
  return keys[state] ?? keys[0];
}

export const homeworkKeys = {
  all: ['homework'] as const,
  todo: ['homework', 'todo'] as const,
  cards: (source: string, pageNo: number, pageSize: number) =>
    ['homework', 'cards', source, pageNo, pageSize] as const,
  detail: (source: string, id: number) => ['homework', 'detail', source, id] as const,
  review: (pageNo: number, state: number | undefined) =>
    ['homework', 'review', pageNo, state ?? 'all'] as const,
};

const DETAIL_PATHS: Record<HomeworkSource, string> = {
  course: homeworkPaths.studyWorkDetail,
  train: homeworkPaths.trainWorkDetail,
  studyPlan: homeworkPaths.electiveWorkDetail,
};

export const homeworkApi = {
  todoNum: () => http.get<number>(homeworkPaths.todoNum, undefined, { silent: true }),
  cards: (sourse: HomeworkSource, pageNo: number, pageSize: number) =>
    http.post<TPage<THomeworkCard>>(homeworkPaths.requiredWorkList, { pageNo, pageSize, sourse }),
  detail: (source: HomeworkSource, id: number) => http.get<THomeworkDetail>(DETAIL_PATHS[source], { id }),
  submit: (jobId: number, content: string, files: THomeworkFile[]) =>
    http.post<{ id: number }>(homeworkPaths.submit, { jobId, content, files }),
  reviewList: (pageNo: number, state?: number) =>
    http.get<TPage<THomeworkReviewRow>>(homeworkPaths.reviewList, {
      pageNo,
      pageSize: 10,
      ...(state ? { state } : {}),
    }),
  review: (input: { submissionId: number; verdict: 'grade' | 'return'; score?: number; comment?: string }) =>
    http.post<{ id: number }>(homeworkPaths.review, input),
};

export function useHomeworkTodoNum() {
  return useQuery({
    queryKey: homeworkKeys.todo,
    queryFn: () => homeworkApi.todoNum().catch(() => 0),
    staleTime: 0,
  });
}

export function useHomeworkCards(source: HomeworkSource, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: homeworkKeys.cards(source, pageNo, pageSize),
    queryFn: () => homeworkApi.cards(source, pageNo, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useHomeworkDetail(source: HomeworkSource, id: number) {
  return useQuery({
    queryKey: homeworkKeys.detail(source, id),
    queryFn: () => homeworkApi.detail(source, id),
    enabled: id > 0,
  });
}

export function useSubmitHomework() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { job: THomeworkJob; content: string; files: THomeworkFile[] }) =>
      homeworkApi.submit(input.job.id, input.content, input.files),
    onSuccess: () => client.invalidateQueries({ queryKey: homeworkKeys.all }),
  });
}

export function useReviewList(pageNo: number, state?: number) {
  return useQuery({
    queryKey: homeworkKeys.review(pageNo, state),
    queryFn: () => homeworkApi.reviewList(pageNo, state),
    placeholderData: keepPreviousData,
  });
}

export function useReviewHomework() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: homeworkApi.review,
    onSuccess: () => client.invalidateQueries({ queryKey: homeworkKeys.all }),
  });
}
