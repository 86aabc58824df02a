// API paths of the message domain, written once: the server registers them, the web app and tests call
// them. `notify` and `notifyCount` are the original client's calls (`POST notify` marks read there);
// `notifyRead` and `notifyDetail` are SPEC §7's.
const NOTIFY = '/api/msg/v1/msg/notify';

export const messagePaths = {
  notify: NOTIFY,
  notifyCount: `${NOTIFY}/count`,
  notifyRead: `${NOTIFY}/read`,
  notifyDetail: `${NOTIFY}/detail`,
  /** Development only: seeds unread notifications for the caller (browser tests). */
  devNotifications: '/api/dev/notifications',
} as const;
