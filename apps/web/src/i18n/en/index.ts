// Compile-time check that the English resources cover every zh-CN key (the files are loaded one
// namespace at a time by i18n/index.ts; this module is never imported at run time).

import type { Translation } from '../types.ts';
import type { zhCN } from '../zh-CN/index.ts';
import { account } from './account.ts';
import { achievement } from './achievement.ts';
import { admin } from './admin.ts';
import { approval } from './approval.ts';
import { commerce } from './commerce.ts';
import { common } from './common.ts';
import { community } from './community.ts';
import { course } from './course.ts';
import { customerService } from './customer-service.ts';
import { enterprise } from './enterprise.ts';
import { exam } from './exam.ts';
import { home } from './home.ts';
import { homework } from './homework.ts';
import { knowledge } from './knowledge.ts';
import { layout } from './layout.ts';
import { learn } from './learn.ts';
import { live } from './live.ts';
import { mall } from './mall.ts';
import { message } from './message.ts';
import { myTask } from './my-task.ts';
import { news } from './news.ts';
import { org } from './org.ts';
import { personal } from './personal.ts';
import { questionnaire } from './questionnaire.ts';
import { report } from './report.ts';
import { role } from './role.ts';
import { routes } from './routes.ts';
import { search } from './search.ts';
import { site } from './site.ts';
import { spreadsheet } from './spreadsheet.ts';
import { studyMap } from './study-map.ts';
import { studyPlan } from './study-plan.ts';
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
  mall,
  search,
  commerce,
  news,
  'customer-service': customerService,
  community,
  homework,
  admin,
  report,
  role,
  site,
  training,
  org,
  spreadsheet,
  'study-map': studyMap,
  'study-plan': studyPlan,
  achievement,
  personal,
  enterprise,
  knowledge,
  approval,
};
