// The achievement domain's routes: the learner's figures, rankings, ledger, medals and record
// (routes-learner.ts) and the back office's points management (routes-admin.ts). It also starts the
// consumers of the events that pay points and award medals, and lends the medal push this app's hub.
import type { FastifyInstance } from 'fastify';
import { registerAchievementConsumers } from './events-consumer.ts';
import { lendRealtimeHub } from './medal-push.ts';
import { achievementAdminRoutes } from './routes-admin.ts';
import { achievementLearnerRoutes } from './routes-learner.ts';

export async function achievementRoutes(app: FastifyInstance) {
  registerAchievementConsumers();
  lendRealtimeHub(app);
  await achievementLearnerRoutes(app);
  await achievementAdminRoutes(app);
}
