// The web app's auth cookie as a token source: links, <img> and <video> cannot send the access-token
// header, so the file download route reads the same-origin cookie the web app keeps beside local storage.
import { STORAGE_KEYS, STORAGE_PREFIX } from '@elearning/shared';
import type { FastifyRequest } from 'fastify';

const AUTH_COOKIE = `${STORAGE_PREFIX}${STORAGE_KEYS.accessToken}`;

/** The access token from the web app's auth cookie, or undefined. */
export function cookieToken(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name && decodeURIComponent(name) === AUTH_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** onRequest hook: a request without the header is authenticated by the cookie, when there is one. */
export async function tokenFromCookie(request: FastifyRequest): Promise<void> {
  const token = request.headers.accesstoken ? undefined : cookieToken(request);
  if (token) request.headers.accesstoken = `bearer ${token}`;
}
