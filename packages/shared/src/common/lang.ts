// The two UI languages and how a request names one. On its own (not in messages.ts) so that the web app's
// first load can read the language without the whole message catalogue.
export type Lang = 'zh-CN' | 'en';
export const DEFAULT_LANG: Lang = 'zh-CN';

/** Reads the user's language from an Accept-Language style value; zh-CN unless English is preferred. */
export function pickLang(acceptLanguage: string | undefined | null): Lang {
  if (!acceptLanguage) return DEFAULT_LANG;
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : DEFAULT_LANG;
}
