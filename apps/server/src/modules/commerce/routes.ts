// Registers commerce: the learner's calls, the payment gateways' calls and the sandbox gateway's page, the
// back office's calls; sets up the app's payment gateways and starts the expiry/reconciliation job.
import type { FastifyInstance } from 'fastify';
import { setUpGateways } from './gateways.ts';
import { commerceAdminRoutes } from './routes-admin.ts';
import { commerceLearnerRoutes } from './routes-learner.ts';
import { commercePayRoutes } from './routes-pay.ts';
import { startCommerceSweeper } from './sweep-service.ts';
import { registerCommerceUnlock } from './unlock-service.ts';

export async function commerceRoutes(app: FastifyInstance) {
  setUpGateways(app);
  registerCommerceUnlock();
  startCommerceSweeper(app);
  await commerceLearnerRoutes(app);
  await commercePayRoutes(app);
  await commerceAdminRoutes(app);
}
