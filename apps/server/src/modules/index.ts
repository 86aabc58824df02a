// Registers every domain's routes; each domain lives in its own folder with the same file names.
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes.ts';
import { authRoutes } from './auth/routes.ts';
import type { createSessionLoader } from './auth/session-loader.ts';
import type { TokenSigner } from './auth/tokens.ts';
import { courseRoutes } from './course/routes.ts';
import { examRoutes } from './exam/routes.ts';
import { fileRoutes } from './file/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { homeworkRoutes } from './homework/routes.ts';
import { liveRoutes } from './live/routes.ts';
import { messageRoutes } from './message/routes.ts';
import { myTaskRoutes } from './my-task/routes.ts';
import { orgRoutes } from './org/routes.ts';
import { questionnaireRoutes } from './questionnaire/routes.ts';
import { realtimeRoutes } from './realtime/routes.ts';
import { reportRoutes } from './report/routes.ts';
import { roleRoutes } from './role/routes.ts';
import { spreadsheetRoutes } from './spreadsheet/routes.ts';
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
  homeworkRoutes,
  roleRoutes,
  orgRoutes,
  spreadsheetRoutes,
  reportRoutes,
];

export async function registerModules(app: FastifyInstance, ctx: ModuleContext) {
  for (const routes of modules) await routes(app, ctx);
}
