// The study-plan domain's calls and query hooks: my plans (My Task's myCourseCatalog with courseType 3, the
// sub-tab probed with page size 10), one plan of mine, my experiences, and the lecturer tab's calls.
import {
  CatalogCourseType,
  myTaskPaths,
  STUDY_PROBE_PAGE_SIZE,
  studyPlanPaths,
  type TPage,
  type TStudyPlanCard,
  type TStudyPlanDetail,
  type TStudyPlanExperience,
  type TStudyPlanLearner,
  type TStudyPlanRow,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export const studyPlanKeys = {
  all: ['study-plan'] as const,
  mine: (pageNo: number, pageSize: number) => ['study-plan', 'mine', pageNo, pageSize] as const,
  probe: ['study-plan', 'probe'] as const,
  detail: (id: number) => ['study-plan', 'detail', id] as const,
  experiences: (id: number) => ['study-plan', 'experiences', id] as const,
  managed: (query: object) => ['study-plan', 'managed', query] as const,
  learners: (id: number, pageNo: number) => ['study-plan', 'learners', id, pageNo] as const,
  managedExperiences: (id: number) => ['study-plan', 'managed-experiences', id] as const,
};

const myPlans = (pageNo: number, pageSize: number) =>
  http.get<TPage<TStudyPlanCard> & { todoNum: number }>(myTaskPaths.myCourseCatalog, {
    courseType: CatalogCourseType.plan,
    pageNo,
    pageSize,
  });

export function useMyPlans(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: studyPlanKeys.mine(pageNo, pageSize),
    queryFn: () => myPlans(pageNo, pageSize),
    placeholderData: keepPreviousData,
  });
}

/** Whether the learner has any study plan (SPEC §2: the sub-tab shows only then; probed with page size 10). */
export function useHasPlans() {
  return useQuery({
    queryKey: studyPlanKeys.probe,
    queryFn: async () => ((await myPlans(1, STUDY_PROBE_PAGE_SIZE))?.totalNum ?? 0) > 0,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useMyPlan(id: number) {
  return useQuery({
    queryKey: studyPlanKeys.detail(id),
    queryFn: () => http.get<TStudyPlanDetail>(studyPlanPaths.myPlanDetail, { id }, { silent: true }),
    enabled: id > 0,
    retry: false,
  });
}

export function useMyExperiences(id: number) {
  return useQuery({
    queryKey: studyPlanKeys.experiences(id),
    queryFn: () =>
      http.get<TPage<TStudyPlanExperience>>(studyPlanPaths.myExperiences, {
        studyPlanId: id,
        pageNo: 1,
        pageSize: 20,
      }),
    enabled: id > 0,
  });
}

export function useSaveExperience(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      http.post<{ id: number }>(studyPlanPaths.experienceSave, { studyPlanId: id, content }),
    onSuccess: () => client.invalidateQueries({ queryKey: studyPlanKeys.experiences(id) }),
  });
}

// The lecturer tab (shared with the back office).
export function useManagedPlans(query: { pageNo: number; pageSize: number; name?: string }) {
  return useQuery({
    queryKey: studyPlanKeys.managed(query),
    queryFn: () => http.get<TPage<TStudyPlanRow>>(studyPlanPaths.queryPlan, query),
    placeholderData: keepPreviousData,
  });
}

export function usePlanLearners(id: number, pageNo: number) {
  return useQuery({
    queryKey: studyPlanKeys.learners(id, pageNo),
    queryFn: () =>
      http.get<TPage<TStudyPlanLearner>>(studyPlanPaths.queryStudyList, { id, pageNo, pageSize: 10 }),
    enabled: id > 0,
  });
}

export function useManagedExperiences(id: number) {
  return useQuery({
    queryKey: studyPlanKeys.managedExperiences(id),
    queryFn: () =>
      http.get<TPage<TStudyPlanExperience>>(studyPlanPaths.experience, {
        studyPlanId: id,
        pageNo: 1,
        pageSize: 20,
      }),
    enabled: id > 0,
  });
}

export function useChangePlanStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 1 | 2 }) =>
      http.get<{ id: number }>(studyPlanPaths.updateStatus, { id, status }),
    onSuccess: () => client.invalidateQueries({ queryKey: studyPlanKeys.all }),
  });
}

export function useDeletePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<null>(studyPlanPaths.deletePlan, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: studyPlanKeys.all }),
  });
}
