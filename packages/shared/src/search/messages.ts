// Messages of the one search, in both languages.
import type { Bilingual } from '../common/messages.ts';

export const searchMessages = {
  'search.keywordRequired': { 'zh-CN': '请输入搜索内容', en: 'Enter something to search for' },
  'search.typeInvalid': { 'zh-CN': '搜索分类无效', en: 'Unknown search tab' },
} as const satisfies Record<string, Bilingual>;
