// Loading skeletons of lists: a grid of cards and rows of text (the route-loading skeleton is
// PageSkeleton.tsx).
import { useTranslation } from 'react-i18next';
import { Shimmer, ShimmerLines } from './Shimmer.tsx';

/** Stable keys for a run of identical placeholders. */
const placeholders = (count: number) => Array.from({ length: count }, (_, n) => `placeholder-${n}`);

export function CardGridSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="card-grid" role="status" aria-busy="true" aria-label={t('loading')}>
      {placeholders(count).map((key) => (
        <div key={key} className="skeleton-card">
          <Shimmer height={120} />
          <span className="skeleton-card__body">
            <ShimmerLines rows={2} />
          </span>
        </div>
      ))}
    </div>
  );
}

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="list-skeleton" role="status" aria-busy="true" aria-label={t('loading')}>
      {placeholders(rows).map((key) => (
        <ShimmerLines key={key} rows={2} />
      ))}
    </div>
  );
}
