// 请假审批: a training's leave requests with approve and reject (a remark asked for on rejection). The
// lecturer tab and the back office share it, each with its own paths; an approved leave excuses the
// trainee's absence from that session in the assessment.
import type { TPage, TTrainLeaveRow } from '@elearning/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { http } from '../../../lib/http/index.ts';

const STATE_COLOR = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

export function LeavesPanel({
  trainId,
  listPath,
  reviewPath,
}: {
  trainId: number;
  listPath: string;
  reviewPath: string;
}) {
  const { t } = useTranslation('training');
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const key = ['training', 'leaves', listPath, trainId, page];
  const list = useQuery({
    queryKey: key,
    queryFn: () => http.get<TPage<TTrainLeaveRow>>(listPath, { trainId, pageNo: page, pageSize: 10 }),
  });
  const review = useMutation({
    mutationFn: (input: { ids: number; type: 'agree' | 'reject'; remark?: string }) =>
      http.put<{ count: number }>(reviewPath, { trainId, ...input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['training', 'leaves'] }),
  });
  const reject = (row: TTrainLeaveRow) => {
    let remark = '';
    Modal.confirm({
      title: t('lecturer.leaveRemark'),
      content: (
        <Input.TextArea
          aria-label={t('lecturer.leaveRemark')}
          maxLength={200}
          onChange={(e) => {
            remark = e.target.value;
          }}
        />
      ),
      onOk: () => review.mutateAsync({ ids: row.id, type: 'reject', remark }),
    });
  };
  return (
    <Table<TTrainLeaveRow>
      data-testid="leaves-panel"
      rowKey="id"
      loading={list.isPending}
      dataSource={list.data?.data ?? []}
      pagination={{
        current: page,
        pageSize: 10,
        total: list.data?.totalNum ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      columns={[
        { title: t('lecturer.student'), dataIndex: 'userName' },
        {
          title: t('lecturer.leaveSession'),
          render: (_, row) => row.sessionTitle || t('lecturer.leaveAll'),
        },
        { title: t('lecturer.leaveReason'), dataIndex: 'reason' },
        { title: t('lecturer.leaveTime'), render: (_, row) => new Date(row.createTime).toLocaleString() },
        {
          title: t('lecturer.status'),
          render: (_, row) => (
            <Tag color={STATE_COLOR[row.state]}>{t(`lecturer.leaveState.${row.state}`)}</Tag>
          ),
        },
        { title: t('lecturer.leaveRemark'), dataIndex: 'remark' },
        {
          title: t('lecturer.actions'),
          render: (_, row) =>
            row.state === 'pending' ? (
              <Space>
                <Button
                  type="link"
                  onClick={() =>
                    review.mutate(
                      { ids: row.id, type: 'agree' },
                      { onSuccess: () => feedback.success(t('lecturer.leaveState.approved')) },
                    )
                  }
                >
                  {t('lecturer.agree')}
                </Button>
                <Button type="link" danger onClick={() => reject(row)}>
                  {t('lecturer.reject')}
                </Button>
              </Space>
            ) : null,
        },
      ]}
    />
  );
}
