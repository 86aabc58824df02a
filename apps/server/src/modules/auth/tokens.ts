// Access tokens (short-lived HS256 JWTs naming a session) and opaque refresh tokens stored as hashes.
import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { sid: string; uid: number; tid: string; cid: string };

export function createTokenSigner(secret: string, accessTtlSeconds: number) {
  const key = new TextEncoder().encode(secret);

  async function signAccessToken(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sid, tid: claims.tid, cid: claims.cid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.uid))
      .setIssuedAt()
      .setExpirationTime(`${accessTtlSeconds}s`)
      .sign(key);
  }

  /** 'expired' and 'invalid' are told apart: the first is 8001, the second 401. */
  async function verifyAccessToken(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const uid = Number(payload.sub);
      if (
        typeof payload.sid !== 'string' ||
        typeof payload.tid !== 'string' ||
        typeof payload.cid !== 'string' ||
        !Number.isInteger(uid)
      )
        return 'invalid';
      return { sid: payload.sid, uid, tid: payload.tid, cid: payload.cid };
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
