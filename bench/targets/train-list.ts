// GET the training centre (page 1, size 10) as the demo `learner`: the hottest learner call of trainings
// (the centre, My Task's list 3 and the home page share it). It derives each training's status from the
// schedule, joins the learner's trainee row and computes their progress over the schedule in one query.
import { trainingPaths } from '@elearning/shared';
import type { BenchTarget } from './types.ts';

export const trainList: BenchTarget = {
  name: 'trainList',
  method: 'GET',
  path: `${trainingPaths.list}?pageNo=1&pageSize=10`,
  headers: (ctx) => ctx.authHeaders('learner'),
};
