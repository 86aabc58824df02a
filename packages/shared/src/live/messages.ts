// Messages of the live domain (SPEC §8), in both languages (the spec gives them in English).
import type { Bilingual } from '../common/messages.ts';

export const liveMessages = {
  'live.disabled': { 'zh-CN': 'this live has been disabled', en: 'this live has been disabled' },
  'live.deleted': { 'zh-CN': 'this live has been deleted', en: 'this live has been deleted' },
} as const satisfies Record<string, Bilingual>;
