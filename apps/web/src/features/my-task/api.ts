// My Task query hooks (SPEC §7 Study lists): the badge counts, list 1 (my required courses) and list 2
// (my electives), removing from my study, and the probes that decide whether the training and study-plan
// sub-tabs show. Counts of domains that are not built yet read 0 rather than failing the page.
import {
  CatalogCourseType,
  STUDY_PROBE_PAGE_SIZE,
  type TCoursePageReply,
  type TPage,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

const STUDY = '/api/manage/v1/study';

export const myTaskKeys = {
  all: ['myTask'] as const,
  count: (name: string) => ['myTask', 'count', name] as const,
  courses: (pageNo: number, pageSize: number) => ['myTask', 'courses', pageNo, pageSize] as const,
  electives: (pageNo: number, pageSize: number) => ['myTask', 'electives', pageNo, pageSize] as const,
  probe: (name: string) => ['myTask', 'probe', name] as const,
};

/** A badge count answered as a number (or `{todoNum}`); anything else, or a missing endpoint, is 0. */
export function readCount(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value && typeof value === 'object' && 'todoNum' in value) return readCount(value.todoNum);
  return 0;
}

export type CountName = 'studyTodoNum' | 'examTodoNum' | 'courseworkTodoNum';

export function useTodoCount(name: CountName) {
  return useQuery({
    queryKey: myTaskKeys.count(name),
    queryFn: () => http.get<unknown>(`${STUDY}/${name}`, undefined, { silent: true }).catch(() => 0),
    select: readCount,
    staleTime: 0,
  });
}

export function useMyCourses(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: myTaskKeys.courses(pageNo, pageSize),
    queryFn: () =>
      http.get<TCoursePageReply>(`${STUDY}/myCourseCatalog`, {
        courseType: CatalogCourseType.course,
        studyType: 0,
        pageNo,
        pageSize,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMyElectives(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: myTaskKeys.electives(pageNo, pageSize),
    queryFn: () =>
      http.post<TCoursePageReply>(`${STUDY}/myElectiveCourse`, { courseType: 0, pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** Whether the learner has any trainings / study plans (SPEC §2: probed with page size 10). */
export function useHasAny(kind: 'training' | 'plan') {
  return useQuery({
    queryKey: myTaskKeys.probe(kind),
    queryFn: async () => {
      const page =
        kind === 'training'
          ? await http.get<TPage<unknown>>(
              `${STUDY}/myCourseCatalog`,
              { courseType: CatalogCourseType.training, pageNo: 1, pageSize: STUDY_PROBE_PAGE_SIZE },
              { silent: true },
            )
          : await http.get<TPage<unknown>>(
              '/api/cms/plan/my',
              { pageNo: 1, pageSize: STUDY_PROBE_PAGE_SIZE },
              { silent: true },
            );
      return (page?.totalNum ?? 0) > 0;
    },
    // A domain that does not exist yet simply has nothing to show.
    retry: false,
    select: (has: boolean) => has,
    staleTime: 5 * 60_000,
  });
}

export function useRemoveFromStudy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.get<{ removedNum: number }>('/api/blade-margin/v1/myTask/remove', {
        ids: ids.join(','),
        type: 'course',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: myTaskKeys.all }),
  });
}
