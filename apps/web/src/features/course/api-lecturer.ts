// The lecturer's course tab (SPEC §7 Lecturer "Course"): own courses, a course's study list and one
// learner's detail and experiences, the .xlsx export, shelf on/off and deletion after the check.
import {
  coursePaths,
  type TCourseCard,
  type TCourseExperience,
  type TCourseStudyDetail,
  type TCourseStudyRow,
  type TDeleteCheck,
  type TPage,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type LecturerCourse = TCourseCard & { isPutaway: 0 | 1; createTime: number };

export const lecturerKeys = {
  all: ['lecturer', 'course'] as const,
  courses: (query: object) => ['lecturer', 'course', 'list', query] as const,
  studyList: (query: object) => ['lecturer', 'course', 'study', query] as const,
  detail: (courseId: number, userId: number) => ['lecturer', 'course', 'detail', courseId, userId] as const,
  feel: (courseId: number, userId: number) => ['lecturer', 'course', 'feel', courseId, userId] as const,
};

export function useLecturerCourses(query: { pageNo: number; pageSize: number; name?: string | undefined }) {
  return useQuery({
    queryKey: lecturerKeys.courses(query),
    queryFn: () => http.get<TPage<LecturerCourse>>(coursePaths.lecturerCourses, query),
    placeholderData: keepPreviousData,
  });
}

export function useStudyList(query: {
  courseId: number;
  pageNo: number;
  pageSize: number;
  name?: string | undefined;
}) {
  return useQuery({
    queryKey: lecturerKeys.studyList(query),
    queryFn: () => http.get<TPage<TCourseStudyRow>>(coursePaths.studyList, query),
    placeholderData: keepPreviousData,
    enabled: query.courseId > 0,
  });
}

export function useLearnerDetail(courseId: number, userId: number) {
  return useQuery({
    queryKey: lecturerKeys.detail(courseId, userId),
    queryFn: () => http.get<TCourseStudyDetail>(coursePaths.studyDetailAlias, { courseId, userId }),
    enabled: courseId > 0 && userId > 0,
  });
}

export function useLearnerExperiences(courseId: number, userId: number) {
  return useQuery({
    queryKey: lecturerKeys.feel(courseId, userId),
    queryFn: () =>
      http.get<TPage<TCourseExperience>>(coursePaths.learnerExperiences, {
        courseId,
        userId,
        pageNo: 1,
        pageSize: 20,
      }),
    enabled: courseId > 0 && userId > 0,
  });
}

/** Downloads the study list as .xlsx through a temporary link. */
export async function exportStudyList(courseId: number, name: string | undefined, fileName: string) {
  const blob = await http.get<Blob>(
    coursePaths.exportStudyList,
    { courseId, name },
    { responseType: 'blob' },
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useCourseAdmin() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: lecturerKeys.all });
  return {
    putaway: useMutation({
      mutationFn: (input: { id: number; status: 0 | 1 }) => http.put(coursePaths.putaway, input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (id: number) => {
        const check = await http.post<TDeleteCheck>(coursePaths.deleteCheck, { id });
        if (!check.canDelete) return check;
        await http.post(coursePaths.deleteCourse, { id });
        return check;
      },
      onSuccess: refresh,
    }),
  };
}
