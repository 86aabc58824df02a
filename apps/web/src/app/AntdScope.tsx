// antd's theme and locale for the parts of the app drawn with antd. It is not at the root on purpose: the
// shell, the sign-in page and the home page are plain markup, so their first download carries no antd
// (the 200 KB first-load budget, issue 10); every other page is wrapped by the router (routes/pages.ts),
// and the shell's lazily loaded antd pieces (dialogs, toasts, tooltips, watermark) wrap themselves.
import type { Lang } from '@elearning/shared';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { useThemeColor } from '../features/site/theme.ts';
import { useLang } from '../i18n/lang.ts';
import { theme } from './theme.ts';

// en_US ships with antd's core anyway (ConfigProvider's default), so both are imported statically: a
// language switch never shows antd's texts late.
const antdLocales: Record<Lang, Locale> = { 'zh-CN': zhCN, en: enUS };

export function AntdScope({ children }: { children: ReactNode }) {
  const lang = useLang();
  // The site's theme colour (back office → site settings) replaces the product's primary colour.
  const themeColor = useThemeColor();
  const themed = useMemo(
    () => ({ ...theme, token: { ...theme.token, colorPrimary: themeColor, colorLink: themeColor } }),
    [themeColor],
  );
  return (
    <ConfigProvider locale={antdLocales[lang]} theme={themed} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}

const scoped = new WeakMap<ComponentType<never>, ComponentType<never>>();

/**
 * A component drawn inside the antd scope (lazily loaded pages and pieces). One wrapper per component, so
 * routes sharing a page module keep sharing one component type (and its state across those routes).
 */
export function withAntdScope<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  const known = scoped.get(Inner as ComponentType<never>);
  if (known) return known as ComponentType<P>;
  function Scoped(props: P) {
    return (
      <AntdScope>
        <Inner {...props} />
      </AntdScope>
    );
  }
  Scoped.displayName = `AntdScope(${Inner.displayName ?? Inner.name})`;
  scoped.set(Inner as ComponentType<never>, Scoped as ComponentType<never>);
  return Scoped;
}
