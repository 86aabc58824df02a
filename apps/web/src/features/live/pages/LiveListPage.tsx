// The live list (/live/list, SPEC §2): tabs my live tasks / my lives / all lives, the status filter (all,
// start, live, end), a name search, a grid of cards and the pager (total, prev, pager, next, sizes,
// jumper; 10 a page). Every choice lives in the URL.
import { LIVE_RULES, PAGE_SIZES } from '@elearning/shared';
import { Alert, Button, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { CardGridSkeleton } from '../../../components/Skeletons.tsx';
import { type LiveListQuery, useLiveList } from '../api.ts';
import { LiveCard } from '../components/LiveCard.tsx';
import '../live.css';

const STATUSES = ['start', 'live', 'end'] as const;
const LIST_TYPES = [1, 2, 3] as const;
const TAB_NAMES = ['tasks', 'mine', 'all'] as const;

function positive(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function LiveListPage() {
  const { t } = useTranslation('live');
  const { t: title } = useTranslation('routes');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const listTypeParam = positive(params.get('listType'));
  const query: LiveListQuery = {
    pageNo: positive(params.get('pageNo')) ?? 1,
    pageSize: positive(params.get('pageSize')) ?? PAGE_SIZES.live.default,
    listType: LIST_TYPES.find((type) => type === listTypeParam) ?? 3,
    status: STATUSES.find((status) => status === statusParam),
    search: params.get('search') ?? undefined,
  };
  const list = useLiveList(query);
  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '') merged.delete(key);
      else merged.set(key, value);
    }
    if (!('pageNo' in next)) merged.delete('pageNo');
    setParams(merged);
  };
  const items = list.data?.data ?? [];

  return (
    <div className="page-container live-list-page" data-testid="live-list-page">
      <h1 className="visually-hidden">{title('liveList')}</h1>
      <section className="live-filters">
        <Input.Search
          allowClear
          defaultValue={query.search}
          key={query.search ?? ''}
          maxLength={LIVE_RULES.channelNameMax}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          onSearch={(value) => update({ search: value.trim() || undefined })}
          style={{ width: 380 }}
          data-testid="live-search"
        />
        <div className="live-filters__row">
          <span>{t('list.status')}</span>
          <div className="live-chips" data-testid="live-status-filter">
            <button
              type="button"
              className={query.status ? '' : 'is-active'}
              onClick={() => update({ status: undefined })}
            >
              {t('list.filter.all')}
            </button>
            {STATUSES.map((status) => (
              <button
                key={status}
                type="button"
                className={query.status === status ? 'is-active' : ''}
                aria-pressed={query.status === status}
                onClick={() => update({ status })}
              >
                {t(`list.filter.${status}`)}
              </button>
            ))}
          </div>
        </div>
      </section>
      <Tabs
        activeKey={String(query.listType)}
        onChange={(key) => update({ listType: key })}
        items={LIST_TYPES.map((type) => ({
          key: String(type),
          label: t(`list.tabs.${TAB_NAMES[type - 1] ?? 'all'}`),
        }))}
      />
      {list.isError ? (
        <Alert
          type="error"
          message={t('loadFailed')}
          action={<Button onClick={() => list.refetch()}>{t('retry')}</Button>}
        />
      ) : list.isPending ? (
        <CardGridSkeleton count={8} />
      ) : items.length === 0 ? (
        <EmptyState description={t('list.empty')} />
      ) : (
        <div className="live-grid" aria-busy={list.isFetching}>
          {items.map((item) => (
            <LiveCard key={item.liveId} item={item} />
          ))}
        </div>
      )}
      <Pager
        pageNo={query.pageNo}
        pageSize={query.pageSize}
        total={list.data?.totalNum ?? 0}
        pageSizes={PAGE_SIZES.live.options}
        onChange={(pageNo, pageSize) => update({ pageNo: String(pageNo), pageSize: String(pageSize) })}
      />
    </div>
  );
}
