// The questions of a paper in order, with a heading wherever a new section starts.
import type { TQuestionnaireQuestion } from '@elearning/shared';
import { Fragment } from 'react';
import type { Answers } from '../answers.ts';
import { QuestionField } from './QuestionField.tsx';

type Props = {
  questions: readonly TQuestionnaireQuestion[];
  answers: Answers;
  onChange?: (questionId: string, value: string) => void;
  readOnly?: boolean;
};

export function QuestionList({ questions, answers, onChange, readOnly }: Props) {
  return (
    <div className="asq-questions">
      {questions.map((question, index) => (
        <Fragment key={question.questionId}>
          {question.section && question.section !== questions[index - 1]?.section ? (
            <h2 className="asq-section">{question.section}</h2>
          ) : null}
          <QuestionField
            question={question}
            index={index}
            value={answers[question.questionId] ?? ''}
            readOnly={readOnly}
            onChange={(value) => onChange?.(question.questionId, value)}
          />
        </Fragment>
      ))}
    </div>
  );
}
