// GET the My Task questionnaire list (page 1, size 10) as the demo tenant's `learner`: the plans handed to
// them through their org chain, position or the whole tenant, each with my sheet and the submitted count —
// the call the questionnaire tab makes on every visit (its badge, asq/todo/user, is the same query counted).
import { questionnairePaths } from '@elearning/shared';
import type { BenchTarget } from './types.ts';

export const questionnaireList: BenchTarget = {
  name: 'questionnaireList',
  method: 'GET',
  path: `${questionnairePaths.myPlans}?pageNo=1&pageSize=10`,
  headers: (ctx) => ctx.authHeaders('learner', 'learn'),
};
