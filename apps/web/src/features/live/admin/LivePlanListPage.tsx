// The back office's live list (直播管理, #/live/liveList): search by name and state; new, edit,
// enable/disable and delete (always confirmed; refused answers come from the server).
import { liveAdminPaths, type TLiveItem, type TPage } from '@elearning/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminFeedback, confirmAction, ListPage } from '../../../admin/components/index.ts';
import { http } from '../../../lib/http/index.ts';
import { LiveStatusBadge, planSummary } from '../components/LiveCard.tsx';

type Row = TLiveItem & { isUsed: 0 | 1; creatorName: string };
const LIST_KEY = ['live', 'admin', 'list'] as const;

export function Component() {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  const client = useQueryClient();
  const run = async (action: () => Promise<unknown>) => {
    await action();
    adminFeedback.success(t('admin.done'));
    await client.invalidateQueries({ queryKey: LIST_KEY });
  };
  return (
    <ListPage<Row>
      title={t('admin.list.title')}
      queryKey={LIST_KEY}
      fetchPage={(query) => http.get<TPage<Row>>(liveAdminPaths.creatorList, query)}
      rowKey="liveId"
      searchFields={[
        { kind: 'text', name: 'search', label: t('admin.list.name') },
        {
          kind: 'select',
          name: 'isUsed',
          label: t('admin.list.state'),
          options: [
            { value: 1, label: t('admin.list.enabled') },
            { value: 0, label: t('admin.list.disabled') },
          ],
        },
      ]}
      toolbar={
        <Button type="primary" onClick={() => navigate('/live/editLive')}>
          {t('admin.list.add')}
        </Button>
      }
      columns={[
        { title: t('admin.list.name'), dataIndex: 'channelName' },
        { title: t('detail.lecturer'), dataIndex: 'lecturerName' },
        { title: t('detail.time'), key: 'time', render: (_: unknown, row: Row) => planSummary(row, t) },
        {
          title: t('admin.list.status'),
          key: 'status',
          render: (_: unknown, row: Row) => (
            <span style={{ position: 'relative', display: 'inline-block', minWidth: 72, height: 22 }}>
              <LiveStatusBadge status={row.status} />
            </span>
          ),
        },
        {
          title: t('admin.list.state'),
          dataIndex: 'isUsed',
          render: (isUsed: 0 | 1) =>
            isUsed ? (
              <Tag color="green">{t('admin.list.enabled')}</Tag>
            ) : (
              <Tag>{t('admin.list.disabled')}</Tag>
            ),
        },
        {
          title: t('admin.list.actions'),
          key: 'actions',
          render: (_: unknown, row: Row) => (
            <Space>
              <Button size="small" onClick={() => navigate(`/live/editLive?liveId=${row.liveId}`)}>
                {t('admin.list.edit')}
              </Button>
              <Button
                size="small"
                onClick={() =>
                  confirmAction({
                    content: row.isUsed
                      ? t('admin.list.disableConfirm', { name: row.channelName })
                      : t('admin.list.enableConfirm', { name: row.channelName }),
                    onOk: () =>
                      run(() =>
                        http.post(liveAdminPaths.updateIsUsed, {
                          liveId: row.liveId,
                          isUsed: row.isUsed ? 0 : 1,
                        }),
                      ),
                  })
                }
              >
                {row.isUsed ? t('admin.list.disable') : t('admin.list.enable')}
              </Button>
              <Button
                size="small"
                danger
                onClick={() =>
                  confirmAction({
                    content: t('admin.list.deleteConfirm', { name: row.channelName }),
                    danger: true,
                    onOk: () => run(() => http.del(liveAdminPaths.deleteLivePlan, { liveId: row.liveId })),
                  })
                }
              >
                {t('admin.list.delete')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
