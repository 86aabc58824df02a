// The message catalogue: every user-facing message the server and the web app share, composed from the
// common messages and each domain's own (packages/shared/src/<domain>/messages.ts), plus translation.
import { accountMessages } from './account/messages.ts';
import { authMessages } from './auth/messages.ts';
import { type Bilingual, commonMessages } from './common/messages.ts';
import { courseMessages } from './course/messages.ts';
import { examMessages } from './exam/messages.ts';
import { fileMessages } from './file/messages.ts';
import { homeworkMessages } from './homework/messages.ts';
import { liveMessages } from './live/messages.ts';
import { myTaskMessages } from './my-task/messages.ts';
import { orgMessages } from './org/messages.ts';
import { questionnaireMessages } from './questionnaire/messages.ts';
import { reportMessages } from './report/messages.ts';
import { roleMessages } from './role/messages.ts';
import { spreadsheetMessages } from './spreadsheet/messages.ts';
import { systemMessages } from './system/messages.ts';
import { trainingMessages } from './training/messages.ts';

export type Lang = 'zh-CN' | 'en';
export const DEFAULT_LANG: Lang = 'zh-CN';

export const messages = {
  ...commonMessages,
  ...authMessages,
  ...accountMessages,
  ...systemMessages,
  ...myTaskMessages,
  ...examMessages,
  ...courseMessages,
  ...orgMessages,
  ...spreadsheetMessages,
  ...reportMessages,
  ...fileMessages,
  ...liveMessages,
  ...questionnaireMessages,
  ...roleMessages,
  ...homeworkMessages,
  ...trainingMessages,
} as const satisfies Record<string, Bilingual>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

/** Formats a catalogue message in the given language, filling `{name}` placeholders. */
export function translate(key: MessageKey, lang: Lang = DEFAULT_LANG, params?: MessageParams): string {
  const template: string = messages[key][lang] ?? messages[key][DEFAULT_LANG];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** Reads the user's language from an Accept-Language style value; zh-CN unless English is preferred. */
export function pickLang(acceptLanguage: string | undefined | null): Lang {
  if (!acceptLanguage) return DEFAULT_LANG;
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : DEFAULT_LANG;
}
