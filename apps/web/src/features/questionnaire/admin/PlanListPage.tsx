// Questionnaire arrangements (the original's 问卷安排): status (paused shown as such here), window, response
// rate; start / suspend / finish, edit, results, export to Excel, delete (confirmed).
import {
  QuestionnaireLogicStatus,
  questionnaireAdminPaths,
  type TQuestionnairePlan,
} from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction, downloadFile, ListPage } from '../../../admin/components/index.ts';
import { questionnaireAdminApi, questionnaireAdminKeys } from './api.ts';

const time = (ms: number) => new Date(ms).toLocaleString('sv-SE').slice(0, 16);
const STATUS_KEYS = { 1: 'status.inProgress', 2: 'status.notStarted', 3: 'status.ended' } as const;

export function Component() {
  const { t } = useTranslation('questionnaire');
  const navigate = useNavigate();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: questionnaireAdminKeys.plans });
  const control = (row: TQuestionnairePlan, action: 'start' | 'suspend' | 'finish') =>
    confirmAction({
      content: t(`admin.plan.confirm.${action}`, { name: row.name }),
      danger: action === 'finish',
      onOk: async () => {
        await questionnaireAdminApi.control(row.id, action);
        await refresh();
      },
    });
  return (
    <ListPage<TQuestionnairePlan>
      title={t('admin.plan.title')}
      queryKey={questionnaireAdminKeys.plans}
      fetchPage={(query) => questionnaireAdminApi.plans(query)}
      rowKey="id"
      testId="asq-plan-list"
      searchFields={[{ kind: 'text', name: 'name', label: t('admin.name'), maxLength: 50 }]}
      batchActions={[
        {
          key: 'delete',
          label: t('admin.delete'),
          danger: true,
          run: (rows) => questionnaireAdminApi.deletePlans(rows.map((row) => row.id)),
        },
      ]}
      columns={[
        { title: t('admin.name'), dataIndex: 'name' },
        {
          title: t('admin.plan.status'),
          key: 'status',
          render: (_: unknown, row: TQuestionnairePlan) =>
            row.asqLogicStatus === QuestionnaireLogicStatus.paused && row.asqStatus !== 3 ? (
              <Tag color="#ad4e00">{t('admin.plan.paused')}</Tag>
            ) : (
              <Tag>{t(STATUS_KEYS[row.asqStatus === 2 ? 2 : row.asqStatus === 3 ? 3 : 1])}</Tag>
            ),
        },
        {
          title: t('admin.plan.window'),
          key: 'window',
          render: (_: unknown, row: TQuestionnairePlan) => `${time(row.startTime)} ~ ${time(row.endTime)}`,
        },
        {
          title: t('lecturer.responseRate'),
          key: 'rate',
          render: (_: unknown, row: TQuestionnairePlan) =>
            `${row.joinCount}/${row.totalNum} (${row.responseRate}%)`,
        },
        {
          title: t('admin.actions'),
          key: 'actions',
          render: (_: unknown, row: TQuestionnairePlan) => (
            <Space wrap size={0}>
              <Button type="link" onClick={() => navigate(`/questionnaire/arrange/detail?id=${row.id}`)}>
                {t('lecturer.view')}
              </Button>
              <Button type="link" onClick={() => navigate(`/questionnaire-arrange?id=${row.id}`)}>
                {t('admin.edit')}
              </Button>
              {row.asqStatus !== 3 && row.asqLogicStatus === QuestionnaireLogicStatus.paused ? (
                <Button type="link" onClick={() => control(row, 'start')}>
                  {t('admin.plan.start')}
                </Button>
              ) : null}
              {row.asqStatus !== 3 && row.asqLogicStatus !== QuestionnaireLogicStatus.paused ? (
                <Button type="link" onClick={() => control(row, 'suspend')}>
                  {t('admin.plan.suspend')}
                </Button>
              ) : null}
              {row.asqStatus !== 3 ? (
                <Button type="link" danger onClick={() => control(row, 'finish')}>
                  {t('admin.plan.finish')}
                </Button>
              ) : null}
              <Button
                type="link"
                onClick={() =>
                  downloadFile(
                    questionnaireAdminPaths.planExport,
                    { id: row.id },
                    `questionnaire-${row.id}.xlsx`,
                  )
                }
              >
                {t('admin.export')}
              </Button>
            </Space>
          ),
        },
      ]}
      toolbar={
        <Button type="primary" onClick={() => navigate('/questionnaire-arrange')}>
          {t('admin.plan.add')}
        </Button>
      }
    />
  );
}
