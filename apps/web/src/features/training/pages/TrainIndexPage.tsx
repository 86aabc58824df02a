// The training centre (/train/index, SPEC §2) and its two narrowed views (/InternalTraining, /ExternalTraining):
// keyword and status filters, a card grid, pager of 10 (SPEC §9); every choice lives in the URL.
import { PAGE_SIZES, type TrainScope, TrainStatus } from '@elearning/shared';
import { Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { CardGridSkeleton } from '../../../components/Skeletons.tsx';
import { useTrainList } from '../api.ts';
import { TrainCard } from '../components/TrainCard.tsx';
import '../training.css';

const STATUSES = [TrainStatus.notStarted, TrainStatus.inProgress, TrainStatus.ended] as const;

function TrainList({
  scope,
  titleKey,
}: {
  scope?: TrainScope;
  titleKey: 'centre' | 'internal' | 'external';
}) {
  const { t } = useTranslation('training');
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const statusParam = Number(params.get('status'));
  const status = STATUSES.find((s) => s === statusParam);
  const keyword = params.get('keyword') ?? '';
  const pageSize = PAGE_SIZES.training.default;
  const list = useTrainList({ pageNo, pageSize, keyword: keyword || undefined, status, trainScope: scope });
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const rows = list.data?.data ?? [];
  return (
    <main className="train-page" data-testid="train-index">
      <h1>{t(titleKey)}</h1>
      <div className="train-filters">
        <Segmented
          aria-label={t('lecturer.status')}
          value={status ?? 0}
          options={[
            { value: 0, label: t('all') },
            ...STATUSES.map((s) => ({ value: s, label: t(`status.n${s}`) })),
          ]}
          onChange={(value) => update({ status: value === 0 ? undefined : String(value), pageNo: undefined })}
        />
        <Input.Search
          aria-label={t('keyword')}
          placeholder={t('keyword')}
          defaultValue={keyword}
          allowClear
          style={{ maxWidth: 320 }}
          onSearch={(value) => update({ keyword: value.trim(), pageNo: undefined })}
        />
      </div>
      {list.isPending ? (
        <CardGridSkeleton />
      ) : list.isError ? (
        <EmptyState description={list.error.message} />
      ) : rows.length === 0 ? (
        <EmptyState testId="train-empty" />
      ) : (
        <div className="train-grid">
          {rows.map((card) => (
            <TrainCard key={card.id} card={card} />
          ))}
        </div>
      )}
      <Pager
        pageNo={pageNo}
        pageSize={pageSize}
        total={list.data?.totalNum ?? 0}
        pageSizes={PAGE_SIZES.training.options}
        onChange={(next) => update({ pageNo: String(next) })}
      />
    </main>
  );
}

export function TrainIndexPage() {
  return <TrainList titleKey="centre" />;
}

export function InternalTrainingPage() {
  return <TrainList scope="inside" titleKey="internal" />;
}

export function ExternalTrainingPage() {
  return <TrainList scope="outer" titleKey="external" />;
}
