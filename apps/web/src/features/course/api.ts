// Course domain query hooks (SPEC §3 "Course card"). The course catalogue endpoints are built by a later
// issue; until they exist the hooks stay disabled and the home page renders its empty state.
import { PAGE_SIZES, type TPage } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type CourseCard = {
  id: string;
  name: string;
  coverUrl?: string;
  teacherName?: string;
  studyNum?: number;
  totalPrecent?: number;
};

const HOT_COURSE_COUNT = 5;

/** Popular courses for the home page. Disabled: renders the empty state until its endpoint exists. */
export function useHotCourses() {
  return useQuery({
    queryKey: ['course', 'hot'],
    queryFn: () =>
      http.post<TPage<CourseCard>>('/manage/external/opening/v1/web/course/getForegroundCourseList', {
        pageNo: 1,
        pageSize: HOT_COURSE_COUNT,
      }),
    enabled: false,
    select: (page) => page.data,
  });
}

/** Courses the signed-in user is studying. Disabled: renders the empty state until its endpoint exists. */
export function useCoursesInProgress() {
  return useQuery({
    queryKey: ['course', 'in-progress'],
    queryFn: () =>
      http.get<TPage<CourseCard>>('/api/manage/v1/study/myCourseCatalog', {
        courseType: 2,
        studyType: 0,
        pageNo: 1,
        pageSize: PAGE_SIZES.requiredCourse.default,
      }),
    enabled: false,
    select: (page) => page.data,
  });
}
