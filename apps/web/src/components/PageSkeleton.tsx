// Loading skeleton of a whole page, shown while the first route loads (part of every first download, so
// it is plain markup).
import { useTranslation } from 'react-i18next';
import { Shimmer, ShimmerLines } from './Shimmer.tsx';

export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="page-container page-skeleton"
      data-testid="page-skeleton"
      role="status"
      aria-busy="true"
      aria-label={t('loading')}
    >
      <Shimmer height={180} />
      <ShimmerLines rows={6} />
    </div>
  );
}
