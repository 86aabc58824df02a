// English texts of the message center.
import type { Translation } from '../types.ts';
import type { message as zh } from '../zh-CN/message.ts';

export const message: Translation<typeof zh> = {
  title: 'Messages',
  tabs: {
    all: 'All messages',
    unread: 'Unread',
    read: 'Read',
  },
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  unread: 'Unread',
  read: 'Read',
  types: {
    runMsg: 'Marketing',
    system: 'System',
    course: 'Course',
    exam: 'Exam',
    train: 'Training',
    live: 'Live',
  },
  backToList: 'Back to messages',
  sentAt: 'Sent {{time}}',
  markedAllRead: '{{count}} messages marked as read',
};
