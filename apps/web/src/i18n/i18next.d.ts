// Type-checks translation keys against the zh-CN resources (the reference language).
import 'i18next';
import type { zhCN } from './zh-CN/index.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof zhCN;
    returnNull: false;
  }
}
