// Registers every domain's routes; each domain lives in its own folder with the same file names.
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes.ts';
import { achievementRoutes } from './achievement/routes.ts';
import { approvalRoutes } from './approval/routes.ts';
import { authRoutes } from './auth/routes.ts';
import type { createSessionLoader } from './auth/session-loader.ts';
import type { TokenSigner } from './auth/tokens.ts';
import { commerceRoutes } from './commerce/routes.ts';
import { communityRoutes } from './community/routes.ts';
import { courseRoutes } from './course/routes.ts';
import { customerServiceRoutes } from './customer-service/routes.ts';
import { enterpriseRoutes } from './enterprise/routes.ts';
import { examRoutes } from './exam/routes.ts';
import { fileRoutes } from './file/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { homeworkRoutes } from './homework/routes.ts';
import { knowledgeRoutes } from './knowledge/routes.ts';
import { liveRoutes } from './live/routes.ts';
import { mallRoutes } from './mall/routes.ts';
import { messageRoutes } from './message/routes.ts';
import { myTaskRoutes } from './my-task/routes.ts';
import { newsRoutes } from './news/routes.ts';
import { orgRoutes } from './org/routes.ts';
import { personalRoutes } from './personal/routes.ts';
import { questionnaireRoutes } from './questionnaire/routes.ts';
import { realtimeRoutes } from './realtime/routes.ts';
import { reportRoutes } from './report/routes.ts';
import { roleRoutes } from './role/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { siteRoutes } from './site/routes.ts';
import { spreadsheetRoutes } from './spreadsheet/routes.ts';
import { studyMapRoutes } from './study-map/routes.ts';
import { studyPlanRoutes } from './study-plan/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { trackingRoutes } from './tracking/routes.ts';
import { trainingRoutes } from './training/routes.ts';

export type ModuleContext = {
  signer: TokenSigner;
  loadSession: ReturnType<typeof createSessionLoader>;
};

type ModuleRoutes = (app: FastifyInstance, ctx: ModuleContext) => Promise<void>;

/** Every domain, in registration order; a new domain adds its routes function here. */
const modules: ModuleRoutes[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  systemRoutes,
  messageRoutes,
  trackingRoutes,
  realtimeRoutes,
  fileRoutes,
  examRoutes,
  courseRoutes,
  myTaskRoutes,
  liveRoutes,
  trainingRoutes,
  questionnaireRoutes,
  achievementRoutes,
  mallRoutes,
  commerceRoutes,
  homeworkRoutes,
  roleRoutes,
  searchRoutes,
  knowledgeRoutes,
  orgRoutes,
  spreadsheetRoutes,
  studyMapRoutes,
  studyPlanRoutes,
  reportRoutes,
  siteRoutes,
  personalRoutes,
  enterpriseRoutes,
  approvalRoutes,
  newsRoutes,
  communityRoutes,
  customerServiceRoutes,
];

export async function registerModules(app: FastifyInstance, ctx: ModuleContext) {
  for (const routes of modules) await routes(app, ctx);
}
