// A plan's progress report (the original's CourseUserList): every learner of the audience with progress,
// items done and completion; exported to Excel through the server.
import { studyPlanAdminPaths, type TStudyPlanLearner } from '@elearning/shared';
import { Button, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { downloadFile, ListPage } from '../../../admin/components/index.ts';
import { studyPlanAdminApi, studyPlanAdminKeys } from './api.ts';

export function Component() {
  const { t } = useTranslation('study-plan');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return (
    <ListPage<TStudyPlanLearner>
      title={t('admin.report.title')}
      queryKey={[...studyPlanAdminKeys.report, id]}
      fetchPage={(query) => studyPlanAdminApi.report({ ...query, studyPlanId: id })}
      rowKey="userId"
      testId="study-plan-report"
      searchFields={[{ kind: 'text', name: 'name', label: t('lecturer.learnerName'), maxLength: 50 }]}
      columns={[
        { title: t('lecturer.learnerName'), dataIndex: 'name' },
        { title: t('lecturer.workNo'), dataIndex: 'workNo' },
        { title: t('lecturer.org'), dataIndex: 'orgName' },
        {
          title: t('progress'),
          key: 'progress',
          render: (_: unknown, row) => (
            <Progress percent={row.totalPrecent} size="small" aria-label={`${row.name} ${t('progress')}`} />
          ),
        },
        {
          title: t('lecturer.finished'),
          key: 'finished',
          render: (_: unknown, row) =>
            row.isFinished ? <Tag color="green">{t('stamp')}</Tag> : `${row.finishNum}/${row.itemNum}`,
        },
      ]}
      toolbar={
        <Button
          onClick={() =>
            downloadFile(
              studyPlanAdminPaths.exportPercentageComplete,
              { studyPlanId: id },
              `study-plan-${id}.xlsx`,
            )
          }
        >
          {t('admin.report.export')}
        </Button>
      }
    />
  );
}
