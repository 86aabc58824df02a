// What the paper shows once submitted: the score (when the exam shows it), or that short answers wait for
// the lecturer, with the way back to the exam and to its answers.
import type { TExamResult } from '@elearning/shared';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function PaperResult({
  result,
  batchId,
}: {
  result: TExamResult | null;
  batchId: number | undefined;
}) {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  let detail: string;
  if (!result?.scoreVisible) detail = t('paper.resultHidden');
  else if (result.markingState === 'pending')
    detail = t('paper.resultPending', { score: result.objectiveScore ?? 0 });
  else detail = t('paper.resultScore', { score: result.score ?? 0 });
  const passed = result?.isPass === 3;
  return (
    <div className="paper-result" data-testid="paper-result" data-score={result?.score ?? ''}>
      <Result
        status={result?.scoreVisible && result.isPass === 1 ? 'warning' : 'success'}
        title={<h1 className="paper-result__title">{t('paper.resultTitle')}</h1>}
        subTitle={
          <span data-testid="paper-result-detail">
            {detail}
            {result?.scoreVisible && result.isPass !== null
              ? ` · ${passed ? t('list.passed') : t('list.notPassed')}`
              : ''}
          </span>
        }
        extra={[
          batchId ? (
            <Button
              key="detail"
              type="primary"
              onClick={() => navigate(`/exam/detail?id=${batchId}`, { replace: true })}
            >
              {t('paper.backToDetail')}
            </Button>
          ) : null,
          <Button key="list" onClick={() => navigate('/exam/list', { replace: true })}>
            {t('paper.backToList')}
          </Button>,
        ]}
      />
    </div>
  );
}
