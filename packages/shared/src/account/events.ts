// Domain events the account domain emits (core/domain-events.ts): achievements (the daily login point) consume them.
export const accountEvents = {
  /** The learner's first sign-in credit of a business day: data { day } (YYYY-MM-DD). */
  loginCredited: 'account.loginCredited',
} as const;
