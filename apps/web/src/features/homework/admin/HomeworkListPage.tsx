// Homework in the back office (作业管理): every assignment of the caller's data scope with its source and
// report (reached, submitted, graded, passed), filtered by source; review its submissions, edit it, download
// all its files as one zip, delete (confirmed). New assignments are added from the course and training
// editors, where the chapter or training they belong to is chosen.
import { HomeworkSource, type THomeworkAdminRow } from '@elearning/shared';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminFeedback, ListPage } from '../../../admin/components/index.ts';
import { homeworkAdminApi, homeworkAdminKeys } from './api.ts';
import { HomeworkEditor } from './HomeworkEditor.tsx';
import '../homework.css';

const time = (ms: number | null) => (ms ? new Date(ms).toLocaleString('sv-SE').slice(0, 16) : '—');

export function Component() {
  const { t } = useTranslation('homework');
  const navigate = useNavigate();
  const [editing, setEditing] = useState<THomeworkAdminRow | null>(null);
  const zip = (row: THomeworkAdminRow) =>
    homeworkAdminApi.zip(row.id, row.title).catch((error: Error) => adminFeedback.error(error.message));
  return (
    <>
      <ListPage<THomeworkAdminRow>
        title={t('admin.listTitle')}
        queryKey={homeworkAdminKeys.list}
        fetchPage={(query) => homeworkAdminApi.list(query)}
        rowKey="id"
        testId="hw-admin-list"
        searchFields={[
          {
            kind: 'select',
            name: 'source',
            label: t('source'),
            options: Object.values(HomeworkSource).map((value) => ({
              value,
              label: t(`sources.${value}`),
            })),
          },
        ]}
        batchActions={[
          {
            key: 'delete',
            label: t('admin.delete'),
            danger: true,
            run: (rows) => homeworkAdminApi.remove(rows.map((row) => row.id)),
          },
        ]}
        columns={[
          { title: t('admin.title'), dataIndex: 'title' },
          {
            title: t('source'),
            key: 'source',
            render: (_: unknown, row) => `${t(`sources.${row.source as HomeworkSource}`)} · ${row.bizName}`,
          },
          { title: t('admin.due'), key: 'due', render: (_: unknown, row) => time(row.dueTime) },
          { title: t('admin.reviewer'), dataIndex: 'lecturerName' },
          { title: t('admin.reached'), dataIndex: 'reached' },
          { title: t('admin.submitted'), dataIndex: 'submitted' },
          { title: t('admin.graded'), dataIndex: 'graded' },
          { title: t('admin.passed'), dataIndex: 'passed' },
          {
            title: t('admin.actions'),
            key: 'actions',
            fixed: 'right',
            width: 220,
            render: (_: unknown, row) => (
              <Space wrap size={0}>
                <Button type="link" onClick={() => navigate(`/homework/submissions?id=${row.id}`)}>
                  {t('admin.review')}
                </Button>
                <Button type="link" onClick={() => setEditing(row)}>
                  {t('admin.edit')}
                </Button>
                <Button type="link" disabled={row.submitted === 0} onClick={() => zip(row)}>
                  {t('admin.zip')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <HomeworkEditor
          owner={{
            source: editing.source as HomeworkSource,
            bizId: editing.bizId,
            bizName: editing.bizName,
            ...(editing.courseId ? { courseId: editing.courseId } : {}),
            ...(editing.chapterId ? { chapterId: editing.chapterId } : {}),
          }}
          jobId={editing.id}
          open
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
