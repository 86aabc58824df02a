// Course query hooks (SPEC §7 Course pages): the course centre, one course with its catalogue and the
// learner's record, notes, ratings, experiences, collections and shares. Lecturer calls: api-lecturer.ts.
import {
  CourseSort,
  PAGE_SIZES,
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

export const COURSE_API = '/api/manage/v1/course';
const OPENING = '/api/manage/external/opening/v1/web/course';
const EXPERIENCE = '/api/manage/v1/coursecenter/experience';

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
    queryFn: () => http.get<TPage<TCourseCard>>(`${OPENING}/getForegroundCourseList`, { ...query }),
    placeholderData: keepPreviousData,
  });
}

export function useKnowledgeTree() {
  return useQuery({
    queryKey: courseKeys.knowledge,
    queryFn: () => http.get<TKnowledgeSystem[]>(`${OPENING}/listKnowledgeSystem`),
    staleTime: 10 * 60_000,
  });
}

export function useCourseLecturers() {
  return useQuery({
    queryKey: courseKeys.lecturers,
    queryFn: () => http.get<TOption[]>(`${OPENING}/listForegroundTeacherComboBox`),
    staleTime: 10 * 60_000,
  });
}

/** Popular courses for the home page. */
export function useHotCourses() {
  return useQuery({
    queryKey: courseKeys.list({ pageNo: 1, pageSize: 5, sort: CourseSort.popular }),
    queryFn: () =>
      http.get<TPage<TCourseCard>>(`${OPENING}/getForegroundCourseList`, {
        pageNo: 1,
        pageSize: 5,
        sort: CourseSort.popular,
      }),
    select: (page) => page.data,
  });
}

/** Courses in the signed-in user's study, for the home page's side list. */
export function useCoursesInProgress() {
  return useQuery({
    queryKey: ['myTask', 'courses', 'home'],
    queryFn: () =>
      http.get<TPage<TCourseCard>>('/api/manage/v1/study/myCourseCatalog', {
        courseType: 2,
        studyType: 0,
        pageNo: 1,
        pageSize: PAGE_SIZES.requiredCourse.default,
      }),
    // Unfinished ones, the furthest along first.
    select: (page) =>
      page.data.filter((course) => course.totalPrecent < 100).sort((a, b) => b.totalPrecent - a.totalPrecent),
  });
}

export function useCourse(id: number) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: () => http.get<TCourseDetail>(`${COURSE_API}/getCourse`, { id }),
    enabled: id > 0,
  });
}

export function useCatalog(id: number) {
  return useQuery({
    queryKey: courseKeys.catalog(id),
    queryFn: () => http.get<TCourseChapter[]>(`${COURSE_API}/getCatalog`, { courseId: id }),
    enabled: id > 0,
  });
}

export function useCourseRecord(id: number) {
  return useQuery({
    queryKey: courseKeys.record(id),
    queryFn: () => http.get<TCourseRecord>(`${COURSE_API}/getCourseRecord`, { courseId: id }),
    enabled: id > 0,
  });
}

export function usePreCourse(id: number) {
  return useQuery({
    queryKey: courseKeys.preCourse(id),
    queryFn: () => http.get<TPreCourseCheck>('/api/manage/v1/study/isFinishPreCourse', { courseId: id }),
    enabled: id > 0,
  });
}

export function useRelatedCourses(id: number) {
  return useQuery({
    queryKey: courseKeys.related(id),
    queryFn: () => http.post<TCourseCard[]>(`${COURSE_API}/getRelatedRecommendCourseList`, { courseId: id }),
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
    void client.invalidateQueries({ queryKey: ['myTask'] });
  };
}

/** '立即学习' logs a view before the learn page opens. */
export function logCourseView(courseId: number) {
  return http.post('/api/manage/v1/study/plan/course/addLog', { courseId }, { silent: true });
}

export function useNotes(courseId: number, mine: boolean, pageNo: number, pageSize = 10) {
  return useQuery({
    queryKey: [...courseKeys.notes(courseId), mine, pageNo, pageSize],
    queryFn: () =>
      http.get<TPage<TCourseNote>>(`${COURSE_API}/${mine ? 'getCourseNotesListPC' : 'getCourseNotesList'}`, {
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
      http.post<TCourseNote>(`${COURSE_API}/saveCourseNotePC`, { courseId, ...input }),
    ),
    edit: useListMutation(key, (input: { id: number; content: string }) =>
      http.post<TCourseNote>(`${COURSE_API}/editCourseNote`, input),
    ),
    remove: useListMutation(key, (id: number) => http.del(`${COURSE_API}/deleteCourseNote`, { id })),
  };
}

export function useRatings(courseId: number, pageNo: number, pageSize = 10) {
  return useQuery({
    queryKey: [...courseKeys.ratings(courseId), pageNo, pageSize],
    queryFn: () =>
      http.get<TCourseRatingList>(`${COURSE_API}/getCourseScopeList`, { courseId, pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useRate(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { score: number; content: string }) =>
      http.post(`${COURSE_API}/addCourseScope`, { courseId, ...input }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: courseKeys.ratings(courseId) });
      await client.invalidateQueries({ queryKey: courseKeys.detail(courseId) });
    },
  });
}

export function useExperiences(courseId: number, pageNo: number, pageSize = 10) {
  return useQuery({
    queryKey: [...courseKeys.experiences(courseId), pageNo, pageSize],
    queryFn: () => http.get<TPage<TCourseExperience>>(`${EXPERIENCE}/query`, { courseId, pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useExperienceMutations(courseId: number) {
  const key = courseKeys.experiences(courseId);
  return {
    save: useListMutation(key, (input: { content: string; attachments: TCourseExperience['attachments'] }) =>
      http.post<TCourseExperience>(`${EXPERIENCE}/save`, { courseId, ...input }),
    ),
    remove: useListMutation(key, (id: number) => http.post(`${EXPERIENCE}/remove`, { id })),
  };
}

export function useCollect(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (collect: boolean) =>
      http.post(`/api/manage/v1/user/collection/${collect ? 'save' : 'cancel'}`, {
        courseId,
        type: 'course',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.detail(courseId) }),
  });
}

export function shareCourse(courseId: number) {
  return http.post<{ shareUrl: string }>('/api/manage/v1/homePage/shareCourse', { courseId });
}

/** The course's QR code as an object URL (the reply is a PNG). */
export async function courseQrUrl(courseId: number): Promise<string> {
  const blob = await http.get<Blob>(
    `${COURSE_API}/createWxaCodeUnlimitBytes`,
    { courseId },
    { responseType: 'blob' },
  );
  return URL.createObjectURL(blob);
}

export function useAddToStudy(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post('/api/blade-margin/v1/myTask/add', { ids: String(courseId), type: 'course' }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: courseKeys.detail(courseId) });
      await client.invalidateQueries({ queryKey: ['myTask'] });
    },
  });
}
