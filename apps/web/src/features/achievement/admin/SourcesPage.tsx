// 系统规则来源: the rule sources of the tenant (login, course, video, exam, …) with their description and
// state; stopping one (confirmed) makes every rule of that source pay nothing until it is started again.
import type { TRuleSource } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { achievementAdminApi, achievementAdminKeys } from './api.ts';

export function Component() {
  const { t } = useTranslation('achievement');
  const client = useQueryClient();
  const toggle = (row: TRuleSource) =>
    void confirmAction({
      content: row.status === 1 ? t('admin.sources.stopConfirm') : t('admin.sources.startConfirm'),
      onOk: async () => {
        await achievementAdminApi.toggleSource(row.id, row.status === 1 ? 0 : 1);
        adminFeedback.success(t('admin.sources.saved'));
        await client.invalidateQueries({ queryKey: achievementAdminKeys.sources });
      },
    });
  return (
    <ListPage<TRuleSource>
      title={t('admin.sources.title')}
      queryKey={achievementAdminKeys.sources}
      fetchPage={async () => {
        const rows = await achievementAdminApi.sources();
        return { data: rows, totalNum: rows.length };
      }}
      rowKey="id"
      testId="points-source-list"
      columns={[
        { title: t('admin.sources.source'), dataIndex: 'sysRuleSource' },
        { title: t('admin.sources.state'), dataIndex: 'ruleState' },
        {
          title: t('admin.sources.status'),
          dataIndex: 'status',
          render: (status: 0 | 1) =>
            status === 1 ? (
              <Tag color="green">{t('admin.sources.normal')}</Tag>
            ) : (
              <Tag>{t('admin.sources.stopped')}</Tag>
            ),
        },
        {
          title: '',
          key: 'actions',
          render: (_: unknown, row: TRuleSource) => (
            <Button type="link" onClick={() => toggle(row)}>
              {row.status === 1 ? t('admin.sources.stop') : t('admin.sources.start')}
            </Button>
          ),
        },
      ]}
    />
  );
}
