// One question of the fill and check pages: single choice, multiple choice (min and max: further boxes are
// disabled at the max), short answer, rating scale and matrix, each in a fieldset whose legend is the
// question, so a screen reader names every control. `readOnly` draws the check page.
import { AsqQuestionType, type TQuestionnaireQuestion } from '@elearning/shared';
import { Checkbox, Input, Radio, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { setMatrixCell } from '../answers.ts';

type Props = {
  question: TQuestionnaireQuestion;
  index: number;
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
};

export function QuestionField({ question, index, value, onChange, readOnly }: Props) {
  const { t } = useTranslation('questionnaire');
  const change = (next: string) => onChange?.(next);
  const chosen = value ? value.split(',') : [];
  const legendId = `q-${question.questionId}-legend`;
  const typeLabel = t(`types.${question.type}`);

  const body = () => {
    switch (question.type) {
      case AsqQuestionType.single:
        return (
          <Radio.Group
            value={value || undefined}
            disabled={readOnly}
            onChange={(event) => change(String(event.target.value))}
          >
            {question.optionCpList.map((option) => (
              <Radio key={option.questionOptionId} value={option.questionOptionId} className="asq-choice">
                {option.content}
              </Radio>
            ))}
          </Radio.Group>
        );
      case AsqQuestionType.multi:
        return (
          <Checkbox.Group
            value={chosen}
            disabled={readOnly}
            onChange={(next) => change(next.map(String).join(','))}
          >
            {question.optionCpList.map((option) => (
              <Checkbox
                key={option.questionOptionId}
                value={option.questionOptionId}
                className="asq-choice"
                disabled={
                  readOnly ||
                  (!chosen.includes(option.questionOptionId) && chosen.length >= question.multiMax)
                }
              >
                {option.content}
              </Checkbox>
            ))}
          </Checkbox.Group>
        );
      case AsqQuestionType.short:
        return (
          <Input.TextArea
            aria-labelledby={legendId}
            value={value}
            disabled={readOnly}
            maxLength={1000}
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(event) => change(event.target.value)}
          />
        );
      case AsqQuestionType.rating:
        return (
          <Rate
            aria-labelledby={legendId}
            count={question.ratingMax}
            value={Number(value) || 0}
            disabled={readOnly}
            onChange={(score) => change(score ? String(score) : '')}
          />
        );
      case AsqQuestionType.matrix:
        return (
          <table className="asq-matrix">
            <thead>
              <tr>
                <td />
                {question.optionCpList.map((option) => (
                  <th key={option.questionOptionId} scope="col">
                    {option.content}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {question.rows.map((row, rowIndex) => (
                <tr key={row.questionOptionId}>
                  <th scope="row">{row.content}</th>
                  {question.optionCpList.map((option) => (
                    <td key={option.questionOptionId}>
                      <Radio
                        aria-label={`${row.content} ${option.content}`}
                        checked={(value.split(',')[rowIndex] ?? '') === option.questionOptionId}
                        disabled={readOnly}
                        onChange={() =>
                          change(setMatrixCell(question, value, rowIndex, option.questionOptionId))
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
    }
  };

  return (
    <fieldset className="asq-question" data-testid={`question-${question.questionId}`}>
      <legend id={legendId} className="asq-question__title">
        {question.status === 1 ? (
          <span className="asq-required" aria-hidden>
            *
          </span>
        ) : null}
        {`${index + 1}. ${question.content}`}
        <span className="asq-question__type">【{typeLabel}】</span>
        {question.type === AsqQuestionType.multi ? (
          <span className="asq-question__tip">
            {t('multiTip', { min: question.multiMin, max: question.multiMax })}
          </span>
        ) : null}
        {question.status === 1 ? <span className="visually-hidden">{t('required')}</span> : null}
      </legend>
      {body()}
    </fieldset>
  );
}
