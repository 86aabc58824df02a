// /exam/middle?id=batchId: before starting — the batch to sit (open batches only) and the rules of the
// exam; starting joins (the server creates the attempt once) and opens the paper. An attempt in progress
// is resumed (继续考试); a start the server refuses says why.
import { Alert, Button, Card, Radio, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton.tsx';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useExamInfo, useJoinExam } from '../api.ts';
import { sequenceNumeral } from '../components/numerals.ts';
import '../exam.css';

const BATCH_STATE = { 1: 'upcoming', 2: 'open', 3: 'ended' } as const;

export function ExamMiddlePage() {
  const { t, i18n } = useTranslation('exam');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = useExamInfo(Number(params.get('id')) || undefined);
  const join = useJoinExam();
  const [batchId, setBatchId] = useState<number>();
  useEffect(() => {
    if (!info.data || batchId !== undefined) return;
    const open = info.data.batches.find((batch) => batch.state === 2);
    setBatchId(info.data.batch.state === 2 ? info.data.batch.id : open?.id);
  }, [info.data, batchId]);
  if (info.isPending) return <PageSkeleton />;
  if (info.isError) return <Alert type="error" showIcon message={info.error.message} />;
  const exam = info.data;
  const ruleList: (string | null)[] = [
    exam.timeLimit > 0 ? t('middle.ruleDuration', { count: exam.timeLimit }) : t('middle.ruleUnlimited'),
    exam.earliestSubmitMinutes > 0 ? t('middle.ruleEarliest', { count: exam.earliestSubmitMinutes }) : null,
    exam.closedBook ? t('middle.ruleClosedBook') : null,
    exam.answerMode === 2 && exam.questionTimeLimit > 0
      ? t('middle.ruleOneByOne', { seconds: exam.questionTimeLimit })
      : null,
    t('middle.ruleSave'),
  ];
  const rules = ruleList.filter((rule): rule is string => rule !== null);
  const start = () => {
    if (exam.inProgressAttemptId) {
      navigate(`/exam/paper?attemptId=${exam.inProgressAttemptId}`);
      return;
    }
    if (!batchId) return;
    join.mutate(batchId, { onSuccess: (joined) => navigate(`/exam/paper?attemptId=${joined.attemptId}`) });
  };
  return (
    <div className="page-container" data-testid="exam-middle-page">
      <Card
        title={
          <h1 className="page-title">
            {t('middle.title')} · {exam.examName}
          </h1>
        }
      >
        {exam.batches.length > 1 ? (
          <section className="exam-middle__section">
            <h2>{t('middle.chooseBatch')}</h2>
            <Radio.Group
              value={batchId}
              onChange={(event) => setBatchId(event.target.value)}
              data-testid="exam-batch-choice"
            >
              <Space direction="vertical">
                {exam.batches.map((batch) => (
                  <Radio
                    key={batch.id}
                    value={batch.id}
                    disabled={batch.state !== 2}
                    data-testid={`exam-batch-${batch.id}`}
                  >
                    {t('list.batch', { n: sequenceNumeral(batch.batchNumber, i18n.language) })}：
                    {formatDateTime(batch.examBeginTime)} ~ {formatDateTime(batch.examEndTime)}（
                    {t(`middle.batchState.${BATCH_STATE[batch.state]}`)}）
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </section>
        ) : null}
        <section className="exam-middle__section">
          <h2>{t('middle.rules')}</h2>
          <ol className="exam-middle__rules" data-testid="exam-rules">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
        {exam.joinBlockedReason && !exam.inProgressAttemptId ? (
          <Alert type="warning" showIcon message={exam.joinBlockedReason} data-testid="exam-start-reason" />
        ) : null}
        <Space className="exam-middle__actions">
          <Button onClick={() => navigate(-1)}>{t('middle.back')}</Button>
          {exam.inProgressAttemptId ? (
            <Tag color="processing" data-testid="exam-in-progress">
              {t('statuses.inProgress')}
            </Tag>
          ) : null}
          <Button
            type="primary"
            disabled={!exam.inProgressAttemptId && (!exam.canJoin || !batchId)}
            loading={join.isPending}
            onClick={start}
            data-testid="exam-begin"
          >
            {exam.inProgressAttemptId ? t('middle.resume') : t('middle.start')}
          </Button>
        </Space>
      </Card>
    </div>
  );
}
