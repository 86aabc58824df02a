// Where this request reached us, for absolute addresses in replies (file URLs, share links, QR codes):
// the scheme and host the caller used, so an address works from wherever the caller stands.
import type { FastifyRequest } from 'fastify';

/** `https://host[:port]` of this request. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
