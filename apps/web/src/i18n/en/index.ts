// Compile-time check that the English resources cover every zh-CN key (the files are loaded one
// namespace at a time by i18n/index.ts; this module is never imported at run time).

import type { Translation } from '../types.ts';
import type { zhCN } from '../zh-CN/index.ts';
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

export const en: Translation<typeof zhCN> = {
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
};
