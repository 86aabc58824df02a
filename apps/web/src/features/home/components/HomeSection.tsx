// A titled block of the home page with its 'more' link, a skeleton while loading, the real empty state,
// and a failed state with a retry button.
import { RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Button } from '../../../components/plain.tsx';
import { CardGridSkeleton } from '../../../components/Skeletons.tsx';

type Props = {
  title: string;
  moreTo?: string;
  extra?: ReactNode;
  loading: boolean;
  empty: boolean;
  /** The section's data could not be fetched; `onRetry` fetches it again. */
  error?: boolean;
  onRetry?: () => void;
  testId: string;
  children?: ReactNode;
  compact?: boolean;
};

export function HomeSection(props: Props) {
  const { title, moreTo, extra, loading, empty, error, onRetry, testId, children, compact } = props;
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const headingId = useId();
  return (
    <section
      className={`home-section${compact ? ' home-section--compact' : ''}`}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <header className="home-section__head">
        <h2 id={headingId}>{title}</h2>
        {extra}
        {moreTo ? (
          <Link
            to={moreTo}
            className="home-section__more"
            aria-label={t('sections.moreOf', { section: title })}
          >
            {t('sections.more')} <RightOutlined aria-hidden />
          </Link>
        ) : null}
      </header>
      {loading ? (
        <CardGridSkeleton count={compact ? 2 : 4} />
      ) : error ? (
        <EmptyState compact={compact} description={t('sections.loadFailed')} testId={`${testId}-error`}>
          {onRetry ? <Button onClick={onRetry}>{tc('actions.retry')}</Button> : null}
        </EmptyState>
      ) : empty ? (
        <EmptyState compact={compact} />
      ) : (
        children
      )}
    </section>
  );
}
