// Auth limits: sign-in throttling and the length bounds of the token endpoint's fields.

/** Failed sign-ins of one account before the captcha grant is demanded. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;

/** Length limits of the sign-in fields (not in the spec; chosen to fit the database columns). */
export const AUTH_FIELD_MAX = {
  username: 64,
  /** Sign-in password: only bounded, old accounts may not follow today's 6..12 rule. */
  loginPassword: 64,
  refreshToken: 4096,
  tenantId: 64,
  scope: 64,
  userType: 64,
  /** A one-time `?tid=` ticket. */
  ticket: 128,
} as const;
