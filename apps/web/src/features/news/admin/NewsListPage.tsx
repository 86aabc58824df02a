// /admin/news/list: the tenant's articles — search by title and state, add and edit in the editor, publish or
// withdraw, pin or unpin, delete (confirmed).
import type { TNewsAdminRow } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFeedback, ListPage, RowActions } from '../../../admin/components/index.ts';
import { ArticleEditor } from './ArticleEditor.tsx';
import { newsAdminApi, newsAdminKeys } from './api.ts';

const at = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '—');

export function Component() {
  const { t } = useTranslation('news');
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: newsAdminKeys.list });
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const act = (run: Promise<unknown>) =>
    void run.then(
      () => {
        adminFeedback.success(t('admin.done'));
        refresh();
      },
      () => undefined,
    );
  return (
    <>
      <ListPage<TNewsAdminRow>
        title={t('admin.list.title')}
        queryKey={newsAdminKeys.list}
        fetchPage={(query) => newsAdminApi.list(query)}
        rowKey="id"
        testId="news-admin-list"
        searchFields={[
          { kind: 'text', name: 'title', label: t('admin.titleLabel'), maxLength: 100 },
          {
            kind: 'select',
            name: 'status',
            label: t('admin.status'),
            options: [
              { value: 'draft', label: t('admin.draft') },
              { value: 'published', label: t('admin.published') },
            ],
          },
        ]}
        columns={[
          {
            title: t('admin.titleLabel'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Space>
                {row.isTop ? <Tag color="blue">{t('top')}</Tag> : null}
                {title}
              </Space>
            ),
          },
          { title: t('admin.category'), dataIndex: 'categoryName' },
          {
            title: t('admin.status'),
            dataIndex: 'status',
            render: (status: string) =>
              status === 'published' ? (
                <Tag color="green">{t('admin.published')}</Tag>
              ) : (
                <Tag>{t('admin.draft')}</Tag>
              ),
          },
          {
            title: t('admin.window'),
            key: 'window',
            render: (_: unknown, row) => `${at(row.publishBegin)} ~ ${at(row.publishEnd)}`,
          },
          { title: t('admin.hits'), dataIndex: 'hits' },
          { title: t('admin.createdAt'), dataIndex: 'createdAt', render: (ms: number) => at(ms) },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <RowActions
                actions={[
                  { key: 'edit', label: t('admin.edit'), onClick: () => setEditing({ id: row.id }) },
                  {
                    key: 'publish',
                    label: row.status === 'published' ? t('admin.unpublish') : t('admin.publish'),
                    onClick: () => act(newsAdminApi.publish(row.id, row.status !== 'published')),
                  },
                  {
                    key: 'top',
                    label: row.isTop ? t('admin.unpin') : t('admin.pin'),
                    onClick: () => act(newsAdminApi.top(row.id, !row.isTop)),
                  },
                  {
                    key: 'delete',
                    label: t('admin.delete'),
                    danger: true,
                    confirm: t('admin.confirmDelete'),
                    onClick: () => newsAdminApi.remove(row.id).then(refresh),
                  },
                ]}
              />
            ),
          },
        ]}
        toolbar={
          <Button type="primary" onClick={() => setEditing({})} data-testid="news-add">
            {t('admin.add')}
          </Button>
        }
      />
      <ArticleEditor
        id={editing?.id}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
    </>
  );
}
