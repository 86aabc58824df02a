// Registers every domain's routes; each domain lives in its own folder with the same file names.
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes.ts';
import { authRoutes } from './auth/routes.ts';
import type { createSessionLoader } from './auth/session-service.ts';
import type { TokenSigner } from './auth/tokens.ts';
import { healthRoutes } from './health/routes.ts';
import { systemRoutes } from './system/routes.ts';

export type ModuleContext = {
  signer: TokenSigner;
  loadSession: ReturnType<typeof createSessionLoader>;
};

type ModuleRoutes = (app: FastifyInstance, ctx: ModuleContext) => Promise<void>;

/** Every domain, in registration order; a new domain adds its routes function here. */
const modules: ModuleRoutes[] = [healthRoutes, authRoutes, accountRoutes, systemRoutes];

export async function registerModules(app: FastifyInstance, ctx: ModuleContext) {
  for (const routes of modules) await routes(app, ctx);
}
