// The lecturer task's live tab (lectureLiveTaskList): the lecturer's lives with status, pending sign-ups,
// 开始直播 / 继续直播, details, sign-up approval and data statistics in a drawer.
import { LiveStatus, PAGE_SIZES, type TLiveItem } from '@elearning/shared';
import { Button, Drawer, Empty, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '../../../components/Pager.tsx';
import { type TLecturerLive, useDecideSignUp, useLecturerLives, useSignUps } from '../api.ts';
import { LiveStatusBadge, planSummary } from './LiveCard.tsx';
import { LiveStats } from './LiveStats.tsx';

const SIGN_UP_NAMES = ['pending', 'approved', 'rejected'] as const;

function SignUps({ liveId }: { liveId: number }) {
  const { t } = useTranslation('live');
  const list = useSignUps(liveId, true);
  const decide = useDecideSignUp(liveId);
  return (
    <Table
      rowKey="signUpId"
      size="small"
      loading={list.isPending}
      dataSource={list.data?.data ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description={t('stats.empty')} /> }}
      columns={[
        { title: t('stats.name'), dataIndex: 'name' },
        { title: t('stats.org'), dataIndex: 'orgName' },
        {
          title: '',
          dataIndex: 'status',
          render: (status: 0 | 1 | 2) => t(`lecturer.signUpStatus.${SIGN_UP_NAMES[status]}`),
        },
        {
          title: '',
          key: 'actions',
          render: (_: unknown, row: { signUpId: number; status: number }) =>
            row.status === 0 ? (
              <Space>
                <Button
                  size="small"
                  type="primary"
                  onClick={() => decide.mutate({ signUpId: row.signUpId, type: 1 })}
                >
                  {t('lecturer.approve')}
                </Button>
                <Button size="small" onClick={() => decide.mutate({ signUpId: row.signUpId, type: 2 })}>
                  {t('lecturer.reject')}
                </Button>
              </Space>
            ) : null,
        },
      ]}
    />
  );
}

export function LecturerLiveTab() {
  const { t } = useTranslation('live');
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({
    pageNo: 1,
    pageSize: PAGE_SIZES.lecturerList.default,
  });
  const lives = useLecturerLives(page.pageNo, page.pageSize);
  const [open, setOpen] = useState<TLiveItem | null>(null);
  return (
    <div data-testid="lecturer-live-tab">
      <Table<TLecturerLive>
        rowKey="liveId"
        loading={lives.isPending}
        dataSource={lives.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        columns={[
          {
            title: t('detail.tabs.info'),
            key: 'name',
            render: (_: unknown, live: TLiveItem) => (
              <Link to={`/live/Detail?id=${live.liveId}`}>{live.channelName}</Link>
            ),
          },
          {
            title: t('detail.time'),
            key: 'time',
            render: (_: unknown, live: TLiveItem) => planSummary(live, t),
          },
          {
            title: '',
            key: 'status',
            render: (_: unknown, live: TLecturerLive) => (
              <Space>
                <span style={{ position: 'relative', display: 'inline-block', minWidth: 72, height: 22 }}>
                  <LiveStatusBadge status={live.status} />
                </span>
                {live.pendingNum > 0 ? (
                  <Tag color="orange">{t('lecturer.pendingNum', { count: live.pendingNum })}</Tag>
                ) : null}
              </Space>
            ),
          },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, live: TLiveItem) => (
              <Space>
                <Link to={`/beginLive?id=${live.liveId}`}>
                  {live.status === LiveStatus.live ? t('detail.continue') : t('detail.begin')}
                </Link>
                <Button size="small" onClick={() => setOpen(live)}>
                  {t('lecturer.detail')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Pager
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        total={lives.data?.totalNum ?? 0}
        pageSizes={PAGE_SIZES.lecturerList.options}
        onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
      />
      <Drawer
        open={open !== null}
        width={720}
        title={open?.channelName}
        onClose={() => setOpen(null)}
        destroyOnHidden
      >
        {open ? (
          <Tabs
            items={[
              { key: 'signUps', label: t('lecturer.signUps'), children: <SignUps liveId={open.liveId} /> },
              { key: 'stats', label: t('lecturer.stats'), children: <LiveStats liveId={open.liveId} /> },
            ]}
          />
        ) : null}
      </Drawer>
    </div>
  );
}
