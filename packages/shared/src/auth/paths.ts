// The auth domain's API paths: token grants, captcha, public key, sign-out, the caller's user and role
// info, and the one-time `?tid=` tickets. Server routes, the web request layer, tests and e2e use these.
export const authPaths = {
  /** The original client's token endpoint (form body, query-string parameters). */
  token: '/api/blade-auth/oauth/token',
  /** SPEC §7 spelling of the same endpoint. */
  tokenAlias: '/api/auth/oauth/token',
  captcha: '/api/blade-auth/oauth/captcha',
  publicKey: '/api/blade-auth/oauth/public-key',
  /** GET signs out; the original client also POSTs its logs here (`sendLogs`), which signs out too. */
  logout: '/api/blade-auth/oauth/logout',
  clearCache: '/api/blade-auth/oauth/clear-cache',
  userInfo: '/api/blade-auth/oauth/user-info',
  roleInfo: '/api/sys/v1/user/role-info',
  issueTicket: '/api/blade-auth/oauth/userdetail/ticket',
  /** Exchanges a ticket for a token object ('taken' sic, the original's spelling). */
  redeemTicket: '/api/blade-auth/oauth/userdetail/taken',
  /** Development only: the answer of a captcha. */
  devCaptcha: '/api/dev/captcha',
} as const;
