// Root component: theme and antd locale following the UI language, the feedback bridge (toasts and
// dialogs), the query client and the router.

import type { Lang } from '@elearning/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useLang } from '../i18n/hooks.ts';
import { queryClient } from '../lib/query.ts';
import { FeedbackBridge } from './feedback.tsx';
import { router } from './router.tsx';
import { theme } from './theme.ts';

/** antd's texts per UI language; English is downloaded only when chosen. */
const antdLocales: Record<Lang, () => Promise<Locale>> = {
  'zh-CN': async () => zhCN,
  en: () => import('antd/es/locale/en_US').then((m) => m.default),
};

function useAntdLocale(lang: Lang): Locale {
  const [locale, setLocale] = useState<Locale>(zhCN);
  useEffect(() => {
    let current = true;
    void antdLocales[lang]().then((loaded) => {
      if (current) setLocale(loaded);
    });
    return () => {
      current = false;
    };
  }, [lang]);
  return locale;
}

export function App() {
  const locale = useAntdLocale(useLang());
  return (
    <ConfigProvider locale={locale} theme={theme} button={{ autoInsertSpace: false }}>
      <FeedbackBridge />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
