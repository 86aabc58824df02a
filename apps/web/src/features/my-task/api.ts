// My Task calls (SPEC §7 Study lists, at the paths of @elearning/shared's myTaskPaths) and their query
// hooks: the badge counts, list 1 (my courses) and list 2 (my electives), removing from my study, the probe
// that decides whether the training sub-tab shows, and the unfinished courses the home page shows. Counts of
// domains that are not built yet read 0 rather than failing the page.
import {
  CatalogCourseType,
  CatalogStudyType,
  myTaskPaths,
  STUDY_PROBE_PAGE_SIZE,
  StudyItemType,
  StudyStatus,
  type TCoursePageReply,
  type TStudyItemsRemoved,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export const myTaskKeys = {
  all: ['my-task'] as const,
  count: (name: string) => ['my-task', 'count', name] as const,
  courses: (pageNo: number, pageSize: number) => ['my-task', 'courses', pageNo, pageSize] as const,
  electives: (pageNo: number, pageSize: number) => ['my-task', 'electives', pageNo, pageSize] as const,
  openRequired: (pageSize: number) => ['my-task', 'open-required', pageSize] as const,
  inProgress: (pageSize: number) => ['my-task', 'in-progress', pageSize] as const,
  probe: (name: string) => ['my-task', 'probe', name] as const,
};

export const myTaskApi = {
  count: (name: CountName) => http.get<unknown>(myTaskPaths[name], undefined, { silent: true }),
  courses: (pageNo: number, pageSize: number, todo = false) =>
    http.get<TCoursePageReply>(myTaskPaths.myCourseCatalog, {
      courseType: CatalogCourseType.course,
      studyType: CatalogStudyType.required,
      pageNo,
      pageSize,
      ...(todo ? { todo: 1 } : {}),
    }),
  electives: (pageNo: number, pageSize: number) =>
    http.post<TCoursePageReply>(myTaskPaths.myElectiveCourse, { courseType: 0, pageNo, pageSize }),
  /** The courses assigned to me that I have not finished and that are still open. */
  openRequired: (pageSize: number) =>
    http.post<TCoursePageReply>(myTaskPaths.myRequireCourse, { pageNo: 1, pageSize, todo: 1 }),
  trainings: (pageSize: number) =>
    http.get<TCoursePageReply>(
      myTaskPaths.myCourseCatalog,
      { courseType: CatalogCourseType.training, pageNo: 1, pageSize },
      { silent: true },
    ),
  remove: (ids: number[]) =>
    http.get<TStudyItemsRemoved>(myTaskPaths.remove, { ids: ids.join(','), type: StudyItemType.course }),
};

/** A badge count answered as a number (or `{todoNum}`); anything else, or a missing endpoint, is 0. */
export function readCount(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value && typeof value === 'object' && 'todoNum' in value) return readCount(value.todoNum);
  return 0;
}

/** My Task's own badges; the exam badge is the exam domain's (useExamTodoNum). */
export type CountName = 'studyTodoNum';

export function useTodoCount(name: CountName) {
  return useQuery({
    queryKey: myTaskKeys.count(name),
    queryFn: () => myTaskApi.count(name).catch(() => 0),
    select: readCount,
    staleTime: 0,
  });
}

export function useMyCourses(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: myTaskKeys.courses(pageNo, pageSize),
    queryFn: () => myTaskApi.courses(pageNo, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useMyElectives(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: myTaskKeys.electives(pageNo, pageSize),
    queryFn: () => myTaskApi.electives(pageNo, pageSize),
    placeholderData: keepPreviousData,
  });
}

/** Required courses still to do (home page "my tasks"): the first page and the total. */
export function useOpenRequiredCourses(pageSize: number, enabled = true) {
  return useQuery({
    queryKey: myTaskKeys.openRequired(pageSize),
    queryFn: () => myTaskApi.openRequired(pageSize),
    enabled,
    staleTime: 0,
  });
}

/** Courses of my study I have started and not finished, still open, the furthest along first. */
export function useCoursesInProgress(pageSize: number) {
  return useQuery({
    queryKey: myTaskKeys.inProgress(pageSize),
    queryFn: () => myTaskApi.courses(1, pageSize, true),
    select: (page) =>
      page.data
        .filter((course) => course.totalPrecent > 0 && course.status === StudyStatus.inProgress)
        .sort((a, b) => b.totalPrecent - a.totalPrecent),
  });
}

/**
 * Whether the learner has any trainings (SPEC §2: probed with page size 10). The study-plan sub-tab's probe
 * arrives with the study-plan domain; until then that sub-tab stays hidden.
 */
export function useHasTrainings() {
  return useQuery({
    queryKey: myTaskKeys.probe('training'),
    queryFn: async () => ((await myTaskApi.trainings(STUDY_PROBE_PAGE_SIZE))?.totalNum ?? 0) > 0,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useRemoveFromStudy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: myTaskApi.remove,
    onSuccess: () => client.invalidateQueries({ queryKey: myTaskKeys.all }),
  });
}
