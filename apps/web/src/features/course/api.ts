// Course query hooks (SPEC §7 Course pages): the course centre, one course with its catalogue and the
// learner's record, notes, ratings, experiences, collections and shares. Lecturer calls: api-lecturer.ts.
import {
  CourseSort,
  coursePaths,
  myTaskPaths,
  type TCourseCard,
  type TCourseChapter,
  type TCourseDetail,
  type TCourseExperience,
  type TCourseNote,
  type TCourseRatingList,
  type TCourseRecord,
  type TKnowledgeSystem,
  type TOption,
  type TPage,
  type TPreCourseCheck,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type CourseListQuery = {
  pageNo: number;
  pageSize: number;
  knowledgeSystemId?: number | undefined;
  teacherId?: number | undefined;
  keyword?: string | undefined;
  sort: CourseSort;
};

export const courseKeys = {
  all: ['course'] as const,
  list: (query: CourseListQuery) => ['course', 'list', query] as const,
  knowledge: ['course', 'knowledge'] as const,
  lecturers: ['course', 'lecturers'] as const,
  detail: (id: number) => ['course', 'detail', id] as const,
  catalog: (id: number) => ['course', 'catalog', id] as const,
  record: (id: number) => ['course', 'record', id] as const,
  notes: (id: number) => ['course', 'notes', id] as const,
  ratings: (id: number) => ['course', 'ratings', id] as const,
  experiences: (id: number) => ['course', 'experiences', id] as const,
  related: (id: number) => ['course', 'related', id] as const,
  preCourse: (id: number) => ['course', 'pre', id] as const,
};

export function useCourseList(query: CourseListQuery) {
  return useQuery({
    queryKey: courseKeys.list(query),
    queryFn: () => http.get<TPage<TCourseCard>>(coursePaths.foregroundCourseList, { ...query }),
    placeholderData: keepPreviousData,
  });
}

export function useKnowledgeTree() {
  return useQuery({
    queryKey: courseKeys.knowledge,
    queryFn: () => http.get<TKnowledgeSystem[]>(coursePaths.knowledgeSystems),
    staleTime: 10 * 60_000,
  });
}

export function useCourseLecturers() {
  return useQuery({
    queryKey: courseKeys.lecturers,
    queryFn: () => http.get<TOption[]>(coursePaths.lecturerOptions),
    staleTime: 10 * 60_000,
  });
}

/**
 * The home page's popular courses, the most studied first: the original's queryCourseList when signed in;
 * a guest (the home page is public) gets the public catalogue in the same order.
 */
export function useHotCourses(pageSize: number, signedIn: boolean) {
  return useQuery({
    queryKey: ['course', 'hot', pageSize, signedIn] as const,
    queryFn: () =>
      signedIn
        ? http.get<TPage<TCourseCard>>(coursePaths.hotCourses, { pageNo: 1, pageSize })
        : http.get<TPage<TCourseCard>>(coursePaths.foregroundCourseList, {
            pageNo: 1,
            pageSize,
            sort: CourseSort.popular,
          }),
    select: (page) => page.data,
  });
}

export function useCourse(id: number) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: () => http.get<TCourseDetail>(coursePaths.getCourse, { id }),
    enabled: id > 0,
  });
}

export function useCatalog(id: number) {
  return useQuery({
    queryKey: courseKeys.catalog(id),
    queryFn: () => http.get<TCourseChapter[]>(coursePaths.getCatalog, { courseId: id }),
    enabled: id > 0,
  });
}

export function useCourseRecord(id: number) {
  return useQuery({
    queryKey: courseKeys.record(id),
    queryFn: () => http.get<TCourseRecord>(coursePaths.getCourseRecord, { courseId: id }),
    enabled: id > 0,
  });
}

export function usePreCourse(id: number) {
  return useQuery({
    queryKey: courseKeys.preCourse(id),
    queryFn: () => http.get<TPreCourseCheck>(coursePaths.preCourseCheck, { courseId: id }),
    enabled: id > 0,
  });
}

