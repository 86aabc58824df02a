// Failures of the account domain, spread into the error catalogue by errors.ts.
import type { CatalogueEntry } from '../common/errors.ts';

export const accountErrors = {
  OLD_PASSWORD_WRONG: { status: 400, resCode: 400, message: 'auth.oldPasswordWrong' },
  PHONE_EXISTS: { status: 409, resCode: 409, message: 'auth.phoneExists' },
  PHONE_NOT_FOUND: { status: 404, resCode: 404, message: 'auth.phoneNotFound' },
  ACCOUNT_EXISTS: { status: 409, resCode: 409, message: 'auth.accountExists' },
  AGREEMENT_REQUIRED: { status: 400, resCode: 400, message: 'auth.agreementRequired' },

  SMS_CODE_INVALID: { status: 400, resCode: 400, message: 'sms.codeInvalid' },
  SMS_TOO_SOON: { status: 429, resCode: 429, message: 'sms.tooSoon' },
  SMS_DAILY_LIMIT: { status: 429, resCode: 429, message: 'sms.dailyLimit' },
  SMS_IP_LIMIT: { status: 429, resCode: 429, message: 'sms.ipLimit' },
  PHONE_LOOKUP_LIMIT: { status: 429, resCode: 429, message: 'auth.phoneLookupLimit' },
} as const satisfies Record<string, CatalogueEntry>;
