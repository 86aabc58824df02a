// One question on the paper: number, type, score, stem (with its group's stem for a sub-question), the
// answer controls, the doubtful flag, and in answer mode 2 its own countdown and lock.
import { FlagOutlined, LockOutlined } from '@ant-design/icons';
import type { TAnswerValue } from '@elearning/shared';
import { Alert, Checkbox, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaperItem } from './paper-model.ts';
import { AnswerControls, QuestionStem } from './QuestionView.tsx';

type Props = {
  item: PaperItem;
  value: TAnswerValue;
  doubtful: boolean;
  locked: boolean;
  /** Mode 2: seconds left for this question, or null. */
  secondsLeft: number | null;
  showGroupStem: boolean;
  onChange: (next: TAnswerValue) => void;
  onToggleDoubtful: () => void;
};

export function PaperQuestion({
  item,
  value,
  doubtful,
  locked,
  secondsLeft,
  showGroupStem,
  onChange,
  onToggleDoubtful,
}: Props) {
  const { t } = useTranslation('exam');
  const { question, group } = item;
  return (
    <article
      className="paper-question"
      id={`q-${question.id}`}
      // Takes the focus when moved to while locked (no control of its own is enabled then).
      tabIndex={-1}
      data-testid={`question-${question.id}`}
      data-type={question.type}
    >
      {group && showGroupStem ? (
        <div className="paper-question__group">
          <Tag>{t(`types.${group.type}`)}</Tag>
          <QuestionStem html={group.stem} />
        </div>
      ) : null}
      <header className="paper-question__head">
        <span className="paper-question__number">{item.number}.</span>
        <Tag color="blue">{t(`types.${question.type}` as 'types.single_choice')}</Tag>
        <span className="paper-question__score">{t('paper.questionScore', { score: question.score })}</span>
        {secondsLeft !== null && !locked ? (
          <span className="paper-question__timer" data-testid="question-timer">
            {t('paper.questionRemaining', { seconds: secondsLeft })}
          </span>
        ) : null}
        <Checkbox
          className="paper-question__doubt"
          checked={doubtful}
          onChange={onToggleDoubtful}
          disabled={locked}
          data-testid={`doubt-${question.id}`}
        >
          <FlagOutlined /> {t('paper.doubtful')}
        </Checkbox>
      </header>
      <QuestionStem html={question.stem} />
      {locked ? (
        <Alert
          type="warning"
          showIcon
          icon={<LockOutlined />}
          message={t('paper.questionLocked')}
          data-testid={`locked-${question.id}`}
        />
      ) : null}
      <AnswerControls question={question} value={value} onChange={onChange} disabled={locked} />
    </article>
  );
}
