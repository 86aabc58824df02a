// i18next set-up: zh-CN (default, the spec's texts verbatim) and en, one namespace per domain. Only the
// shell's namespaces (common, layout, routes) ship with the first download; every other namespace file is
// fetched when a page first uses it (any new `zh-CN/<ns>.ts` + `en/<ns>.ts` pair is picked up by itself).
// The chosen language is remembered and sent to the server as Accept-Language.
import { DEFAULT_LANG, type Lang } from '@elearning/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { store } from '../lib/storage/store.ts';
import { common } from './zh-CN/common.ts';
import type { zhCN } from './zh-CN/index.ts';
import { layout } from './zh-CN/layout.ts';
import { routes } from './zh-CN/routes.ts';

export const LANGUAGES: readonly Lang[] = ['zh-CN', 'en'];
const LANGUAGE_KEY = 'language';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export type Namespace = keyof typeof zhCN;

/** Namespace files per language, each module exporting a const named after its namespace (camel case). */
type NamespaceModule = Record<string, ResourceKey>;
const namespaceFiles: Record<Lang, Record<string, () => Promise<NamespaceModule>>> = {
  'zh-CN': import.meta.glob<NamespaceModule>(['./zh-CN/*.ts', '!./zh-CN/index.ts']),
  en: import.meta.glob<NamespaceModule>(['./en/*.ts', '!./en/index.ts']),
};

/** A namespace's export: `my-task` is exported as `myTask` (a name cannot hold a hyphen). */
function exportNameOf(namespace: string): string {
  return namespace.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** Loads a namespace of a language from its file, on first use. */
const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const lang: Lang = language === 'en' ? 'en' : 'zh-CN';
    const load = namespaceFiles[lang][`./${lang}/${namespace}.ts`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module[exportNameOf(namespace)] ?? {}),
      (error: Error) => callback(error, null),
    );
  },
};

function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language the UI is shown in right now. */
export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

/** Makes sure the namespaces a page needs are loaded (used by route loaders to avoid a flash). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

/** Switches the UI language (fetching its texts of the namespaces in use) and remembers the choice. */
export async function changeLanguage(lang: Lang): Promise<void> {
  store.set(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang;
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
  await i18n.changeLanguage(lang);
}

/** Initialises i18next with the remembered language (zh-CN by default). */
export async function initI18n(): Promise<void> {
  const stored = store.get<string>(LANGUAGE_KEY, { maxAgeMs: ONE_YEAR_MS });
  const lang = isLang(stored) ? stored : DEFAULT_LANG;
  await i18n
    .use(lazyNamespaces)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGUAGES],
      ns: ['common', 'layout', 'routes'],
      defaultNS: 'common',
      resources: { 'zh-CN': { common, layout, routes } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = lang;
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
}

export { i18n };
