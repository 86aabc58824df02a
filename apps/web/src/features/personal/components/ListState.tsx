// Loading, failure and empty states of the personal centre's lists, in one place.
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';

type Query = { isPending: boolean; isError: boolean; refetch: () => unknown };

/** Draws the query's state, or `children` once it has rows. */
export function ListState({
  query,
  empty,
  emptyText,
  children,
}: {
  query: Query;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('personal');
  if (query.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('loadFailed')}
        action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      />
    );
  if (empty) return <EmptyState description={emptyText} />;
  return <>{children}</>;
}

/** An honest notice for a menu whose data another part of the product has not delivered yet. */
export function Unavailable({ feature }: { feature: string }) {
  const { t } = useTranslation('personal');
  return (
    <Alert
      type="info"
      showIcon
      message={t('unavailable')}
      description={t('unavailableHint', { feature })}
      data-testid="personal-unavailable"
    />
  );
}
