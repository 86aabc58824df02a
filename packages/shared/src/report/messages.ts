// Messages of the statistics calls, merged into the catalogue by messages.ts.
import type { Bilingual } from '../common/messages.ts';

export const reportMessages = {
  'report.rangeReversed': {
    'zh-CN': '结束日期不能早于开始日期',
    en: 'The end date cannot be before the start date',
  },
} as const satisfies Record<string, Bilingual>;
