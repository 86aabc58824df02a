// GET My Task's study-plan list (myCourseCatalog courseType 3, page 1, size 10) as the demo `apprentice`:
// the published plans handed to them through their org chain, position, group or themselves, each with its
// progress derived from the items' own records — the call the study tab's probe and the sub-tab make.
import { CatalogCourseType, myTaskPaths } from '@elearning/shared';
import type { BenchTarget } from './types.ts';

export const studyPlanList: BenchTarget = {
  name: 'studyPlanList',
  method: 'GET',
  path: `${myTaskPaths.myCourseCatalog}?courseType=${CatalogCourseType.plan}&pageNo=1&pageSize=10`,
  headers: (ctx) => ctx.authHeaders('apprentice', 'learn'),
};
