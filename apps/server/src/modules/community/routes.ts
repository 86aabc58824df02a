// Registers the community: zones and moderation, posts and replies, and the back office's zones and reports.
import type { FastifyInstance } from 'fastify';
import { communityAdminRoutes } from './routes-admin.ts';
import { communityNoticeRoutes } from './routes-notice.ts';
import { communityPostRoutes } from './routes-post.ts';
import { communityZoneRoutes } from './routes-zone.ts';

export async function communityRoutes(app: FastifyInstance) {
  await communityZoneRoutes(app);
  await communityPostRoutes(app);
  await communityNoticeRoutes(app);
  await communityAdminRoutes(app);
}
