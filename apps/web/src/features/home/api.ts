// The home page's own calls (the original's src/api/home.js, served by the My Task domain): the courses
// in progress of the right column and the study hours of the personal card.
import {
  LEARNED_COURSES_SHOWN,
  myTaskPaths,
  type TCourseCard,
  type TPage,
  type TStudyCredit,
} from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

// Under My Task's key, so whatever refreshes the learner's study refreshes these too.
export const homeKeys = {
  learned: (pageSize: number) => ['my-task', 'home', 'learned', pageSize] as const,
  credit: ['my-task', 'home', 'credit'] as const,
};

/** Courses I started and have not finished that are still open, the latest studied first. */
export function useLearnedCourses(pageSize = LEARNED_COURSES_SHOWN) {
  return useQuery({
    queryKey: homeKeys.learned(pageSize),
    queryFn: () => http.get<TPage<TCourseCard>>(myTaskPaths.learnedCourses, { pageNo: 1, pageSize }),
    select: (page) => page.data,
  });
}

/** My study hours, all time and this month. */
export function useStudyCredit(enabled: boolean) {
  return useQuery({
    queryKey: homeKeys.credit,
    queryFn: () => http.get<TStudyCredit>(myTaskPaths.studyCredit),
    enabled,
  });
}
