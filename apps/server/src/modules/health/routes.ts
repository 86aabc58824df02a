// GET /api/health: liveness plus database reachability (503 when the database does not answer).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (request, reply) => {
    const up = await app.deps.database.ping();
    const body = ok(request, {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      driver: app.deps.database.driver,
    });
    if (!up) return reply.code(503).send({ ...body, resCode: 503 });
    return body;
  });
}
