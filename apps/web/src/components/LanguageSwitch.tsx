// Language switch (zh-CN default / en): one button that flips to the other language, changing the UI,
// antd's locale and the Accept-Language header.
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/index.ts';
import { useLang } from '../i18n/lang.ts';
import { Button } from './plain.tsx';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  const next = lang === 'en' ? 'zh-CN' : 'en';
  return (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      lang={next}
      aria-label={`${t('language.switchTo')}: ${t(`language.${next}`)}`}
      data-testid="language-switch"
      onClick={() => void changeLanguage(next)}
    >
      {t('language.switchLabel')}
    </Button>
  );
}
