// My Task's live sub-tab (SPEC §2 list 4): cards linking to /live/Detail?id=liveId; in manage mode
// checkboxes where the live may be removed (isRemove 1), select-all skipping the others and indeterminate
// in between, and '已成功将N个直播移出我的学习' after a removal; '暂无数据' when empty; 10 a page.
import { PAGE_SIZES, type TLiveItem } from '@elearning/shared';
import { Alert, Button, Checkbox } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { CardGridSkeleton } from '../../../components/Skeletons.tsx';
import { useSharedText } from '../../../i18n/hooks.ts';
import { isSelectable, selectAllState, toggleAll, toggleOne } from '../../my-task/selection.ts';
import { useMyLives, useRemoveMyLives } from '../api.ts';
import '../live.css';
import { LiveCard } from './LiveCard.tsx';

const asItem = (live: TLiveItem) => ({ id: live.liveId, isRemove: live.isRemove });

export function MyLivePanel({ manage }: { manage: boolean }) {
  const { t } = useTranslation('live');
  const shared = useSharedText();
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({
    pageNo: 1,
    pageSize: PAGE_SIZES.live.default,
  });
  const lives = useMyLives(page.pageNo, page.pageSize);
  const remove = useRemoveMyLives();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [mode, setMode] = useState(manage);
  if (mode !== manage) {
    setMode(manage);
    setSelected(new Set());
  }
  const items = lives.data?.data ?? [];
  const all = selectAllState(items.map(asItem), selected);

  const removeSelected = () => {
    if (selected.size === 0) {
      feedback.error(shared('myTask.selectAtLeastOne'));
      return;
    }
    const ids = [...selected];
    feedback.confirm({
      title: t('myTask.removeSelected'),
      content: t('myTask.removeConfirm', { count: ids.length }),
      okText: t('myTask.ok'),
      cancelText: t('myTask.cancel'),
      testId: 'live-remove-confirm',
      onOk: () =>
        remove.mutateAsync(ids).then(({ removedNum }) => {
          setSelected(new Set());
          feedback.success(shared('myTask.removedLives', { count: removedNum }));
        }),
    });
  };

  return (
    <section data-testid="my-live-list">
      {manage ? (
        <div className="live-mylist__bar">
          <Checkbox
            checked={all.checked}
            indeterminate={all.indeterminate}
            disabled={all.disabled}
            onChange={(event) => setSelected(toggleAll(items.map(asItem), selected, event.target.checked))}
            data-testid="live-select-all"
          >
            {t('myTask.selectAll')}
          </Checkbox>
          <Button danger onClick={removeSelected} data-testid="live-remove">
            {t('myTask.removeSelected')}
          </Button>
        </div>
      ) : null}
      {lives.isError ? (
        <Alert type="error" message={t('loadFailed')} />
      ) : lives.isPending ? (
        <CardGridSkeleton count={4} />
      ) : items.length === 0 ? (
        <EmptyState description={t('list.empty')} />
      ) : (
        <div className="live-grid">
          {items.map((live) => (
            <div key={live.liveId} style={{ position: 'relative' }}>
              {manage ? (
                <Checkbox
                  className="live-card__check"
                  checked={selected.has(live.liveId)}
                  disabled={!isSelectable(asItem(live))}
                  onChange={() => setSelected(toggleOne(asItem(live), selected))}
                  aria-label={t('myTask.select', { name: live.channelName })}
                />
              ) : null}
              <LiveCard item={live} />
            </div>
          ))}
        </div>
      )}
      <Pager
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        total={lives.data?.totalNum ?? 0}
        pageSizes={PAGE_SIZES.live.options}
        onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        keepScroll
      />
    </section>
  );
}
