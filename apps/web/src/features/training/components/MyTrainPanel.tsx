// My Task's training sub-tab (SPEC §2 list 3): cards ('training' when trainScope is inside, else 'external
// training'), 10 a page; in manage mode checkboxes where the training may be removed (isRemove 1),
// select-all skipping the others, and 'removed N trainings from my learning' after a removal.
import { PAGE_SIZES, type TTrainCard, translate } from '@elearning/shared';
import { Button, Checkbox } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { CardGridSkeleton } from '../../../components/Skeletons.tsx';
import { useLang } from '../../../i18n/hooks.ts';
import { isSelectable, selectAllState, toggleAll, toggleOne } from '../../my-task/selection.ts';
import { useMyTrainings, useRemoveMyTrainings } from '../api.ts';
import '../training.css';
import { TrainCard } from './TrainCard.tsx';

const asItem = (card: TTrainCard) => ({ id: card.id, isRemove: card.isRemove });

export function MyTrainPanel({ manage }: { manage: boolean }) {
  const { t } = useTranslation('training');
  const lang = useLang();
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGE_SIZES.training.default as number });
  const list = useMyTrainings(page.pageNo, page.pageSize);
  const remove = useRemoveMyTrainings();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [mode, setMode] = useState(manage);
  if (mode !== manage) {
    setMode(manage);
    setSelected(new Set());
  }
  const items = list.data?.data ?? [];
  const all = selectAllState(items.map(asItem), selected);
  const removeSelected = () => {
    const ids = [...selected];
    if (ids.length === 0) return;
    feedback.confirm({
      title: t('my.remove'),
      content: t('my.removeConfirm'),
      okText: t('my.remove'),
      cancelText: t('my.cancel'),
      testId: 'train-remove-confirm',
      onOk: () =>
        remove.mutateAsync(ids).then(({ removedNum }) => {
          setSelected(new Set());
          feedback.success(translate('training.removed', lang, { count: removedNum }));
        }),
    });
  };
  return (
    <section data-testid="my-train-list">
      {manage ? (
        <div className="train-filters">
          <Checkbox
            checked={all.checked}
            indeterminate={all.indeterminate}
            disabled={all.disabled}
            onChange={(event) => setSelected(toggleAll(items.map(asItem), selected, event.target.checked))}
          >
            {t('my.selectAll')}
          </Checkbox>
          <Button danger disabled={selected.size === 0} onClick={removeSelected}>
            {t('my.remove')}
          </Button>
        </div>
      ) : null}
      {list.isPending ? (
        <CardGridSkeleton count={4} />
      ) : items.length === 0 ? (
        <EmptyState description={t('my.empty')} />
      ) : (
        <div className="train-grid">
          {items.map((card) => (
            <div key={card.id} style={{ position: 'relative' }}>
              {manage ? (
                <Checkbox
                  style={{ position: 'absolute', zIndex: 1, right: 8, top: 8 }}
                  checked={selected.has(card.id)}
                  disabled={!isSelectable(asItem(card))}
                  onChange={() => setSelected(toggleOne(asItem(card), selected))}
                  aria-label={card.menuName}
                />
              ) : null}
              <TrainCard card={card} />
            </div>
          ))}
        </div>
      )}
      <Pager
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        total={list.data?.totalNum ?? 0}
        pageSizes={PAGE_SIZES.training.options}
        onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        keepScroll
      />
    </section>
  );
}
