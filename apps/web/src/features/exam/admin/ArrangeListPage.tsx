// Exam arrangements (the original's 考试安排, #/examManagement/examSchedule/list): each exam with its paper,
// batches, examinees, takers and passes; create one; delete (confirmed; refused by the server once someone
// sat it).
import type { TArrangeRow } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction, ListPage } from '../../../admin/components/index.ts';
import { examAdminApi, examAdminKeys } from './api.ts';

export function Component() {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = (row: TArrangeRow) =>
    confirmAction({
      content: t('admin.arrange.deleteConfirm', { name: row.examName }),
      danger: true,
      onOk: async () => {
        await examAdminApi.deleteArrangements([row.id]);
        await queryClient.invalidateQueries({ queryKey: examAdminKeys.arrangements });
      },
    });
  return (
    <ListPage<TArrangeRow>
      title={t('admin.arrange.title')}
      queryKey={examAdminKeys.arrangements}
      fetchPage={(query) => examAdminApi.arrangements(query)}
      rowKey="id"
      testId="arrange-list"
      searchFields={[{ kind: 'text', name: 'search', label: t('admin.arrange.name'), maxLength: 32 }]}
      columns={[
        { title: t('admin.arrange.name'), dataIndex: 'examName' },
        {
          title: t('admin.arrange.pattern'),
          dataIndex: 'examPattern',
          render: (pattern: string) =>
            t(`admin.arrange.patterns.${pattern === 'offline' ? 'offline' : 'general'}`),
        },
        { title: t('admin.arrange.paper'), dataIndex: 'paperName' },
        {
          title: t('admin.arrange.status'),
          dataIndex: 'status',
          render: (status: number) => (
            <Tag>{t(status === 0 ? 'admin.arrange.published' : 'admin.arrange.draft')}</Tag>
          ),
        },
        { title: t('admin.arrange.examineeNum'), dataIndex: 'examineeNum' },
        { title: t('admin.arrange.joinNum'), dataIndex: 'joinNum' },
        { title: t('admin.arrange.passRate'), dataIndex: 'passRate', render: (rate: number) => `${rate}%` },
        {
          title: t('admin.actions'),
          key: 'actions',
          render: (_: unknown, row: TArrangeRow) => (
            <Button type="link" onClick={() => remove(row)}>
              {t('admin.delete')}
            </Button>
          ),
        },
      ]}
      toolbar={
        <Button type="primary" onClick={() => navigate('/examManagement/examSchedule/edit')}>
          {t('admin.arrange.add')}
        </Button>
      }
    />
  );
}
