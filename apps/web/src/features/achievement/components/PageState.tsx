// Loading and failure states shared by the achievement pages.
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

export function PageLoading({ rows = 6 }: { rows?: number }) {
  return <Skeleton active paragraph={{ rows }} />;
}

export function PageFailed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('achievement');
  return (
    <Alert
      type="error"
      showIcon
      message={t('loadFailed')}
      action={onRetry ? <Button onClick={onRetry}>{t('retry')}</Button> : undefined}
      data-testid="achievement-error"
    />
  );
}
