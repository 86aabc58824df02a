// /approvalCenter/details?apprNo=: one application — its form values, its steps with their approvers, the
// record of every action — and, for an approver of the current step, pass or reject with a comment (a
// rejection needs its reason; the server says so too).
import { Alert, Button, Descriptions, Input, Skeleton, Space, Steps, Timeline } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { approvalApi, useApprovalDetail, useApprovalMutation, useApprovalRecord } from '../api.ts';
import { StatusTag } from '../components/StatusTag.tsx';
import '../approval.css';

function formValue(value: string | number | string[] | undefined, name: string): string {
  if (value === undefined) return '—';
  if (Array.isArray(value)) return value.join(', ') || '—';
  if (typeof value === 'number' && /Time$/.test(name)) return dayjs(value).format('YYYY-MM-DD');
  if (typeof value === 'number' && name === 'cost') return (value / 100).toFixed(2);
  return String(value);
}

export function DetailsPage() {
  const { t } = useTranslation('approval');
  const [params] = useSearchParams();
  const apprNo = Number(params.get('apprNo') ?? params.get('processInstanceId') ?? params.get('id') ?? 0);
  const detail = useApprovalDetail(apprNo);
  const record = useApprovalRecord(apprNo);
  const [comment, setComment] = useState('');
  const pass = useApprovalMutation(approvalApi.pass);
  const reject = useApprovalMutation(approvalApi.reject);

  if (!apprNo || detail.isError)
    return (
      <main className="approval-page">
        <Alert
          type="error"
          showIcon
          message={t('detailFailed')}
          action={<Link to="/approvalCenter/center">{t('backToCenter')}</Link>}
        />
      </main>
    );
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const app = detail.data;
  const decide = (run: typeof pass, done: string) =>
    run.mutateAsync({ apprNo, comment }).then(
      () => {
        feedback.success(done);
        setComment('');
      },
      () => undefined,
    );

  return (
    <main className="approval-page" data-testid="approval-details">
      <Space className="approval-head" wrap>
        <h1>{app.formTitle || app.processName}</h1>
        <StatusTag status={app.status} />
      </Space>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('col.apprNo')}>{app.apprNo}</Descriptions.Item>
        <Descriptions.Item label={t('col.applicant')}>{app.userName}</Descriptions.Item>
        <Descriptions.Item label={t('col.applyTime')}>
          {dayjs(app.applyTime).format('YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
        {Object.entries(app.formData).map(([name, value]) => (
          <Descriptions.Item key={name} label={t(`field.${name}`, { defaultValue: name })}>
            {formValue(value, name)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <h2>{t('steps')}</h2>
      <Steps
        direction="vertical"
        size="small"
        current={app.currentStep}
        items={app.steps.map((step) => ({
          title: step.name,
          description: step.approvers.map((a) => a.name).join(', '),
        }))}
      />
      <h2>{t('record')}</h2>
      {record.isPending ? (
        <Skeleton active />
      ) : (
        <Timeline
          items={(record.data ?? []).map((line) => ({
            children: `${dayjs(line.createTime).format('YYYY-MM-DD HH:mm')} ${line.userName} ${t(
              `action.${line.action}`,
            )}${line.comment ? `: ${line.comment}` : ''}`,
          }))}
        />
      )}
      {app.canApprove && (
        <section className="approval-decide" aria-label={t('decide')}>
          <Input.TextArea
            aria-label={t('comment')}
            placeholder={t('comment')}
            value={comment}
            maxLength={500}
            onChange={(event) => setComment(event.target.value)}
            data-testid="approval-comment"
          />
          <Space>
            <Button
              type="primary"
              loading={pass.isPending}
              onClick={() => decide(pass, t('passed'))}
              data-testid="approval-pass"
            >
              {t('pass')}
            </Button>
            <Button
              danger
              loading={reject.isPending}
              onClick={() => decide(reject, t('rejected'))}
              data-testid="approval-reject"
            >
              {t('reject')}
            </Button>
          </Space>
        </section>
      )}
      <Link to="/approvalCenter/center">{t('backToCenter')}</Link>
    </main>
  );
}
