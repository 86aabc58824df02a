// Signed read grants for stored objects: `{scope, expiry}` sealed with an HMAC of the server's URL
// signing secret. The grant travels in the URL path (not the query) so that relative references inside
// an HLS playlist resolve to URLs carrying the same grant.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { filePaths } from '@elearning/shared';

/** Where signed reads are served (the file module registers the route). */
export const SIGNED_FILE_PATH = filePaths.signedFile;

export type SignedGrant = { scope: string; expiresAt: number; attachment: boolean };

type Payload = { s: string; e: number; a?: 1 };

function mac(secret: string, purpose: string, body: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${body}`).digest('base64url');
}

/** Seals a JSON payload for one purpose; tokens of one purpose never verify for another. */
export function sealToken(secret: string, purpose: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, purpose, body)}`;
}

/** Opens a sealed token: its payload, or null when it was not made with this secret and purpose. */
export function openToken(secret: string, purpose: string, token: string): unknown {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 4096) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, purpose, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

export function signGrant(secret: string, grant: SignedGrant): string {
  const payload: Payload = { s: grant.scope, e: Math.floor(grant.expiresAt / 1000) };
  if (grant.attachment) payload.a = 1;
  return sealToken(secret, 'storage-read', payload);
}

/** The grant of a token, 'expired', or 'invalid' (forged, altered, malformed). */
export function verifyGrant(
  secret: string,
  token: string,
  now = Date.now(),
): SignedGrant | 'invalid' | 'expired' {
  const payload = openToken(secret, 'storage-read', token) as Partial<Payload> | null;
  if (!payload || typeof payload.s !== 'string' || typeof payload.e !== 'number') return 'invalid';
  if (payload.e * 1000 <= now) return 'expired';
  return { scope: payload.s, expiresAt: payload.e * 1000, attachment: payload.a === 1 };
}

const SEGMENT = /^[A-Za-z0-9._-]{1,200}$/;

/**
 * The key a signed request reads: the scope itself for a single object (the name segment is only for
 * the browser), or scope + name for a prefix grant. Null when the name could escape the prefix.
 */
export function keyOfGrant(grant: SignedGrant, name: string): string | null {
  if (!grant.scope.endsWith('/')) return grant.scope;
  if (!SEGMENT.test(name) || name === '.' || name === '..') return null;
  return `${grant.scope}${name}`;
}
