// The wrong-question book: every question answered wrongly, with the exam it came from, the right answer
// and the analysis, and practice again (a right answer takes it out of the book). Used by /wrongs/detail
// and by the personal center's 我的错题.
import { PAGE_SIZES, type TAnswerValue, type TWrongItem, type TWrongPracticeResult } from '@elearning/shared';
import { Alert, Button, Collapse, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pager } from '../../../components/Pager.tsx';
import { ListSkeleton } from '../../../components/Skeletons.tsx';
import { formatDateTime } from '../../../lib/format/time.ts';
import { usePractise, useWrongBook } from '../api.ts';
import '../exam.css';
import { answerText } from './AnswerReview.tsx';
import { AnswerControls, isAnswered, QuestionStem } from './QuestionView.tsx';

function WrongEntry({
  item,
  number,
  onMastered,
}: {
  item: TWrongItem;
  number: number;
  onMastered: () => void;
}) {
  const { t } = useTranslation('exam');
  const practise = usePractise();
  const [answer, setAnswer] = useState<TAnswerValue>(null);
  const [outcome, setOutcome] = useState<TWrongPracticeResult>();
  const check = () =>
    practise.mutate(
      { questionId: item.questionId, answer },
      {
        onSuccess: (result) => {
          setOutcome(result);
          if (result.mastered) setTimeout(onMastered, 1500);
        },
      },
    );
  const question = {
    id: item.questionId,
    type: item.type,
    stem: item.stem,
    options: item.options,
    blankCount: item.blankCount,
  };
  return (
    <li className="wrong-entry" data-testid="wrong-item" data-question-id={item.questionId}>
      <header className="paper-question__head">
        <span className="paper-question__number">{number}.</span>
        <Tag color="blue">{t(`types.${item.type}` as 'types.single_choice')}</Tag>
        {item.examName ? (
          <span className="wrong-entry__meta">{t('wrong.fromExam', { exam: item.examName })}</span>
        ) : null}
        <span className="wrong-entry__meta">{t('wrong.wrongCount', { count: item.wrongCount })}</span>
        <span className="wrong-entry__meta">
          {t('wrong.lastWrong', { time: formatDateTime(item.lastWrongTime) })}
        </span>
      </header>
      {item.groupStem ? <QuestionStem html={item.groupStem} /> : null}
      <QuestionStem html={item.stem} />
      {item.options.length > 0 ? (
        <ol className="review-item__options">
          {item.options.map((option, index) => (
            <li key={option.key}>
              {'ABCDEFGHIJKL'[index]}. {option.content}
            </li>
          ))}
        </ol>
      ) : null}
      <dl className="review-item__facts">
        <dt>{t('review.myAnswer')}</dt>
        <dd data-testid="wrong-my-answer">{answerText(item.myAnswer, item) || t('review.noAnswer')}</dd>
      </dl>
      <Collapse
        size="small"
        items={[
          {
            key: 'answer',
            label: t('wrong.showAnswer'),
            children: (
              <div data-testid="wrong-answer">
                <p>
                  <strong>{t('review.rightAnswer')}：</strong>
                  {answerText(item.rightAnswer, item)}
                </p>
                {item.analysis ? <QuestionStem html={item.analysis} /> : null}
              </div>
            ),
          },
          {
            key: 'practise',
            label: t('wrong.practise'),
            children: (
              <div className="wrong-entry__practice">
                <AnswerControls
                  question={question}
                  value={answer}
                  onChange={setAnswer}
                  disabled={outcome?.mastered}
                />
                <Button
                  type="primary"
                  size="small"
                  disabled={!isAnswered(answer)}
                  loading={practise.isPending}
                  onClick={check}
                  data-testid="wrong-check"
                >
                  {t('wrong.check')}
                </Button>
                {outcome ? (
                  <Alert
                    type={outcome.mastered ? 'success' : 'error'}
                    showIcon
                    message={outcome.mastered ? t('wrong.right') : t('wrong.wrongAgain')}
                    data-testid="wrong-outcome"
                  />
                ) : null}
              </div>
            ),
          },
        ]}
      />
    </li>
  );
}

export function WrongBook() {
  const [paging, setPaging] = useState<{ pageNo: number; pageSize: number }>({
    pageNo: 1,
    pageSize: PAGE_SIZES.exam.default,
  });
  const book = useWrongBook(paging.pageNo, paging.pageSize);
  const { t } = useTranslation('exam');
  if (book.isPending) return <ListSkeleton />;
  if (book.isError) return <Alert type="error" showIcon message={book.error.message} />;
  const rows = book.data.data;
  return (
    <section className="wrong-book" data-testid="wrong-book">
      {rows.length === 0 ? (
        <EmptyState description={t('wrong.empty')} />
      ) : (
        <ol className="wrong-book__list">
          {rows.map((item, index) => (
            <WrongEntry
              key={item.questionId}
              item={item}
              number={(paging.pageNo - 1) * paging.pageSize + index + 1}
              onMastered={() => void book.refetch()}
            />
          ))}
        </ol>
      )}
      <Pager
        pageNo={paging.pageNo}
        pageSize={paging.pageSize}
        total={book.data.totalNum}
        pageSizes={PAGE_SIZES.exam.options}
        onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
      />
    </section>
  );
}
