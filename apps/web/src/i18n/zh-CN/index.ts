// The zh-CN resources, one namespace per domain (the reference language of the type check).
import { account } from './account.ts';
import { admin } from './admin.ts';
import { common } from './common.ts';
import { course } from './course.ts';
import { exam } from './exam.ts';
import { home } from './home.ts';
import { homework } from './homework.ts';
import { layout } from './layout.ts';
import { learn } from './learn.ts';
import { live } from './live.ts';
import { message } from './message.ts';
import { myTask } from './my-task.ts';
import { org } from './org.ts';
import { questionnaire } from './questionnaire.ts';
import { report } from './report.ts';
import { role } from './role.ts';
import { routes } from './routes.ts';
import { spreadsheet } from './spreadsheet.ts';
import { system } from './system.ts';
import { training } from './training.ts';

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
  live,
  'my-task': myTask,
  questionnaire,
  homework,
  admin,
  report,
  role,
  training,
  org,
  spreadsheet,
} as const;
