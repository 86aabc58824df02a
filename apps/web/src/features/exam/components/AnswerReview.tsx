// The answer review of a submitted attempt: each question with my answer, the right answer, my score and
// verdict, the lecturer's comment and the analysis.
import type { TReviewQuestion, TRightAnswer } from '@elearning/shared';
import { QuestionType } from '@elearning/shared';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/Skeletons.tsx';
import { useAnswerReview } from '../api.ts';
import { sequenceNumeral } from './numerals.ts';
import { lettersOf, QuestionStem } from './QuestionView.tsx';

const VERDICT_COLOUR = {
  correct: 'success',
  partial: 'warning',
  wrong: 'error',
  pending: 'processing',
} as const;

export function answerText(
  value: TRightAnswer | undefined,
  question: Pick<TReviewQuestion, 'type' | 'options'>,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    return question.type === QuestionType.shortAnswer ? value : lettersOf([value], question.options);
  }
  if (question.type === QuestionType.blank) {
    return (value as (string | string[])[])
      .map((blank) => (Array.isArray(blank) ? blank[0] : blank))
      .join('；');
  }
  return lettersOf(value as string[], question.options);
}

function ReviewItem({ question, number }: { question: TReviewQuestion; number: string }) {
  const { t } = useTranslation('exam');
  const mine = answerText(question.myAnswer, question);
  return (
    <article className="review-item" data-testid={`review-${question.id}`}>
      <header className="paper-question__head">
        <span className="paper-question__number">{number}</span>
        <Tag color="blue">{t(`types.${question.type}` as 'types.single_choice')}</Tag>
        {question.verdict ? (
          <Tag color={VERDICT_COLOUR[question.verdict]}>{t(`review.verdicts.${question.verdict}`)}</Tag>
        ) : null}
        {question.myScore !== null ? (
          <span>
            {t('review.score')}：{question.myScore} / {question.score}
          </span>
        ) : null}
      </header>
      <QuestionStem html={question.stem} />
      {question.options.length > 0 ? (
        <ol className="review-item__options">
          {question.options.map((option, index) => (
            <li key={option.key}>
              {'ABCDEFGHIJKL'[index]}. {option.content}
            </li>
          ))}
        </ol>
      ) : null}
      {question.subQuestions.length === 0 ? (
        <dl className="review-item__facts">
          <dt>{t('review.myAnswer')}</dt>
          <dd>{mine || t('review.noAnswer')}</dd>
          <dt>{t('review.rightAnswer')}</dt>
          <dd data-testid="review-right">{answerText(question.rightAnswer, question)}</dd>
          {question.comment ? (
            <>
              <dt>{t('review.comment')}</dt>
              <dd>{question.comment}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {question.analysis ? (
        <div className="review-item__analysis">
          <strong>{t('review.analysis')}</strong>
          <QuestionStem html={question.analysis} />
        </div>
      ) : null}
      {question.subQuestions.map((sub, index) => (
        <ReviewItem key={sub.id} question={sub} number={`(${index + 1})`} />
      ))}
    </article>
  );
}

export function AnswerReview({ attemptId }: { attemptId: number }) {
  const { t, i18n } = useTranslation('exam');
  const review = useAnswerReview(attemptId);
  if (review.isPending) return <ListSkeleton />;
  if (review.isError) return <Alert type="warning" showIcon message={review.error.message} />;
  return (
    <div className="answer-review" data-testid="answer-review">
      {review.data.sections.map((section, index) => (
        <section key={section.questions[0]?.id ?? section.title}>
          <h3>
            {t('paper.section', { n: sequenceNumeral(index + 1, i18n.language), title: section.title })}
          </h3>
          {section.questions.map((question, n) => (
            <ReviewItem key={question.id} question={question} number={`${n + 1}.`} />
          ))}
        </section>
      ))}
    </div>
  );
}
