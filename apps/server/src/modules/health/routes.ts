// GET /api/health: liveness plus database reachability (503 when the database does not answer).
import { healthPaths } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { anonymous } from '../../core/access.ts';
import { ok } from '../../core/envelope.ts';
import { presentHealth } from './presenter.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.get(healthPaths.health, anonymous, async (request, reply) => {
    const up = await app.deps.database.ping();
    const body = ok(request, presentHealth(up, app.deps.database.driver));
    if (!up) return reply.code(503).send({ ...body, resCode: 503 });
    return body;
  });
}
