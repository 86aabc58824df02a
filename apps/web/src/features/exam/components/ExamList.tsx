// The exam list of SPEC §2 list 5, shared by the exam center (context 'center'), the My Task exam tab
// ('task') and a live's exams ('live', with liveId): name search debounced 1 s and capped at 32 characters,
// the advanced filter popover, and the pager with sizes 10/20/30/40. List failures show the server's message.
import { SearchOutlined } from '@ant-design/icons';
import { EXAM_NAME_MAX, EXAM_SEARCH_DEBOUNCE_MS, PAGE_SIZES } from '@elearning/shared';
import { Alert, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { ListSkeleton } from '../../../components/Skeletons.tsx';
import { useExamList } from '../api.ts';
import '../exam.css';
import { ExamFilterPopover, type ExamFilters, NO_FILTERS } from './ExamFilterPopover.tsx';
import { type ExamListContext, ExamListItem } from './ExamListItem.tsx';

type Props = { context: ExamListContext; liveId?: number };

export function ExamList({ context, liveId }: Props) {
  const { t } = useTranslation('exam');
  const [typed, setTyped] = useState('');
  const [examName, setExamName] = useState('');
  const [filters, setFilters] = useState<ExamFilters>(NO_FILTERS);
  const [paging, setPaging] = useState<{ pageNo: number; pageSize: number }>({
    pageNo: 1,
    pageSize: PAGE_SIZES.exam.default,
  });

  useEffect(() => {
    const handle = setTimeout(() => {
      setExamName(typed.trim());
      setPaging((current) => ({ ...current, pageNo: 1 }));
    }, EXAM_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(handle);
  }, [typed]);

  const list = useExamList({
    ...paging,
    ...(examName ? { examName } : {}),
    ...(filters.examTime ? { examTime: filters.examTime } : {}),
    isPass: filters.isPass,
    status: filters.status,
    ...(liveId ? { liveId } : {}),
  });
  const rows = list.data?.data ?? [];

  return (
    <section className="exam-list" data-testid={`exam-list-${context}`}>
      <div className="exam-list__toolbar">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('list.searchPlaceholder')}
          maxLength={EXAM_NAME_MAX}
          value={typed}
          onChange={(event) => setTyped(event.target.value.slice(0, EXAM_NAME_MAX))}
          className="exam-list__search"
          data-testid="exam-search"
          aria-label={t('list.searchPlaceholder')}
        />
        <ExamFilterPopover
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
      </div>
      {list.isError ? (
        <Alert type="error" showIcon message={list.error.message} data-testid="exam-list-error" />
      ) : null}
      {list.isPending ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="exam-list__items" aria-busy={list.isFetching}>
          {rows.map((item) => (
            <ExamListItem key={`${item.examId}-${item.batchId}`} item={item} context={context} />
          ))}
        </ul>
      )}
      <Pager
        pageNo={paging.pageNo}
        pageSize={paging.pageSize}
        total={list.data?.totalNum ?? 0}
        pageSizes={PAGE_SIZES.exam.options}
        onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
      />
    </section>
  );
}
