// Texts whose key is data, not code: AdminRoute titles ('<namespace>:<key>') and menu groups. i18next's
// typed `t` only takes literal keys, so these go through one untyped door; missing keys show the fallback.
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AdminRoute } from './types.ts';

type LooseT = (key: string, options: { defaultValue: string }) => string;

/** Translates a key known only at run time, in the current language. */
export function textOf(key: string, fallback = key): string {
  return (i18n.t as unknown as LooseT)(key, { defaultValue: fallback });
}

/** Re-renders on a language change and returns `textOf`. */
export function useTextOf(): typeof textOf {
  useTranslation();
  return textOf;
}

/** The namespaces of the registered routes' titles (loaded at start so the menu is never raw keys). */
export function titleNamespaces(routes: readonly AdminRoute[]): string[] {
  return [...new Set(routes.map((route) => route.title.split(':')[0] ?? '').filter(Boolean))];
}
