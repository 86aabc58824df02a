// Kinds of the message domain: what a notification is about.
type ValueOf<T> = T[keyof T];

/** Notification type; runMsg = marketing, the others name the domain that sent it. */
export const NotificationType = {
  system: 'system',
  runMsg: 'runMsg',
  course: 'course',
  exam: 'exam',
  train: 'train',
  live: 'live',
} as const;
export type NotificationType = ValueOf<typeof NotificationType>;
