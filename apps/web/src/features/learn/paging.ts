// The learning-resources page's state in its URL: which list (required or elective), the page and the
// page size, each list with its own SPEC §9 sizes; anything unknown falls back to the list's defaults.
import { PAGE_SIZES } from '@elearning/shared';

export const LEARN_LISTS = ['required', 'elective'] as const;
export type LearnList = (typeof LEARN_LISTS)[number];

export type LearnQuery = { list: LearnList; pageNo: number; pageSize: number };

export function pageSizesOf(list: LearnList): readonly number[] {
  return list === 'required' ? PAGE_SIZES.requiredCourse.options : PAGE_SIZES.electiveCourse.options;
}

export function defaultSizeOf(list: LearnList): number {
  return list === 'required' ? PAGE_SIZES.requiredCourse.default : PAGE_SIZES.electiveCourse.default;
}

/** Reads `type`, `pageNo` and `pageSize` from the page's search parameters. */
export function readLearnQuery(params: URLSearchParams): LearnQuery {
  const type = params.get('type');
  const list: LearnList = type === 'elective' ? 'elective' : 'required';
  const pageNo = Number(params.get('pageNo'));
  const pageSize = Number(params.get('pageSize'));
  return {
    list,
    pageNo: Number.isInteger(pageNo) && pageNo > 0 ? pageNo : 1,
    pageSize: pageSizesOf(list).includes(pageSize) ? pageSize : defaultSizeOf(list),
  };
}

/** The search parameters of a query; defaults are left out so the plain URL stays plain. */
export function writeLearnQuery(query: LearnQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.list !== 'required') params.set('type', query.list);
  if (query.pageNo !== 1) params.set('pageNo', String(query.pageNo));
  if (query.pageSize !== defaultSizeOf(query.list)) params.set('pageSize', String(query.pageSize));
  return params;
}

/** What the row's button says: not begun yet, or carrying on. */
export function learnActionOf(progress: number): 'start' | 'continue' {
  return progress > 0 ? 'continue' : 'start';
}
