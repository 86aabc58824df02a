// Exam calls (SPEC §7 Exams) and their query hooks: the exam list (opening path, rewritten by the request
// layer when signed in), batches, exam information, attempts, join / take / draft save / submit, answer
// reviews, the My Task todo count and the wrong-question book.
import {
  EXAM_DRAFT_SAVE_TIMEOUT_MS,
  examPaths,
  type TAnswerItem,
  type TAnswerReview,
  type TAnswerValue,
  type TExamBatch,
  type TExamInfo,
  type TExamItem,
  type TExamResult,
  type TExamSession,
  type TJoinResult,
  type TOpenQuestionResult,
  type TPage,
  type TSaveDraftResult,
  type TSubmitPaper,
  type TTakeExam,
  type TWrongItem,
  type TWrongPracticeResult,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

/** The exam list query as the screens build it (SPEC §3 Exam query). */
export type ExamListQuery = {
  pageNo: number;
  pageSize: number;
  examName?: string;
  /** [from, to] in epoch ms. */
  examTime?: [number, number];
  isPass?: 0 | 1 | 3;
  status?: 0 | 1 | 2 | 3 | 4;
  liveId?: number;
  type?: string;
};

export const examApi = {
  list: (query: ExamListQuery) =>
    http.post<TPage<TExamItem>>(examPaths.openingExamList, query, {
      silent: true,
    }),
  todoNum: () => http.get<number>(examPaths.examTodoNum),
  batches: (examId: number) => http.get<TExamBatch[]>(examPaths.batchList, { examId }),
  info: (batchId: number) => http.get<TExamInfo>(examPaths.viewExamInfo, { batchId }),
  /** Every attempt at the exam: the reply is a page, and one page holds them all. */
  sessions: async (examId: number): Promise<TExamSession[]> =>
    (await http.post<TPage<TExamSession>>(examPaths.examSessionList, { examId })).data,
  join: (batchId: number) => http.post<TJoinResult>(examPaths.joinExam, { batchId }),
  /** Silent: the paper decides what to show when it cannot reach the server. */
  take: (attemptId: number) => http.get<TTakeExam>(examPaths.takeExam, { attemptId }, { silent: true }),
  /** One batch of answers; the spec's 3 s timeout, and never a toast (the paper shows its own state). */
  saveDraft: (attemptId: number, answers: TAnswerItem[]) =>
    http.post<TSaveDraftResult>(
      examPaths.saveDraft,
      { attemptId, answers },
      { silent: true, timeoutMs: EXAM_DRAFT_SAVE_TIMEOUT_MS },
    ),
  openQuestion: (attemptId: number, questionId: number) =>
    http.post<TOpenQuestionResult>(
      examPaths.openQuestion,
      { attemptId, questionId },
      { silent: true, timeoutMs: EXAM_DRAFT_SAVE_TIMEOUT_MS },
    ),
  submit: (input: TSubmitPaper) =>
    http.post<TExamResult>(examPaths.submitPaper, input, { silent: true, timeoutMs: 15_000 }),
  reviewLatest: (batchId: number) => http.get<TAnswerReview>(examPaths.viewAnswer, { batchId }),
  reviewAttempt: (attemptId: number) =>
    http.get<TAnswerReview>(examPaths.viewAnswerEachSession, { attemptId }),
  wrongList: (pageNo: number, pageSize: number) =>
    http.get<TPage<TWrongItem>>(examPaths.wrongList, { pageNo, pageSize }),
  practise: (questionId: number, answer: TAnswerValue) =>
    http.post<TWrongPracticeResult>(examPaths.wrongPractice, { questionId, answer }),
};

export const examKeys = {
  all: ['exam'] as const,
  list: (query: ExamListQuery) => [...examKeys.all, 'list', query] as const,
  todo: () => [...examKeys.all, 'todo'] as const,
  info: (batchId: number) => [...examKeys.all, 'info', batchId] as const,
  batches: (examId: number) => [...examKeys.all, 'batches', examId] as const,
  sessions: (examId: number) => [...examKeys.all, 'sessions', examId] as const,
  review: (attemptId: number) => [...examKeys.all, 'review', attemptId] as const,
  wrong: (pageNo: number, pageSize: number) => [...examKeys.all, 'wrong', pageNo, pageSize] as const,
};

export function useExamList(query: ExamListQuery) {
  return useQuery({
    queryKey: examKeys.list(query),
    queryFn: () => examApi.list(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The My Task exam badge. */
export function useExamTodoNum(enabled = true) {
  return useQuery({ queryKey: examKeys.todo(), queryFn: examApi.todoNum, enabled, staleTime: 0 });
}

export function useExamInfo(batchId: number | undefined) {
  return useQuery({
    queryKey: examKeys.info(batchId ?? 0),
    queryFn: () => examApi.info(batchId ?? 0),
    enabled: Boolean(batchId),
    staleTime: 0,
  });
}

export function useExamBatches(examId: number | undefined) {
  return useQuery({
    queryKey: examKeys.batches(examId ?? 0),
    queryFn: () => examApi.batches(examId ?? 0),
    enabled: Boolean(examId),
  });
}

export function useExamSessions(examId: number | undefined) {
  return useQuery({
    queryKey: examKeys.sessions(examId ?? 0),
    queryFn: () => examApi.sessions(examId ?? 0),
    enabled: Boolean(examId),
    staleTime: 0,
  });
}

export function useAnswerReview(attemptId: number | undefined) {
  return useQuery({
    queryKey: examKeys.review(attemptId ?? 0),
    queryFn: () => examApi.reviewAttempt(attemptId ?? 0),
    enabled: Boolean(attemptId),
  });
}

export function useJoinExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batchId: number) => examApi.join(batchId),
    onSuccess: () => client.invalidateQueries({ queryKey: examKeys.all }),
  });
}

export function useWrongBook(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: examKeys.wrong(pageNo, pageSize),
    queryFn: () => examApi.wrongList(pageNo, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePractise() {
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: number; answer: TAnswerValue }) =>
      examApi.practise(questionId, answer),
  });
}
