// A My Task tab or sub-tab whose domain is not built yet: its name, its real to-do count, and a clear note.
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function TabPlaceholder({ name, count }: { name: string; count?: number | undefined }) {
  const { t } = useTranslation('my-task');
  return (
    <Result
      className="tab-placeholder"
      status="info"
      title={t('placeholder.title', { name })}
      subTitle={
        <>
          {t('placeholder.description')}
          {count !== undefined ? (
            <strong className="tab-placeholder__count">{t('placeholder.count', { count })}</strong>
          ) : null}
        </>
      }
      data-testid="tab-placeholder"
    />
  );
}
