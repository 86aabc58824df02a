// The personal centre's 我的分享: the learner's shares with their review state, the review details of each
// (who reviewed, when, the remark) and deleting one after a confirmation. Self-contained; mounted by the
// personal centre.
import type { TKnowledgeCard, TKnowledgeStatus } from '@elearning/shared';
import { Alert, Button, Descriptions, Modal, Popconfirm, Skeleton, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useDeleteKnowledge, useMyShares, useShareApproval } from '../api.ts';

const STATE_COLOURS: Record<TKnowledgeStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

function ApprovalDialog({ share, onClose }: { share: TKnowledgeCard; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const info = useShareApproval(share.id);
  const none = t('mine.none');
  return (
    <Modal open title={t('mine.approval')} onCancel={onClose} footer={null} destroyOnHidden>
      {info.isPending ? (
        <Skeleton active />
      ) : info.isError ? (
        <Alert type="error" showIcon message={t('loadFailed')} />
      ) : (
        <Descriptions column={1} bordered size="small" data-testid="knowledge-approval">
          <Descriptions.Item label={t('mine.name')}>{share.resName}</Descriptions.Item>
          <Descriptions.Item label={t('mine.status')}>
            {t(`mine.states.${info.data.status}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('mine.submitTime')}>
            {formatDateTime(info.data.submitTime)}
          </Descriptions.Item>
          <Descriptions.Item label={t('mine.reviewer')}>{info.data.reviewerName || none}</Descriptions.Item>
          <Descriptions.Item label={t('mine.reviewTime')}>
            {info.data.reviewTime ? formatDateTime(info.data.reviewTime) : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('mine.remark')}>{info.data.reviewRemark || none}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}

export function MyShares() {
  const { t } = useTranslation('knowledge');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [opened, setOpened] = useState<TKnowledgeCard | null>(null);
  const shares = useMyShares(page.pageNo, page.pageSize);
  const remove = useDeleteKnowledge();
  const rows = shares.data?.data ?? [];
  const drop = async (id: number) => {
    await remove.mutateAsync(id);
    feedback.success(t('mine.deleted'));
  };
  if (shares.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('loadFailed')}
        action={<Button onClick={() => void shares.refetch()}>{t('retry')}</Button>}
      />
    );
  if (!shares.isPending && rows.length === 0 && page.pageNo === 1)
    return (
      <EmptyState description={t('mine.empty')}>
        <Link to="/knowledge/share">{t('share')}</Link>
      </EmptyState>
    );
  return (
    // Not a landmark of its own: the personal centre's section already carries the menu's name.
    <div data-testid="my-shares">
      <Table<TKnowledgeCard>
        rowKey="id"
        loading={shares.isPending}
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: t('mine.name'),
            dataIndex: 'resName',
            render: (name: string, row) => <Link to={`/knowledge/detail?id=${row.id}`}>{name}</Link>,
          },
          { title: t('mine.catalog'), dataIndex: 'catalogName' },
          { title: t('mine.time'), dataIndex: 'createTime', render: (ms: number) => formatDateTime(ms) },
          {
            title: t('mine.status'),
            dataIndex: 'status',
            render: (status: TKnowledgeStatus) => (
              <Tag color={STATE_COLOURS[status]}>{t(`mine.states.${status}`)}</Tag>
            ),
          },
          {
            title: t('mine.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <Space>
                <Button size="small" onClick={() => setOpened(row)}>
                  {t('mine.approval')}
                </Button>
                <Popconfirm
                  title={t('mine.confirmDelete')}
                  onConfirm={() => drop(row.id).catch(() => undefined)}
                >
                  <Button size="small" danger loading={remove.isPending && remove.variables === row.id}>
                    {t('mine.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <div className="knowledge-pager">
        <Pager
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={shares.data?.totalNum ?? 0}
          onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
          keepScroll
        />
      </div>
      {opened ? <ApprovalDialog share={opened} onClose={() => setOpened(null)} /> : null}
    </div>
  );
}
