// Access tokens (short-lived HS256 JWTs naming a session) and opaque refresh tokens stored as hashes.
import { createHash, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { sid: string; uid: number; tid: string; cid: string };

/** Verified tokens remembered per signer (oldest dropped first); a client reuses its token on every call. */
const VERIFIED_TOKENS_MAX = 10_000;
type VerifiedToken = { claims: AccessClaims; exp: number | undefined; nbf: number | undefined };

export function createTokenSigner(secret: string, accessTtlSeconds: number) {
  // Imported once as a WebCrypto key: given raw bytes, jose would import them again on every call.
  const keyReady = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, VerifiedToken>();

  async function signAccessToken(claims: AccessClaims): Promise<string> {
    const key = await keyReady;
    return (
      new SignJWT({ sid: claims.sid, tid: claims.tid, cid: claims.cid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.uid))
        .setIssuedAt()
        // Every issue is a distinct token, even two for one session within the same second.
        .setJti(randomUUID())
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(key)
    );
  }

  /** 'expired' and 'invalid' are told apart: the first is 8001, the second 401. */
  async function verifyAccessToken(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
    // A token whose signature was already checked only needs jose's time checks again (same rules).
    const known = verified.get(token);
    if (known) {
      const now = Math.floor(Date.now() / 1000);
      if (known.exp !== undefined && known.exp <= now) {
        verified.delete(token);
        return 'expired';
      }
      return known.nbf !== undefined && known.nbf > now ? 'invalid' : known.claims;
    }
    try {
      const { payload } = await jwtVerify(token, await keyReady, { algorithms: ['HS256'] });
      const uid = Number(payload.sub);
      if (
        typeof payload.sid !== 'string' ||
        typeof payload.tid !== 'string' ||
        typeof payload.cid !== 'string' ||
        !Number.isInteger(uid)
      )
        return 'invalid';
      const claims = Object.freeze({ sid: payload.sid, uid, tid: payload.tid, cid: payload.cid });
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value ?? '');
      verified.set(token, { claims, exp: payload.exp, nbf: payload.nbf });
      return claims;
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }

  return { signAccessToken, verifyAccessToken, accessTtlSeconds };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
