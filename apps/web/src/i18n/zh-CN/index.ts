// The zh-CN resources, one namespace per domain (the reference language of the type check).
import { account } from './account.ts';
import { common } from './common.ts';
import { course } from './course.ts';
import { exam } from './exam.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';
import { learn } from './learn.ts';
import { message } from './message.ts';
import { myTask } from './my-task.ts';
import { routes } from './routes.ts';
import { system } from './system.ts';

export const zhCN = {
  common,
  layout,
  account,
  home,
  message,
  routes,
  system,
  exam,
  course,
  learn,
  'my-task': myTask,
} as const;
