// Questionnaire templates (the original's 问卷管理): search by name, create, edit, copy, delete (confirmed;
// refused by the server while an arrangement uses the template).
import type { TQuestionnaireTemplate } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction, ListPage } from '../../../admin/components/index.ts';
import { questionnaireAdminApi, questionnaireAdminKeys } from './api.ts';

export function Component() {
  const { t } = useTranslation('questionnaire');
  const navigate = useNavigate();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: questionnaireAdminKeys.templates });
  return (
    <ListPage<TQuestionnaireTemplate>
      title={t('admin.template.title')}
      queryKey={questionnaireAdminKeys.templates}
      fetchPage={(query) => questionnaireAdminApi.templates(query)}
      rowKey="id"
      testId="asq-template-list"
      searchFields={[{ kind: 'text', name: 'name', label: t('admin.name'), maxLength: 50 }]}
      batchActions={[
        {
          key: 'delete',
          label: t('admin.delete'),
          danger: true,
          run: (rows) => questionnaireAdminApi.deleteTemplates(rows.map((row) => row.id)),
        },
      ]}
      columns={[
        { title: t('admin.name'), dataIndex: 'name' },
        { title: t('admin.template.questionNum'), dataIndex: 'questionNum' },
        {
          title: t('admin.anonymous'),
          dataIndex: 'anonymous',
          render: (value: boolean) => (value ? <Tag>{t('admin.yes')}</Tag> : t('admin.no')),
        },
        { title: t('admin.creator'), dataIndex: 'creatorName' },
        {
          title: t('admin.updated'),
          dataIndex: 'updateTime',
          render: (ms: number) => new Date(ms).toLocaleString('sv-SE').slice(0, 16),
        },
        {
          title: t('admin.actions'),
          key: 'actions',
          render: (_: unknown, row: TQuestionnaireTemplate) => (
            <Space>
              <Button type="link" onClick={() => navigate(`/questionnaire/edit?id=${row.id}`)}>
                {t('admin.edit')}
              </Button>
              <Button type="link" onClick={() => questionnaireAdminApi.copyTemplate(row.id).then(refresh)}>
                {t('admin.copy')}
              </Button>
              <Button
                type="link"
                danger
                onClick={() =>
                  confirmAction({
                    content: t('admin.deleteConfirm', { name: row.name }),
                    danger: true,
                    onOk: async () => {
                      await questionnaireAdminApi.deleteTemplates([row.id]);
                      await refresh();
                    },
                  })
                }
              >
                {t('admin.delete')}
              </Button>
            </Space>
          ),
        },
      ]}
      toolbar={
        <Button type="primary" onClick={() => navigate('/questionnaire/edit')}>
          {t('admin.template.add')}
        </Button>
      }
    />
  );
}
