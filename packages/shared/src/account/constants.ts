// Account rules: password length (SPEC §5), SMS code limits (DESIGN §4) and the account API's field bounds.

/** Password length bounds (SPEC §5), counted in characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;

/** SMS verification codes (DESIGN §4 rate limits). */
export const SMS_RULES = {
  /** A new code for the same phone and scene may be sent after this many seconds. */
  resendSeconds: 60,
  maxPerPhonePerDay: 10,
  codeTtlMs: 5 * 60 * 1000,
  codeLength: 6,
} as const;

/**
 * `forgetPassword/phoneNumExist` answers anyone whether a phone is registered: bounded per IP like the SMS
 * sends, so the member list cannot be read out by trying numbers.
 */
export const PHONE_LOOKUP_RULES = {
  maxPerIpPerHour: 30,
} as const;

/** Length limits of the account API's fields (not in the spec; chosen to fit the database columns). */
export const ACCOUNT_FIELD_MAX = {
  /** Display name given at registration. */
  name: 32,
  email: 254,
  /** Name or work-number search of the people pickers. */
  search: 100,
  /** Ids one people query may name (a comma list of org units, positions or groups). */
  ids: 100,
} as const;

/** Rows one people-picker reply holds at most: pickers page by tree level, not by scrolling. */
export const PEOPLE_PICKER_MAX = 500;
