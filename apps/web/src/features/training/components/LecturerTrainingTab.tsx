// The lecturer's training tab (/lecturerTask?clickData=train): my trainings (pager 10), and one training
// with 学员概况, 日程 (the projected sign-in code, stop, sign-in export), 培训介绍, 报名审核 and 培训评分.
import {
  PAGE_SIZES,
  SessionKind,
  type TTrainEvaluation,
  type TTrainLecturerRow,
  trainingPaths,
} from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { http } from '../../../lib/http/index.ts';
import { downloadBlob } from '../api.ts';
import { useLecturerActions, useLecturerTraining, useLecturerTrainings } from '../api-lecturer.ts';
import { LeavesPanel } from './LeavesPanel.tsx';
import { QrProjector } from './QrProjector.tsx';
import { SignUpsPanel } from './SignUpsPanel.tsx';
import { TraineesPanel } from './TraineesPanel.tsx';
import '../training.css';

const day = (ms: number) => new Date(ms).toLocaleDateString();

function ScheduleTab({ trainId }: { trainId: number }) {
  const { t } = useTranslation('training');
  const detail = useLecturerTraining(trainId);
  const { stop } = useLecturerActions(trainId);
  const [qr, setQr] = useState<{ id: number; title: string } | null>(null);
  return (
    <>
      <Button
        style={{ marginBottom: 12 }}
        onClick={() => downloadBlob(trainingPaths.signExcel, { trainId }, `sign-in-${trainId}.xlsx`)}
      >
        {t('lecturer.exportSign')}
      </Button>
      <Table
        rowKey="id"
        loading={detail.isPending}
        dataSource={detail.data?.schedule ?? []}
        pagination={false}
        columns={[
          { title: t('lecturer.name'), dataIndex: 'title' },
          { title: t('detail.way'), render: (_, row) => t(`detail.kind.${row.kind}`) },
          { title: t('lecturer.sessionTime'), render: (_, row) => new Date(row.startTime).toLocaleString() },
          {
            title: t('lecturer.actions'),
            render: (_, row) =>
              row.stopped ? (
                <Tag>{t('detail.stopped')}</Tag>
              ) : (
                <Space>
                  {row.kind === SessionKind.offline ? (
                    <Button type="link" onClick={() => setQr({ id: row.id, title: row.title })}>
                      {t('lecturer.showQr')}
                    </Button>
                  ) : null}
                  <Button
                    type="link"
                    danger
                    onClick={() =>
                      Modal.confirm({
                        title: t('lecturer.stopConfirm'),
                        onOk: () => stop.mutateAsync(row.id),
                      })
                    }
                  >
                    {t('lecturer.stop')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      {qr ? <QrProjector sessionId={qr.id} title={qr.title} onClose={() => setQr(null)} /> : null}
    </>
  );
}

function EvaluationsTab({ trainId }: { trainId: number }) {
  const { t } = useTranslation('training');
  const list = useQuery({
    queryKey: ['lecturer', 'training', 'evaluations', trainId],
    queryFn: () => http.get<TTrainEvaluation[]>(trainingPaths.queryEvaluate, { trainId, userType: 1 }),
  });
  if (!list.isPending && (list.data ?? []).length === 0) return <EmptyState />;
  return (
    <Table
      rowKey="id"
      loading={list.isPending}
      dataSource={list.data ?? []}
      pagination={false}
      columns={[
        { title: t('lecturer.student'), dataIndex: 'userName' },
        { title: t('lecturer.score'), dataIndex: 'score' },
        { title: t('detail.tabs.intro'), dataIndex: 'comment' },
      ]}
    />
  );
}

function TrainingDetail({ trainId, onBack }: { trainId: number; onBack: () => void }) {
  const { t } = useTranslation('training');
  const detail = useLecturerTraining(trainId);
  return (
    <div data-testid="lecturer-training-detail">
      <Space style={{ marginBottom: 12 }}>
        <Button onClick={onBack}>{t('lecturer.back')}</Button>
        <strong>{detail.data?.title}</strong>
      </Space>
      <Tabs
        items={[
          {
            key: 'students',
            label: t('lecturer.tabs.students'),
            children: <TraineesPanel trainId={trainId} />,
          },
          {
            key: 'schedule',
            label: t('lecturer.tabs.schedule'),
            children: <ScheduleTab trainId={trainId} />,
          },
          {
            key: 'intro',
            label: t('lecturer.tabs.intro'),
            children: detail.data?.introduction ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved
              <div dangerouslySetInnerHTML={{ __html: detail.data.introduction }} />
            ) : (
              <EmptyState description={t('detail.noIntro')} />
            ),
          },
          { key: 'signUps', label: t('lecturer.tabs.signUps'), children: <SignUpsPanel trainId={trainId} /> },
          {
            key: 'leaves',
            label: t('lecturer.tabs.leaves'),
            children: (
              <LeavesPanel
                trainId={trainId}
                listPath={trainingPaths.lecturerLeaves}
                reviewPath={trainingPaths.lecturerLeaveReview}
              />
            ),
          },
          {
            key: 'scoring',
            label: t('lecturer.tabs.scoring'),
            children: <EvaluationsTab trainId={trainId} />,
          },
        ]}
      />
    </div>
  );
}

export function LecturerTrainingTab() {
  const { t } = useTranslation('training');
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({
    pageNo: 1,
    pageSize: PAGE_SIZES.lecturerList.default,
  });
  const [open, setOpen] = useState(0);
  const list = useLecturerTrainings(page);
  if (open > 0) return <TrainingDetail trainId={open} onBack={() => setOpen(0)} />;
  const rows = list.data?.data ?? [];
  if (!list.isPending && rows.length === 0) return <EmptyState description={t('lecturer.empty')} />;
  return (
    <div data-testid="lecturer-training-tab">
      <Table<TTrainLecturerRow>
        rowKey="id"
        loading={list.isPending}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('lecturer.name'), dataIndex: 'trainName' },
          {
            title: t('lecturer.time'),
            render: (_, row) => `${day(row.trainBeginTime)} ~ ${day(row.trainEndTime)}`,
          },
          { title: t('lecturer.status'), render: (_, row) => <Tag>{t(`status.n${row.status}`)}</Tag> },
          { title: t('lecturer.review'), dataIndex: 'reviewNum' },
          {
            title: t('lecturer.actions'),
            render: (_, row) => (
              <Button type="link" onClick={() => setOpen(row.id)}>
                {t('lecturer.open')}
              </Button>
            ),
          },
        ]}
      />
      <Pager
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        total={list.data?.totalNum ?? 0}
        pageSizes={PAGE_SIZES.lecturerList.options}
        onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
      />
    </div>
  );
}
