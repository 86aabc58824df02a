// Upload tokens (SPEC §7 `GET /api/common/v1/upload/token`): short-lived, HMAC-sealed with the URL
// signing secret, bound to one tenant and one user (and, for video uploads, one video). The upload host
// accepts a file only with a valid token, since it cannot rely on the access token of another origin.
import { randomBytes } from 'node:crypto';
import { AppError } from '../../core/app-error.ts';
import { openToken, sealToken } from '../../storage/signing.ts';

/** How long a token may start an upload (an upload that started in time may take longer). */
export const UPLOAD_TOKEN_TTL_MS = 30 * 60 * 1000;

const PURPOSE = 'upload';

export type UploadClaims = { tenantId: string; userId: number; expiresAt: number; videoId?: string };

type Payload = { t: string; u: number; e: number; v?: string; n: string };

export function issueUploadToken(
  secret: string,
  claims: Omit<UploadClaims, 'expiresAt'>,
  now = Date.now(),
): { token: string; expiresAt: number } {
  const expiresAt = now + UPLOAD_TOKEN_TTL_MS;
  const payload: Payload = {
    t: claims.tenantId,
    u: claims.userId,
    e: expiresAt,
    n: randomBytes(6).toString('base64url'),
  };
  if (claims.videoId) payload.v = claims.videoId;
  return { token: sealToken(secret, PURPOSE, payload), expiresAt };
}

/** The claims of a token, 'expired', or 'invalid' (forged, altered, sealed for another purpose). */
export function verifyUploadToken(
  secret: string,
  token: string,
  now = Date.now(),
): UploadClaims | 'invalid' | 'expired' {
  const payload = openToken(secret, PURPOSE, token) as Partial<Payload> | null;
  if (
    !payload ||
    typeof payload.t !== 'string' ||
    typeof payload.u !== 'number' ||
    typeof payload.e !== 'number'
  ) {
    return 'invalid';
  }
  if (payload.e <= now) return 'expired';
  return {
    tenantId: payload.t,
    userId: payload.u,
    expiresAt: payload.e,
    ...(typeof payload.v === 'string' ? { videoId: payload.v } : {}),
  };
}

/** `issueUploadToken` for the token endpoint: a sealing failure is UPLOAD_TOKEN_FAILED, and logged. */
export function issueUploadTokenFor(
  secret: string,
  claims: Omit<UploadClaims, 'expiresAt'>,
  log: { error(details: object, message: string): void },
): { token: string; expiresAt: number } {
  try {
    return issueUploadToken(secret, claims);
  } catch (error) {
    log.error({ err: error }, 'upload token could not be issued');
    throw new AppError('UPLOAD_TOKEN_FAILED');
  }
}

/** Where a client posts its upload: the separate upload host when configured, else this server's /api path. */
export function uploadTarget(
  uploadDomain: string | undefined,
  origin: string,
  paths: { upload: string; uploadViaApi: string },
) {
  return {
    domain: uploadDomain ?? origin,
    uploadUrl: uploadDomain ? `${uploadDomain}${paths.upload}` : paths.uploadViaApi,
  };
}
