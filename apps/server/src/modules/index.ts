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
import { messageRoutes } from './message/routes.ts';
import { myTaskRoutes } from './my-task/routes.ts';
import { realtimeRoutes } from './realtime/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { trackingRoutes } from './tracking/routes.ts';

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
];

export async function registerModules(app: FastifyInstance, ctx: ModuleContext) {
  for (const routes of modules) await routes(app, ctx);
}
