// Registers the study-map domain's routes: the learner's map and position chooser, and the back office's
// ability dictionary, competency models, promotion routes, inventory and material review. The completion
// events the map's competency is derived from are subscribed here, once.
import type { FastifyInstance } from 'fastify';
import { registerCompletionConsumers } from './completion-service.ts';
import { studyMapAbilityAdminRoutes } from './routes-admin-ability.ts';
import { studyMapRouteAdminRoutes } from './routes-admin-route.ts';
import { studyMapLearnerRoutes } from './routes-learner.ts';

export async function studyMapRoutes(app: FastifyInstance) {
  registerCompletionConsumers();
  await studyMapLearnerRoutes(app);
  await studyMapAbilityAdminRoutes(app);
  await studyMapRouteAdminRoutes(app);
}
