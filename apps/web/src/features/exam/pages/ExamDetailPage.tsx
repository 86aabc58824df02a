// /exam/detail?id=batchId: what the exam is (source, time, duration, scores, question count, answer mode,
// attempts, place), the best result, the way in (start, or resume an attempt in progress; a start the
// server refuses says why, in the server's words), and my attempts with their answers.
import { EXAM_PATTERN_ONLINE, type TExamInfo, type TExamSession } from '@elearning/shared';
import { Button, Card, Descriptions, Drawer, Result, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton.tsx';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useExamInfo, useExamSessions } from '../api.ts';
import { AnswerReview } from '../components/AnswerReview.tsx';
import { QuestionStem } from '../components/QuestionView.tsx';
import '../exam.css';

function StartButton({ info }: { info: TExamInfo }) {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  if (info.inProgressAttemptId) {
    return (
      <Space>
        <Tag color="processing" data-testid="exam-in-progress">
          {t('statuses.inProgress')}
        </Tag>
        <Button
          type="primary"
          onClick={() => navigate(`/exam/paper?attemptId=${info.inProgressAttemptId}`)}
          data-testid="exam-resume"
        >
          {t('detail.resume')}
        </Button>
      </Space>
    );
  }
  // The reason is shown beside the button, not in a tooltip: a disabled button gets no hover or focus.
  const reason = info.joinBlockedReason;
  return (
    <Space>
      {reason ? (
        <span id="exam-start-reason" className="exam-start__reason" data-testid="exam-start-reason">
          {reason}
        </span>
      ) : null}
      <Button
        type="primary"
        disabled={!info.canJoin}
        aria-describedby={reason ? 'exam-start-reason' : undefined}
        onClick={() => navigate(`/exam/middle?id=${info.batch.id}`)}
        data-testid="exam-start"
      >
        {t('detail.start')}
      </Button>
    </Space>
  );
}

export function ExamDetailPage() {
  const { t } = useTranslation('exam');
  const [params] = useSearchParams();
  const batchId = Number(params.get('id')) || undefined;
  const info = useExamInfo(batchId);
  const sessions = useExamSessions(info.data?.examId);
  const [reviewing, setReviewing] = useState<number>();
  if (info.isPending) return <PageSkeleton />;
  if (info.isError)
    return (
      <Result
        status="warning"
        title={info.error.message}
        extra={<Link to="/exam/list">{t('paper.backToList')}</Link>}
      />
    );
  const exam = info.data;
  const best = exam.bestResult;
  const columns = [
    {
      title: '#',
      key: 'no',
      render: (_: unknown, row: TExamSession) => t('detail.attemptNo', { n: row.attemptNo }),
    },
    {
      title: t('detail.startTime'),
      key: 'start',
      render: (_: unknown, row: TExamSession) => formatDateTime(row.startTime),
    },
    {
      title: t('detail.submitTime'),
      key: 'submit',
      render: (_: unknown, row: TExamSession) =>
        row.submitTime ? formatDateTime(row.submitTime) : <Tag>{t('detail.inProgress')}</Tag>,
    },
    {
      title: t('detail.result'),
      key: 'score',
      render: (_: unknown, row: TExamSession) =>
        row.markingState === 'pending' ? (
          <Tag color="processing">{t('list.pendingMarking')}</Tag>
        ) : row.score !== null ? (
          <span>
            {t('list.score', { score: row.score })}{' '}
            {row.isPass ? (
              <Tag color={row.isPass === 3 ? 'success' : 'error'}>
                {row.isPass === 3 ? t('list.passed') : t('list.notPassed')}
              </Tag>
            ) : null}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: t('detail.action'),
      key: 'action',
      render: (_: unknown, row: TExamSession) =>
        row.canViewAnswer ? (
          <Button
            type="link"
            onClick={() => setReviewing(row.attemptId)}
            data-testid={`view-answer-${row.attemptId}`}
          >
            {t('detail.viewAnswer')}
          </Button>
        ) : null,
    },
  ];
  return (
    <div className="page-container" data-testid="exam-detail-page">
      <Card title={<h1 className="page-title">{exam.examName}</h1>} extra={<StartButton info={exam} />}>
        <Descriptions column={2} bordered size="small">
          <Descriptions.Item label={t('detail.source')}>{exam.examSourceName || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.time')}>
            {formatDateTime(exam.batch.examBeginTime)} ~ {formatDateTime(exam.batch.examEndTime)}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.duration')}>
            {exam.timeLimit > 0 ? t('detail.minutes', { n: exam.timeLimit }) : t('detail.unlimited')}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.questionCount')}>{exam.questionCount}</Descriptions.Item>
          <Descriptions.Item label={t('detail.totalScore')}>{exam.totalScore}</Descriptions.Item>
          <Descriptions.Item label={t('detail.passScore')}>{exam.passScore}</Descriptions.Item>
          <Descriptions.Item label={t('detail.answerMode')}>
            {exam.answerMode === 2
              ? t('detail.modes.oneByOne', { seconds: exam.questionTimeLimit })
              : t('detail.modes.whole')}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.attempts')}>
            {t('detail.attemptsValue', { used: exam.attemptsUsed, allowed: exam.attemptsAllowed })}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.closedBook')}>
            {exam.closedBook ? t('detail.yes') : t('detail.no')}
          </Descriptions.Item>
          {exam.examPattern !== EXAM_PATTERN_ONLINE ? (
            <Descriptions.Item label={t('detail.location')}>
              {exam.roomName} {exam.roomAddr}
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('detail.bestScore')}>
            {!exam.scoreVisible ? (
              t('detail.hiddenScore')
            ) : best?.score !== null && best ? (
              <span data-testid="exam-best-score">{t('list.score', { score: best.score })}</span>
            ) : (
              '—'
            )}
          </Descriptions.Item>
        </Descriptions>
        {exam.description ? (
          <section className="exam-rules">
            <h2>{t('detail.rules')}</h2>
            <QuestionStem html={exam.description} />
          </section>
        ) : null}
      </Card>
      <Card title={t('detail.sessions')} className="exam-sessions">
        <Table
          rowKey="attemptId"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={sessions.data ?? []}
          loading={sessions.isPending && Boolean(exam.examId)}
        />
      </Card>
      <Drawer
        open={reviewing !== undefined}
        width={820}
        title={t('review.title')}
        onClose={() => setReviewing(undefined)}
        destroyOnHidden
      >
        {reviewing !== undefined ? <AnswerReview attemptId={reviewing} /> : null}
      </Drawer>
    </div>
  );
}
