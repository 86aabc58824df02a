// Numbers of the message domain (SPEC §2, §3, §9): the bell's polling and badge, and a notification's
// text limits.

/** The unread count is polled every 5 minutes. */
export const NOTIFICATION_POLL_MS = 300_000;
/** Unread notifications shown in the bell's pop-up. */
export const NOTIFICATION_POPUP_COUNT = 3;
/** Above this the badge reads `99+`. */
export const NOTIFICATION_BADGE_MAX = 99;

/** Text limits of a notification (SPEC §3). */
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_CONTENT_MAX = 20_000;
