// The lecturer's live exam panel on /beginLive: choose one of their published exams and push it to every
// viewer of the live at once; the live's exams and their results below.
import { Button, Empty, message, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePushableExams, usePushExam } from '../api-exam.ts';
import { LiveExamResults } from './LiveExamResults.tsx';

export function LiveExamPanel({ liveId }: { liveId: number }) {
  const { t } = useTranslation('live');
  const mine = usePushableExams(liveId);
  const push = usePushExam(liveId);
  const [examId, setExamId] = useState<number | undefined>();
  const published = mine.data ?? [];
  return (
    <section className="live-begin__exam" aria-labelledby="live-exam-title" data-testid="live-exam-panel">
      <h2 id="live-exam-title">{t('exam.title')}</h2>
      {mine.isSuccess && published.length === 0 ? (
        <Empty description={t('exam.noExams')} />
      ) : (
        <Space wrap>
          <Select
            aria-label={t('exam.choose')}
            placeholder={t('exam.choose')}
            loading={mine.isPending}
            style={{ minWidth: 220 }}
            value={examId}
            onChange={setExamId}
            options={published.map((exam) => ({ value: exam.examId, label: exam.examName }))}
            data-testid="live-exam-select"
          />
          <Button
            type="primary"
            disabled={examId === undefined}
            loading={push.isPending}
            onClick={() =>
              examId !== undefined &&
              push.mutate(examId, {
                onSuccess: (pushed) => void message.success(t('exam.pushDone', { name: pushed.examName })),
              })
            }
            data-testid="live-exam-push"
          >
            {t('exam.push')}
          </Button>
        </Space>
      )}
      <LiveExamResults liveId={liveId} />
    </section>
  );
}
