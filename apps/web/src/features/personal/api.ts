// The personal centre's calls and their query hooks: my profile and password, my notes and files, my
// collections (the course and live domains' collected lists), my mentor and apprentices, and the archive's
// course and exam lists.
import {
  coursePaths,
  livePaths,
  personalPaths as P,
  type TCourseCard,
  type TCoursePageReply,
  type TExamItem,
  type TLiveItem,
  type TMyFile,
  type TNoteCourse,
  type TPage,
  type TPersonalInfo,
  type TPersonalInfoSave,
  type TTutorPerson,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export const PERSONAL_PAGE_SIZE = 10;

export const personalKeys = {
  all: ['personal'] as const,
  info: ['personal', 'info'] as const,
  list: (name: string, pageNo: number) => ['personal', name, pageNo] as const,
  tutors: ['personal', 'tutors'] as const,
  apprentices: ['personal', 'apprentices'] as const,
};

const page = (pageNo: number) => ({ pageNo, pageSize: PERSONAL_PAGE_SIZE });

export const personalApi = {
  info: () => http.get<TPersonalInfo>(P.userInfo),
  saveInfo: (input: TPersonalInfoSave) => http.post<TPersonalInfo>(P.userInfo, input),
  password: (input: { oldPassword: string; newPassword: string }) => http.post<null>(P.password, input),
  evaluateTutor: (input: { id: number; score: number; comment: string }) =>
    http.post<null>(P.evaluateTutor, input),
  evaluateApprentice: (input: { id: number; score: number; comment: string }) =>
    http.post<null>(P.evaluateApprentice, input),
};

export function useMyInfo() {
  return useQuery({ queryKey: personalKeys.info, queryFn: personalApi.info });
}

/** A paged list of mine at `path`, under its own key. */
function usePagedList<T>(name: string, path: string, pageNo: number) {
  return useQuery({
    queryKey: personalKeys.list(name, pageNo),
    queryFn: () => http.get<TPage<T>>(path, page(pageNo)),
    placeholderData: keepPreviousData,
  });
}

export const useMyFiles = (pageNo: number) => usePagedList<TMyFile>('files', P.fileList, pageNo);
export const useNoteCourses = (pageNo: number) => usePagedList<TNoteCourse>('notes', P.noteCourses, pageNo);
export const useCollectedCourses = (pageNo: number) =>
  usePagedList<TCourseCard>('collectedCourses', coursePaths.collectedCourses, pageNo);
export const useCollectedLives = (pageNo: number) =>
  usePagedList<TLiveItem>('collectedLives', livePaths.collected, pageNo);
export const useMyExams = (pageNo: number) => usePagedList<TExamItem>('exams', P.examList, pageNo);

export function useMyCourses(pageNo: number) {
  return useQuery({
    queryKey: personalKeys.list('courses', pageNo),
    queryFn: () => http.get<TCoursePageReply>(P.courseList, page(pageNo)),
    placeholderData: keepPreviousData,
  });
}

export function useMyTutors(enabled = true) {
  return useQuery({
    queryKey: personalKeys.tutors,
    queryFn: () => http.post<TTutorPerson[]>(P.myTutors, {}),
    enabled,
  });
}

export function useMyApprentices(enabled = true) {
  return useQuery({
    queryKey: personalKeys.apprentices,
    queryFn: () => http.post<TTutorPerson[]>(P.myApprentices, {}),
    enabled,
  });
}

/** A mutation that refreshes the personal centre's data when it succeeds. */
export function usePersonalMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: personalKeys.all }),
  });
}
