// My Task's study-plan sub-tab (SPEC §2): my plans as cards, 10 a page; no manage toggle here.
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { CardGridSkeleton } from '../../../components/Skeletons.tsx';
import { useMyPlans } from '../api.ts';
import '../study-plan.css';
import { PlanCard } from './PlanCard.tsx';

const PAGE_SIZE = 10;

export function MyPlanPanel() {
  const { t } = useTranslation('study-plan');
  const [pageNo, setPageNo] = useState(1);
  const list = useMyPlans(pageNo, PAGE_SIZE);
  const items = list.data?.data ?? [];
  return (
    <section data-testid="my-plan-list">
      {list.isPending ? (
        <CardGridSkeleton count={4} />
      ) : list.isError ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => list.refetch()}>{t('retry')}</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState description={t('empty')} />
      ) : (
        <div className="plan-grid">
          {items.map((card) => (
            <PlanCard key={card.id} card={card} />
          ))}
        </div>
      )}
      <Pager
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        total={list.data?.totalNum ?? 0}
        pageSizes={[PAGE_SIZE]}
        onChange={(next) => setPageNo(next)}
        keepScroll
      />
    </section>
  );
}
