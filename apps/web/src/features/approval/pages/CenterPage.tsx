// /approvalCenter/approveIndex and /approvalCenter/center: the four tabs (我发起的, 待我审批, 我已审批,
// 抄送我的), a search debounced 600 ms, the status filter and the pager; the applicant may urge or withdraw
// a pending application of theirs. The tab is kept in ?tab= so a link or a reload lands on it.
import { APPROVAL_STATUSES, ApprovalStatus, ApprovalTab, type TApprovalRow } from '@elearning/shared';
import { Alert, Button, Input, Select, Space, Table, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { APPROVAL_PAGE_SIZE, approvalApi, useApprovalList, useApprovalMutation } from '../api.ts';
import { StatusTag } from '../components/StatusTag.tsx';
import '../approval.css';

const TABS: ApprovalTab[] = [ApprovalTab.mine, ApprovalTab.waiting, ApprovalTab.done, ApprovalTab.cc];
const SEARCH_DELAY_MS = 600;

function tabOf(params: URLSearchParams): ApprovalTab {
  const tab = params.get('tab');
  // The messages tab of the original (name=message&activeIndex=3-1) opens 待我审批.
  if (params.get('name') === 'message') return ApprovalTab.waiting;
  return TABS.find((candidate) => candidate === tab) ?? ApprovalTab.mine;
}

export function CenterPage() {
  const { t } = useTranslation('approval');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ApprovalStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPageNo(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useApprovalList(tab, { pageNo, search, status });
  const urge = useApprovalMutation(approvalApi.urge);
  const cancel = useApprovalMutation(approvalApi.cancel);

  const act = (run: Promise<unknown>, done: string) =>
    run.then(
      () => feedback.success(done),
      () => undefined,
    );
  const columns = [
    { title: t('col.apprNo'), dataIndex: 'apprNo', key: 'apprNo' },
    {
      title: t('col.title'),
      key: 'title',
      render: (_: unknown, row: TApprovalRow) => (
        <Link to={`/approvalCenter/details?apprNo=${row.apprNo}`} data-testid="approval-row-link">
          {row.formTitle || row.processName}
        </Link>
      ),
    },
    { title: t('col.process'), dataIndex: 'processName', key: 'processName' },
    { title: t('col.applicant'), dataIndex: 'userName', key: 'userName' },
    {
      title: t('col.applyTime'),
      key: 'applyTime',
      render: (_: unknown, row: TApprovalRow) => dayjs(row.applyTime).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('col.status'),
      key: 'status',
      render: (_: unknown, row: TApprovalRow) => <StatusTag status={row.status} />,
    },
    { title: t('col.approver'), dataIndex: 'approveUser', key: 'approveUser' },
    {
      title: t('col.actions'),
      key: 'actions',
      render: (_: unknown, row: TApprovalRow) =>
        tab === ApprovalTab.mine && row.status === ApprovalStatus.pending ? (
          <Space size="small">
            <Button size="small" onClick={() => act(urge.mutateAsync({ apprNo: row.apprNo }), t('urged'))}>
              {t('urge')}
            </Button>
            <Button
              size="small"
              danger
              onClick={() => act(cancel.mutateAsync({ apprNo: row.apprNo }), t('withdrawn'))}
            >
              {t('withdraw')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <main className="approval-page" data-testid="approval-center">
      <Space className="approval-head" wrap>
        <h1>{t('center')}</h1>
        <Link to="/approvalCenter/chapter" data-testid="approval-new">
          {t('newApplication')}
        </Link>
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setPageNo(1);
          setParams({ tab: key });
        }}
        items={TABS.map((key) => ({ key, label: t(`tab.${key}`) }))}
      />
      <Space className="approval-filter" wrap>
        <Input.Search
          allowClear
          aria-label={t('search')}
          placeholder={t('search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Select<ApprovalStatus | ''>
          aria-label={t('col.status')}
          className="approval-status-select"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPageNo(1);
          }}
          options={[
            { value: '', label: t('allStatus') },
            ...APPROVAL_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
        />
      </Space>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <Table<TApprovalRow>
          rowKey="apprNo"
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.data ?? []}
          locale={{ emptyText: <EmptyState compact description={t('empty')} /> }}
          pagination={{
            current: pageNo,
            pageSize: APPROVAL_PAGE_SIZE,
            total: list.data?.totalNum ?? 0,
            onChange: setPageNo,
            showSizeChanger: false,
          }}
        />
      )}
    </main>
  );
}
