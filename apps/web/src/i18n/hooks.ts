// React helpers around i18n: the current language as the shared `Lang`, and server-catalogue messages
// (packages/shared) rendered in it.
import { type MessageKey, type MessageParams, translate } from '@elearning/shared';
import { useCallback } from 'react';
import { useLang } from './lang.ts';

export { useLang };

/** Translates a shared message key (validation rules, error catalogue) in the UI language. */
export function useSharedText(): (key: MessageKey, params?: MessageParams) => string {
  const lang = useLang();
  return useCallback((key: MessageKey, params?: MessageParams) => translate(key, lang, params), [lang]);
}
