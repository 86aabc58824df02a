// /admin/community/reports: reported posts waiting for a decision, most reported first — keep the post, or
// hide or delete it with a reason (its author sees the reason).
import { ReportAction, type TCommunityReport } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { communityAdminApi, communityAdminKeys } from './api.ts';

export function Component() {
  const { t } = useTranslation('community');
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: communityAdminKeys.reports });
  const decide = (row: TCommunityReport, action: ReportAction) => {
    let reason = '';
    return confirmAction({
      title:
        action === ReportAction.keep
          ? t('admin.keep')
          : action === ReportAction.hide
            ? t('admin.hide')
            : t('admin.delete'),
      danger: action === ReportAction.delete,
      content:
        action === ReportAction.keep ? (
          row.title
        ) : (
          <Input.TextArea
            aria-label={t('admin.removeReason')}
            placeholder={t('admin.removeReason')}
            maxLength={200}
            onChange={(e) => {
              reason = e.target.value;
            }}
          />
        ),
      onOk: async () => {
        await communityAdminApi.handle(row.topicId, action, reason.trim() || undefined);
        adminFeedback.success(t('admin.done'));
        refresh();
      },
    });
  };
  return (
    <ListPage<TCommunityReport>
      title={t('admin.reports.title')}
      queryKey={communityAdminKeys.reports}
      fetchPage={(query) => communityAdminApi.reports(query)}
      rowKey="topicId"
      testId="community-report-list"
      columns={[
        {
          title: t('admin.post'),
          dataIndex: 'title',
          render: (title: string, row) => (
            <a href={`/community/postDetails?id=${row.topicId}`} target="_blank" rel="noreferrer">
              {title}
            </a>
          ),
        },
        { title: t('admin.zone'), dataIndex: 'areaName' },
        { title: t('admin.author'), dataIndex: 'userName' },
        { title: t('admin.reportNum'), dataIndex: 'reportNum' },
        {
          title: t('admin.reasons'),
          dataIndex: 'reasons',
          render: (reasons: string[]) => reasons.slice(0, 3).join('；'),
        },
        {
          title: t('admin.lastReported'),
          dataIndex: 'lastReportedAt',
          render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm'),
        },
        {
          title: t('admin.actions'),
          key: 'actions',
          render: (_: unknown, row) => (
            <Space size={0}>
              <Button type="link" onClick={() => void decide(row, ReportAction.keep)}>
                {t('admin.keep')}
              </Button>
              <Button type="link" onClick={() => void decide(row, ReportAction.hide)}>
                {t('admin.hide')}
              </Button>
              <Button type="link" danger onClick={() => void decide(row, ReportAction.delete)}>
                {t('admin.delete')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