export function useRelatedCourses(id: number) {
  return useQuery({
    queryKey: courseKeys.related(id),
    queryFn: () => http.post<TCourseCard[]>(coursePaths.relatedCourses, { courseId: id }),
    enabled: id > 0,
  });
}

/** Refreshes everything that shows the learner's state on a course after it changed. */
export function useInvalidateCourse() {
  const client = useQueryClient();
  return (id: number) => {
    void client.invalidateQueries({ queryKey: courseKeys.detail(id) });
    void client.invalidateQueries({ queryKey: courseKeys.catalog(id) });
    void client.invalidateQueries({ queryKey: courseKeys.record(id) });
    void client.invalidateQueries({ queryKey: ['my-task'] });
  };
}

/** '立即学习' logs a view before the learn page opens. */
export function logCourseView(courseId: number) {
  return http.post(coursePaths.addCourseLog, { courseId }, { silent: true });
}

export function useNotes(courseId: number, mine: boolean, pageNo: number, pageSize = 10) {
  return useQuery({
    queryKey: [...courseKeys.notes(courseId), mine, pageNo, pageSize],
    queryFn: () =>
      http.get<TPage<TCourseNote>>(mine ? coursePaths.myNotes : coursePaths.notes, {
        courseId,
        pageNo,
        pageSize,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A mutation that refreshes the list it changed. */
function useListMutation<I, O>(key: readonly unknown[], call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useNoteMutations(courseId: number) {
  const key = courseKeys.notes(courseId);
  return {
    save: useListMutation(key, (input: { content: string; chapterId?: number; position?: number }) =>
      http.post<TCourseNote>(coursePaths.saveNotePc, { courseId, ...input }),
    ),
    edit: useListMutation(key, (input: { id: number; content: string }) =>
      http.post<TCourseNote>(coursePaths.editNote, input),
    ),
    remove: useListMutation(key, (id: number) => http.del(coursePaths.deleteNoteAlias, { id })),
  };
}

export function useRatings(courseId: number, pageNo: number, pageSize = 10) {
  return useQuery({
    queryKey: [...courseKeys.ratings(courseId), pageNo, pageSize],
    queryFn: () => http.get<TCourseRatingList>(coursePaths.ratings, { courseId, pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useRate(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { score: number; content: string }) =>
      http.post(coursePaths.rate, { courseId, ...input }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: courseKeys.ratings(courseId) });
      await client.invalidateQueries({ queryKey: courseKeys.detail(courseId) });
    },
  });
}

export function useExperiences(courseId: number, pageNo: number, pageSize = 10) {
  return useQuery({
    queryKey: [...courseKeys.experiences(courseId), pageNo, pageSize],
    queryFn: () =>
      http.get<TPage<TCourseExperience>>(coursePaths.experiences, { courseId, pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useExperienceMutations(courseId: number) {
  const key = courseKeys.experiences(courseId);
  return {
    save: useListMutation(key, (input: { content: string; attachments: TCourseExperience['attachments'] }) =>
      http.post<TCourseExperience>(coursePaths.saveExperience, { courseId, ...input }),
    ),
    remove: useListMutation(key, (id: number) => http.post(coursePaths.removeExperienceAlias, { id })),
  };
}

export function useCollect(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (collect: boolean) =>
      http.post(collect ? coursePaths.collectAlias : coursePaths.cancelCollectionAlias, {
        courseId,
        type: 'course',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.detail(courseId) }),
  });
}

export function shareCourse(courseId: number) {
  return http.post<{ shareUrl: string }>(coursePaths.shareCourse, { courseId });
}

/** The course's QR code as an object URL (the reply is a PNG). */
export async function courseQrUrl(courseId: number): Promise<string> {
  const blob = await http.get<Blob>(coursePaths.qrCode, { courseId }, { responseType: 'blob' });
  return URL.createObjectURL(blob);
}

export function useAddToStudy(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post(myTaskPaths.add, { ids: String(courseId), type: 'course' }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: courseKeys.detail(courseId) });
      await client.invalidateQueries({ queryKey: ['my-task'] });
    },
  });
}
