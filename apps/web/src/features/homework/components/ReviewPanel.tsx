// The review of one submission: the learner's text and files, then a score (0 to the full score) and a
// comment, and either 'grade' (final) or 'return for rework'.
import { HomeworkState, type THomeworkReviewRow } from '@elearning/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { useReviewHomework } from '../api.ts';
import { FileList } from './FileList.tsx';

export type ReviewInput = {
  submissionId: number;
  verdict: 'grade' | 'return';
  score?: number;
  comment?: string;
};

/** `send`: the back office's review call; the lecturer's by default. */
export function ReviewPanel({
  row,
  send: sendReview,
}: {
  row: THomeworkReviewRow;
  send?: (input: ReviewInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('homework');
  const lecturerReview = useReviewHomework();
  const adminReview = useMutation({
    mutationFn: (input: ReviewInput) => sendReview?.(input) ?? Promise.resolve(),
  });
  const review = sendReview ? adminReview : lecturerReview;
  const [score, setScore] = useState<number | null>(row.score);
  const [comment, setComment] = useState(row.comment);
  const waiting = row.state === HomeworkState.submitted;
  const scoreId = `hw-score-${row.id}`;
  const commentId = `hw-comment-${row.id}`;

  const send = (verdict: 'grade' | 'return') =>
    review
      .mutateAsync({
        submissionId: row.id,
        verdict,
        ...(verdict === 'grade' && score !== null ? { score } : {}),
        comment,
      })
      .then(() => feedback.success(t('reviewed')))
      .catch(() => undefined);

  return (
    <div className="hw-review" data-testid={`hw-review-${row.id}`}>
      <p>{row.content || t('noText')}</p>
      <FileList files={row.files} />
      {waiting ? (
        <Space wrap align="center">
          <label htmlFor={scoreId}>{t('scoreLabel', { full: row.fullScore })}</label>
          <InputNumber
            id={scoreId}
            min={0}
            max={row.fullScore}
            value={score}
            onChange={(value) => setScore(value)}
          />
          <label htmlFor={commentId}>{t('commentLabel')}</label>
          <Input
            id={commentId}
            value={comment}
            maxLength={1000}
            onChange={(event) => setComment(event.target.value)}
            style={{ width: 280 }}
          />
          <Button
            type="primary"
            disabled={score === null}
            loading={review.isPending}
            onClick={() => send('grade')}
            data-testid={`hw-grade-${row.id}`}
          >
            {t('grade')}
          </Button>
          <Button
            danger
            loading={review.isPending}
            onClick={() => send('return')}
            data-testid={`hw-return-${row.id}`}
          >
            {t('return')}
          </Button>
        </Space>
      ) : (
        <p className="hw-result">
          {row.state === HomeworkState.graded
            ? t('score', { score: row.score ?? 0, full: row.fullScore })
            : t('returnedNote')}
          {row.comment ? ` · ${t('comment', { comment: row.comment })}` : ''}
        </p>
      )}
    </div>
  );
}
