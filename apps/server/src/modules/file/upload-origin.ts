// CORS of the upload host: uploads authenticate with the upload token alone, so any origin may post
// (without credentials), as with a separate upload host.
import type { FastifyReply, FastifyRequest } from 'fastify';

export function allowAnyOrigin(request: FastifyRequest, reply: FastifyReply): void {
  const origin = request.headers.origin;
  if (!origin) return;
  reply
    .header('access-control-allow-origin', origin)
    .header('vary', 'Origin')
    .header('access-control-expose-headers', 'x-request-id');
}

/** The answer to a preflight of the upload host. */
export function answerPreflight(request: FastifyRequest, reply: FastifyReply) {
  allowAnyOrigin(request, reply);
  return reply
    .header('access-control-allow-methods', 'POST, OPTIONS')
    .header('access-control-allow-headers', 'content-type, x-upload-token, tenant-id, accept-language')
    .header('access-control-max-age', '600')
    .code(204)
    .send();
}
