// 报名审核: the training's sign-ups with approve and reject (a reason asked for on rejection).
import type { TTrainApplyRow } from '@elearning/shared';
import { Button, Input, Modal, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLecturerActions, useSignUps } from '../api-lecturer.ts';

export function SignUpsPanel({ trainId }: { trainId: number }) {
  const { t } = useTranslation('training');
  const signUps = useSignUps(trainId);
  const { review } = useLecturerActions(trainId);
  const reject = (row: TTrainApplyRow) => {
    let reason = '';
    Modal.confirm({
      title: t('lecturer.rejectReason'),
      content: (
        <Input.TextArea
          aria-label={t('lecturer.rejectReason')}
          maxLength={200}
          onChange={(e) => {
            reason = e.target.value;
          }}
        />
      ),
      onOk: () => review.mutateAsync({ signUpId: row.signUpId, type: 'reject', rejectDesc: reason }),
    });
  };
  return (
    <Table<TTrainApplyRow>
      data-testid="signups-panel"
      rowKey="signUpId"
      loading={signUps.isPending}
      dataSource={signUps.data?.data ?? []}
      pagination={false}
      columns={[
        { title: t('lecturer.student'), dataIndex: 'name' },
        { title: t('lecturer.org'), dataIndex: 'orgName' },
        { title: t('lecturer.applyTime'), render: (_, row) => new Date(row.applyTime).toLocaleString() },
        { title: t('lecturer.status'), render: (_, row) => <Tag>{row.status}</Tag> },
        {
          title: t('lecturer.actions'),
          render: (_, row) =>
            row.status === 'UnderReview' ? (
              <Space>
                <Button type="link" onClick={() => review.mutate({ signUpId: row.signUpId, type: 'agree' })}>
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
