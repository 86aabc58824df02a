// The training's schedule (培训安排): each item with its kind, time, place, lecturer, my state and where it
// leads — a course opens the course player, an exam the exam flow; an offline lesson takes the typed code.
import { SessionKind, type TTrainScheduleItem } from '@elearning/shared';
import { Button, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useSignIn } from '../api.ts';

function when(item: TTrainScheduleItem) {
  const from = new Date(item.startTime);
  const to = new Date(item.endTime);
  const sameDay = from.toDateString() === to.toDateString();
  return `${from.toLocaleString()} ~ ${sameDay ? to.toLocaleTimeString() : to.toLocaleString()}`;
}

function FallbackCode({ trainId }: { trainId: number }) {
  const { t } = useTranslation('training');
  const [code, setCode] = useState('');
  const signIn = useSignIn();
  return (
    <Space.Compact>
      <Input
        aria-label={t('detail.signCodeLabel')}
        placeholder={t('detail.typeCode')}
        value={code}
        maxLength={6}
        inputMode="numeric"
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        style={{ width: 150 }}
      />
      <Button
        type="primary"
        disabled={code.length !== 6}
        loading={signIn.isPending}
        onClick={() =>
          signIn.mutate(
            { code, trainId },
            { onSuccess: (result) => feedback.success(result.isNew ? t('sign.success') : t('sign.already')) },
          )
        }
      >
        {t('detail.signIn')}
      </Button>
    </Space.Compact>
  );
}

export function ScheduleList({ trainId, items }: { trainId: number; items: TTrainScheduleItem[] }) {
  const { t } = useTranslation('training');
  if (items.length === 0) return <EmptyState />;
  const hasOffline = items.some((item) => item.kind === SessionKind.offline && !item.stopped);
  return (
    <div data-testid="train-schedule">
      {hasOffline ? (
        <div style={{ marginBottom: 16 }}>
          <FallbackCode trainId={trainId} />
        </div>
      ) : null}
      {items.map((item) => (
        <div key={item.id} className="train-schedule-item" data-testid="schedule-item">
          <div>
            <Space>
              <Tag>{t(`detail.kind.${item.kind}`)}</Tag>
              <strong>{item.title}</strong>
            </Space>
            <div>{when(item)}</div>
            <Space size="large">
              {item.classroom ? <span>{t('detail.classroom', { value: item.classroom })}</span> : null}
              {item.lecturerName ? <span>{t('detail.lecturer', { value: item.lecturerName })}</span> : null}
            </Space>
          </div>
          <Space>
            {item.stopped ? (
              <Tag>{t('detail.stopped')}</Tag>
            ) : item.kind === SessionKind.offline ? (
              <Tag color={item.signedIn ? 'green' : 'default'} data-testid="sign-state">
                {item.signedIn ? t('detail.signed') : t('detail.notSigned')}
              </Tag>
            ) : (
              <Tag color={item.done ? 'green' : 'default'}>
                {item.done ? t('detail.done') : t('detail.notDone')}
              </Tag>
            )}
            {item.kind === SessionKind.course && item.courseId ? (
              <Link to={`/course/learn?id=${item.courseId}`}>{t('detail.open')}</Link>
            ) : null}
            {item.kind === SessionKind.exam && item.examId ? (
              <Link to={`/exam/detail?id=${item.examId}`}>{t('detail.openExam')}</Link>
            ) : null}
          </Space>
        </div>
      ))}
    </div>
  );
}
