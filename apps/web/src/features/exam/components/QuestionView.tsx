// One question's answer controls by type: radio buttons (single choice, true/false), checkboxes (multiple
// and indefinite choice), one input per blank, or a text area (short answer). Options are lettered by
// position (the paper may shuffle them); the value holds the option keys. Stems are sanitised by the server.
import { EXAM_RULES, QuestionType, type TAnswerValue, type TPaperOption } from '@elearning/shared';
import { Checkbox, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

export type ViewableQuestion = {
  id: number;
  type: string;
  stem: string;
  options: TPaperOption[];
  blankCount: number;
};

type Props = {
  question: ViewableQuestion;
  value: TAnswerValue;
  onChange: (next: TAnswerValue) => void;
  disabled?: boolean;
};

const LETTERS = 'ABCDEFGHIJKL';

function optionLabel(option: TPaperOption, index: number) {
  return (
    <span className="exam-option">
      <span className="exam-option__letter">{LETTERS[index]}.</span>
      <span className="exam-option__text">{option.content}</span>
    </span>
  );
}

export function QuestionStem({ html }: { html: string }) {
  return (
    <div
      className="exam-stem"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: stems, analysis and rules are sanitised by the server
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function AnswerControls({ question, value, onChange, disabled }: Props) {
  const { t } = useTranslation('exam');
  const testId = `answer-${question.id}`;
  switch (question.type) {
    case QuestionType.single:
    case QuestionType.judgment:
      return (
        <Radio.Group
          className="exam-choices"
          value={typeof value === 'string' ? value : undefined}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as string)}
          data-testid={testId}
        >
          {question.options.map((option, index) => (
            <Radio key={option.key} value={option.key} data-testid={`${testId}-${option.key}`}>
              {optionLabel(option, index)}
            </Radio>
          ))}
        </Radio.Group>
      );
    case QuestionType.multiple:
    case QuestionType.indefinite:
      return (
        <Checkbox.Group
          className="exam-choices"
          value={Array.isArray(value) ? value : []}
          disabled={disabled}
          onChange={(keys) =>
            onChange(question.options.map((o) => o.key).filter((key) => keys.includes(key)))
          }
          data-testid={testId}
        >
          {question.options.map((option, index) => (
            <Checkbox key={option.key} value={option.key} data-testid={`${testId}-${option.key}`}>
              {optionLabel(option, index)}
            </Checkbox>
          ))}
        </Checkbox.Group>
      );
    case QuestionType.blank: {
      const blanks = Array.isArray(value) ? value : [];
      const count = Math.max(question.blankCount, 1);
      return (
        <div className="exam-blanks" data-testid={testId}>
          {Array.from({ length: count }, (_, index) => (
            <Input
              // biome-ignore lint/suspicious/noArrayIndexKey: blanks are positions, never reordered
              key={index}
              addonBefore={t('paper.blank', { n: index + 1 })}
              aria-label={t('paper.blank', { n: index + 1 })}
              maxLength={EXAM_RULES.blankAnswerMax}
              value={blanks[index] ?? ''}
              disabled={disabled}
              data-testid={`${testId}-blank-${index}`}
              onChange={(event) => {
                const next = Array.from({ length: count }, (_, i) => blanks[i] ?? '');
                next[index] = event.target.value;
                onChange(next);
              }}
            />
          ))}
        </div>
      );
    }
    case QuestionType.shortAnswer:
      return (
        <Input.TextArea
          rows={5}
          maxLength={EXAM_RULES.shortAnswerMax}
          showCount
          placeholder={t('paper.shortPlaceholder')}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      );
    default:
      return null;
  }
}

/** Whether an answer counts as answered on the answer card. */
export function isAnswered(value: TAnswerValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return value.some((part) => part.trim() !== '');
}

/**
 * The answer keys written as letters by their position in the given options, in letter order: keys come
 * in the bank's order, which a shuffled paper does not show ("C、D", never "D、C").
 */
export function lettersOf(keys: readonly string[], options: TPaperOption[]): string {
  return keys
    .map((key) => {
      const index = options.findIndex((option) => option.key === key);
      return index >= 0 ? LETTERS[index]! : key;
    })
    .sort()
    .join('、');
}
