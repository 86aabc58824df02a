// Failures of the auth domain, spread into the error catalogue by errors.ts.
import type { CatalogueEntry } from '../common/errors.ts';

/** BusinessCode.sessionExpired, written out: errors.ts imports this file, so it cannot import back. */
const SESSION_EXPIRED_CODE = 8001;

export const authErrors = {
  INVALID_CREDENTIALS: { status: 400, resCode: 400, message: 'auth.invalidCredentials' },
  CAPTCHA_REQUIRED: { status: 400, resCode: 400, message: 'auth.captchaRequired' },
  CAPTCHA_INVALID: { status: 400, resCode: 400, message: 'auth.captchaInvalid' },
  ACCOUNT_LOCKED: { status: 429, resCode: 429, message: 'auth.accountLocked' },
  UNSUPPORTED_GRANT: { status: 400, resCode: 400, message: 'auth.unsupportedGrant' },
  REFRESH_INVALID: { status: 401, resCode: SESSION_EXPIRED_CODE, message: 'auth.refreshInvalid' },
  TICKET_INVALID: { status: 400, resCode: 400, message: 'auth.ticketInvalid' },
  ACCOUNT_DISABLED: { status: 403, resCode: 403, message: 'auth.accountDisabled' },
} as const satisfies Record<string, CatalogueEntry>;
