// Loading, failure and empty states shared by commerce's pages.
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

export function PageLoading() {
  return <Skeleton active paragraph={{ rows: 5 }} />;
}

export function PageFailed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('commerce');
  return (
    <Alert
      type="error"
      showIcon
      message={t('loadFailed')}
      action={onRetry ? <Button onClick={onRetry}>{t('retry')}</Button> : undefined}
      data-testid="commerce-error"
    />
  );
}

export function PageEmpty() {
  const { t } = useTranslation('commerce');
  return <Empty description={t('empty')} />;
}
