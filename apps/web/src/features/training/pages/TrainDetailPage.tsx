// A training (/train/detail?trainId&type, /trainingDetailNew): the ORIGINAL-UI header fields, 立即报名 /
// 已报名 / 审核中, and the tabs 培训安排 and 培训介绍 (and 培训上报材料 once started) for trainees.
import { ApplyJoinStatus, TrainStatus } from '@elearning/shared';
import { Button, Descriptions, Skeleton, Space, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useSchedule, useSignUp, useTrainDetail } from '../api.ts';
import { LeaveButton } from '../components/LeaveButton.tsx';
import { MaterialsPanel } from '../components/MaterialsPanel.tsx';
import { ScheduleList } from '../components/ScheduleList.tsx';
import '../training.css';

const day = (ms: number) => new Date(ms).toLocaleDateString();

export function TrainDetailPage() {
  const { t } = useTranslation('training');
  const [params] = useSearchParams();
  const trainId = Number(params.get('trainId') ?? params.get('id')) || 0;
  const detail = useTrainDetail(trainId);
  const data = detail.data;
  const schedule = useSchedule(trainId, data?.isTrainObject === true);
  const signUp = useSignUp(trainId);
  if (detail.isPending && trainId > 0) return <Skeleton active className="train-page" />;
  if (!data) return <EmptyState description={t('detail.notFound')} testId="train-not-found" />;

  const action =
    data.applyJoinStatus === ApplyJoinStatus.signedUp ? (
      <Button type="primary" ghost disabled data-testid="apply-state">
        {t('detail.signedUp')}
      </Button>
    ) : data.applyJoinStatus === ApplyJoinStatus.underReview ? (
      <Button disabled data-testid="apply-state">
        {t('detail.underReview')}
      </Button>
    ) : data.applyJoin && data.canApply && !data.isTrainObject ? (
      <Button
        type="primary"
        loading={signUp.isPending}
        onClick={() =>
          signUp.mutate(undefined, {
            onSuccess: (reply) =>
              feedback.success(t(reply.status === 'SignedUp' ? 'detail.signedUp' : 'detail.underReview')),
          })
        }
      >
        {t('detail.apply')}
      </Button>
    ) : null;

  const tabs = [
    ...(data.isTrainObject
      ? [
          {
            key: 'schedule',
            label: t('detail.tabs.schedule'),
            children: <ScheduleList trainId={data.id} items={schedule.data ?? []} />,
          },
        ]
      : []),
    {
      key: 'intro',
      label: t('detail.tabs.intro'),
      children: data.introduction ? (
        // The introduction is sanitised HTML from the back office editor.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved
        <div dangerouslySetInnerHTML={{ __html: data.introduction }} />
      ) : (
        <EmptyState description={t('detail.noIntro')} />
      ),
    },
    ...(data.isTrainObject && data.status !== TrainStatus.notStarted
      ? [
          {
            key: 'materials',
            label: t('detail.tabs.materials'),
            children: <MaterialsPanel trainId={data.id} />,
          },
        ]
      : []),
  ];

  return (
    <main className="train-page" data-testid="train-detail">
      <section className="train-intro">
        <div className="train-intro__title">
          <h1>{data.title}</h1>
          <Tag>{t(`status.n${data.status}`)}</Tag>
        </div>
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t('detail.category')}>{data.categoryName || '—'}</Descriptions.Item>
          <Descriptions.Item
            label={t('detail.time')}
          >{`${day(data.trainBeginTime)} ~ ${day(data.trainEndTime)}`}</Descriptions.Item>
          <Descriptions.Item label={t('detail.plan')}>{data.people || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.way')}>{t(`way.n${data.trainWay}`)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.address')}>{data.address || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.contact')}>{data.contactName || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.phone')}>{data.contactPhone || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.sponsor')}>{data.sponsor || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.organizer')}>{data.organizer || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.headTeacher')}>{data.headTeacher || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.assistant')}>{data.teachAssistant || '—'}</Descriptions.Item>
        </Descriptions>
        <Space>
          {action}
          {data.isTrainObject && data.status !== TrainStatus.ended ? (
            <LeaveButton trainId={data.id} schedule={schedule.data ?? []} />
          ) : null}
        </Space>
      </section>
      <section className="train-main">
        <Tabs items={tabs} />
      </section>
    </main>
  );
}
