// The current UI language as the shared `Lang`, on its own so that first-load code (the shell, the home
// page) can ask for it without pulling in the whole shared message catalogue that `hooks.ts` renders from.
import { DEFAULT_LANG, type Lang } from '@elearning/shared';
import { useTranslation } from 'react-i18next';

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : DEFAULT_LANG;
}
