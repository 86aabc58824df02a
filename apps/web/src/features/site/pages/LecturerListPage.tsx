// /lecturer/list (讲师风采): a name search (debounced), 推荐 / 最新 / 评分最高 tabs, one card per lecturer
// (avatar, tags, counts, introduction) opening /lecturer/detail, and the pager (10/20/30/40).
import { LECTURER_PAGE_RULES, LecturerSort, type TLecturerSort } from '@elearning/shared';
import { Alert, Button, Input, Skeleton, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { useLecturerList } from '../api.ts';
import { LecturerSummary } from '../components/LecturerSummary.tsx';
import '../lecturer.css';

const SORTS: TLecturerSort[] = [LecturerSort.recommended, LecturerSort.newest, LecturerSort.rating];
const SORT_LABEL = { '1': 'recommended', '3': 'newest', '2': 'rating' } as const;

export function LecturerListPage() {
  const { t } = useTranslation('site');
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [type, setType] = useState<TLecturerSort>(LecturerSort.recommended);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  useEffect(() => {
    const timer = setTimeout(() => {
      setName(typed.trim());
      setPage((p) => ({ ...p, pageNo: 1 }));
    }, 500);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useLecturerList({ ...page, type, teacherName: name || undefined });
  const rows = list.data?.data ?? [];
  return (
    <div className="lecturer-page" data-testid="lecturer-list-page">
      <div className="lecturer-head">
        <h1 className="lecturer-title">{t('lecturer.list')}</h1>
        <Input.Search
          allowClear
          maxLength={100}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('lecturer.search')}
          aria-label={t('lecturer.search')}
          style={{ width: 380 }}
        />
        <Tabs
          activeKey={type}
          onChange={(key) => {
            setType(SORTS.find((sort) => sort === key) ?? LecturerSort.recommended);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
          items={SORTS.map((sort) => ({ key: sort, label: t(`lecturer.${SORT_LABEL[sort]}`) }))}
        />
      </div>
      {list.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      ) : list.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('lecturer.loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('lecturer.retry')}</Button>}
        />
      ) : rows.length === 0 ? (
        <EmptyState description={t('lecturer.empty')} />
      ) : (
        <ul className="lecturer-list">
          {rows.map((lecturer) => (
            <li key={lecturer.userId} className="lecturer-card" data-testid="lecturer-card">
              <Link
                to={`/lecturer/detail?id=${lecturer.idStr}&userId=${lecturer.userId}`}
                className="lecturer-card-link"
              >
                <UserAvatar src={lecturer.fileUrl} size={120} />
                <div className="lecturer-card-body">
                  <LecturerSummary lecturer={lecturer} heading="h2" />
                  <p className="lecturer-intro">
                    <span className="lecturer-label">{t('lecturer.intro')}</span>
                    {lecturer.introduction || t('lecturer.noIntro')}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="lecturer-pager">
        <Pager
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          pageSizes={LECTURER_PAGE_RULES.listPageSizes}
          total={list.data?.totalNum ?? 0}
          onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        />
      </div>
    </div>
  );
}
