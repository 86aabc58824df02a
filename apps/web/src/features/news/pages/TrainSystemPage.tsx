// /systemList/trainSystem (制度清单): the tenant's regulations (the original's getHomeSystemList) searched
// by title, one card per file (name, category, pinned mark, upload time) with 下载 and 预览, a checkbox each,
// 全选 and 批量下载 of the chosen files, and the pager.
import type { TRegulation } from '@elearning/shared';
import { Alert, Button, Checkbox, Input, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useRegulationPage } from '../api.ts';
import '../news.css';

function download(item: TRegulation) {
  const link = document.createElement('a');
  link.href = item.fileUrl;
  link.download = item.fileName || item.title;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export function TrainSystemPage() {
  const { t } = useTranslation('news');
  const [title, setTitle] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [chosen, setChosen] = useState<Map<number, TRegulation>>(new Map());
  const list = useRegulationPage({ ...page, title: title || undefined });
  const rows = list.data?.data ?? [];
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.id));
  const someChosen = rows.some((row) => chosen.has(row.id));
  const toggle = (item: TRegulation, on: boolean) =>
    setChosen((kept) => {
      const next = new Map(kept);
      if (on) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });
  return (
    <div className="train-system-page" data-testid="train-system-page">
      <div className="news-head">
        <h1 className="news-title">{t('trainSystem.title')}</h1>
        <div className="train-system-tools">
          <Input.Search
            allowClear
            maxLength={20}
            placeholder={t('trainSystem.search')}
            aria-label={t('trainSystem.search')}
            style={{ width: 320 }}
            onSearch={(value) => {
              setTitle(value.trim());
              setChosen(new Map());
              setPage((p) => ({ ...p, pageNo: 1 }));
            }}
          />
          <span className="train-system-batch">
            <Checkbox
              checked={allChosen}
              indeterminate={someChosen && !allChosen}
              disabled={rows.length === 0}
              onChange={(event) => {
                for (const row of rows) toggle(row, event.target.checked);
              }}
            >
              {t('trainSystem.selectAll')}
            </Checkbox>
            <Button
              disabled={chosen.size === 0}
              onClick={() => {
                for (const item of chosen.values()) download(item);
              }}
            >
              {t('trainSystem.batchDownload', { count: chosen.size })}
            </Button>
          </span>
        </div>
      </div>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
        />
      ) : rows.length === 0 ? (
        <EmptyState description={t('trainSystem.empty')} />
      ) : (
        <ul className="train-system-grid">
          {rows.map((item) => (
            <li key={item.id} className="train-system-card" data-testid="train-system-card">
              <Checkbox
                checked={chosen.has(item.id)}
                onChange={(event) => toggle(item, event.target.checked)}
                aria-label={t('trainSystem.select', { name: item.title })}
              />
              <div className="train-system-body">
                <h2 className="train-system-name">
                  {item.title}
                  {item.isTop ? <Tag color="gold">{t('trainSystem.top')}</Tag> : null}
                </h2>
                <p className="train-system-meta">
                  {item.category ? <span>{item.category}</span> : null}
                  <span>{t('time', { time: formatDateTime(item.createdAt) })}</span>
                </p>
                <p className="train-system-actions">
                  <Button size="small" onClick={() => download(item)}>
                    {t('trainSystem.download')}
                  </Button>
                  <Button size="small" href={item.fileUrl} target="_blank" rel="noopener noreferrer">
                    {t('trainSystem.preview')}
                  </Button>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="news-pager">
        <Pager
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={list.data?.totalNum ?? 0}
          onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        />
      </div>
    </div>
  );
}
