// The learning-resources page's calls (the original's src/api/learn.js): my required courses
// (myRequireCourse, assigned to me) and my electives (My Task's useMyElectives, myElectiveCourse).
import { myTaskPaths, type TCoursePageReply } from '@elearning/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export { useMyElectives } from '../my-task/api.ts';

// Under My Task's key, so adding to or removing from my study refreshes this list too.
export const learnKeys = {
  required: (pageNo: number, pageSize: number) => ['my-task', 'learn', 'required', pageNo, pageSize] as const,
};

/** A page of the courses assigned to me, with the list's total. */
export function useRequiredCourses(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: learnKeys.required(pageNo, pageSize),
    queryFn: () => http.post<TCoursePageReply>(myTaskPaths.myRequireCourse, { pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
}
