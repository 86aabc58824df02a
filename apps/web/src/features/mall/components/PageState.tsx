// Loading and failure states shared by the mall's pages.
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

export function PageLoading() {
  return <Skeleton active paragraph={{ rows: 6 }} />;
}

export function PageFailed({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('mall');
  return (
    <Alert
      type="error"
      showIcon
      message={message ?? t('loadFailed')}
      action={onRetry ? <Button onClick={onRetry}>{t('retry')}</Button> : undefined}
      data-testid="mall-error"
    />
  );
}
