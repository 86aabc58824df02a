// Messages of the questionnaire domain (SPEC §8), in both languages (the spec gives them in English).
import type { Bilingual } from '../common/messages.ts';

export const questionnaireMessages = {
  'questionnaire.unsubmitted': {
    'zh-CN': 'unsubmitted questionnaire cannot be viewed',
    en: 'unsubmitted questionnaire cannot be viewed',
  },
} as const satisfies Record<string, Bilingual>;
