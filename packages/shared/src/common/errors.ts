// Failures every domain shares (SPEC §8, DESIGN §3): one stable code each, its HTTP status, the business
// resCode the client sees, and the message key it is shown with. Each domain's own codes live in its folder.
import type { MessageKey } from '../messages.ts';

/** Business codes that are not HTTP statuses (DESIGN §3). */
export const BusinessCode = {
  ok: 200,
  sessionReplaced: 8000,
  sessionExpired: 8001,
  tenantUnavailable: 666,
} as const;

export type CatalogueEntry = { status: number; resCode: number; message: MessageKey };

export const commonErrors = {
  BAD_REQUEST: { status: 400, resCode: 400, message: 'error.badRequest' },
  VALIDATION_FAILED: { status: 400, resCode: 400, message: 'error.validation' },
  PARAMS_NOT_OBJECT: { status: 400, resCode: 400, message: 'error.paramsNotObject' },
  DECRYPT_FAILED: { status: 400, resCode: 400, message: 'error.decryptFailed' },
  UNAUTHORIZED: { status: 401, resCode: 401, message: 'error.unauthorized' },
  INVALID_CLIENT: { status: 401, resCode: 401, message: 'error.invalidClient' },
  FORBIDDEN: { status: 403, resCode: 403, message: 'error.forbidden' },
  NOT_FOUND: { status: 404, resCode: 404, message: 'error.notFound' },
  ROUTE_NOT_FOUND: { status: 404, resCode: 404, message: 'error.routeNotFound' },
  CONFLICT: { status: 409, resCode: 409, message: 'error.conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, resCode: 413, message: 'error.payloadTooLarge' },
  TOO_MANY_REQUESTS: { status: 429, resCode: 429, message: 'error.tooManyRequests' },
  INTERNAL: { status: 500, resCode: 500, message: 'error.service' },
  SESSION_REPLACED: { status: 401, resCode: BusinessCode.sessionReplaced, message: 'error.sessionReplaced' },
  SESSION_EXPIRED: { status: 401, resCode: BusinessCode.sessionExpired, message: 'error.sessionExpired' },
  TENANT_UNAVAILABLE: {
    status: 403,
    resCode: BusinessCode.tenantUnavailable,
    message: 'error.tenantUnavailable',
  },
  UNKNOWN_TENANT: { status: 400, resCode: 400, message: 'error.unknownTenant' },
} as const satisfies Record<string, CatalogueEntry>;
