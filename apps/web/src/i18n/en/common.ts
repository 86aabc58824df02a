// English shared UI texts.
import type { Translation } from '../types.ts';
import type { common as zh } from '../zh-CN/common.ts';

export const common: Translation<typeof zh> = {
  siteName: 'Corporate Learning Platform',
  actions: {
    confirm: 'OK',
    cancel: 'Cancel',
    back: 'Back',
    backHome: 'Back to home',
    goBack: 'Previous page',
    more: 'More',
    retry: 'Retry',
    close: 'Close',
    submit: 'Submit',
    reload: 'Reload page',
  },
  loading: 'Loading…',
  language: {
    label: 'Language',
    /** The switch shows the language it switches to. */
    switchLabel: '中文',
    switchTo: 'Switch language',
    'zh-CN': '简体中文',
    en: 'English',
  },
  pager: {
    label: 'Pagination',
    total: '{{total}} items',
  },
  relogin: {
    title: 'Notice',
    button: 'Sign in again',
  },
  footer: {
    version: 'Version {{version}}',
    build: 'Build {{build}}',
    filing: 'Filing no. {{number}}',
    copyright: '© {{year}} {{site}}. All rights reserved.',
  },
  customerService: {
    open: 'Customer service',
    title: 'Smart customer service',
    intro: 'Hello, I am the smart assistant. How can I help you?',
    unavailable: 'Customer service is not available yet, please contact your enterprise administrator.',
    frameTitle: 'Smart customer service chat',
  },
  medal: {
    title: 'You earned a new medal',
    body: 'You earned the “{{name}}” medal',
    level: 'Level {{level}}',
    quantity: 'Quantity ×{{quantity}}',
    hint: 'The new medal is on your medal wall',
    view: 'View medal wall',
    types: {
      trainMix: 'Mixed training',
      studyPlan: 'Study plan',
      exam: 'Exam',
      trainOnLine: 'Online training',
      trainOffLine: 'Face-to-face training',
      integral: 'Points',
      live: 'Live',
      course: 'Course',
    },
  },
  errorBoundary: {
    title: 'Something went wrong',
    description: 'The page failed to load. Please reload and try again.',
  },
};
