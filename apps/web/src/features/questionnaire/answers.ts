// The fill page's answer model: one string per question in the stored form (option ids comma-joined, the
// matrix one id per row), what counts as answered, and the progress answered / required.
import { AsqQuestionType, type TAsqAnswerItem, type TQuestionnaireQuestion } from '@elearning/shared';

export type Answers = Record<string, string>;

export function initialAnswers(questions: readonly TQuestionnaireQuestion[]): Answers {
  return Object.fromEntries(questions.map((question) => [question.questionId, question.answerUser]));
}

export function isAnswered(question: TQuestionnaireQuestion, value: string | undefined): boolean {
  if (!value) return false;
  if (question.type === AsqQuestionType.matrix) {
    const cells = value.split(',');
    return cells.length === question.rows.length && cells.every(Boolean);
  }
  return value.trim() !== '';
}

/** SPEC ORIGINAL-UI "Questionnaire": the progress bar counts answered required questions over required ones. */
export function progressOf(questions: readonly TQuestionnaireQuestion[], answers: Answers) {
  const required = questions.filter((question) => question.status === 1);
  const answered = required.filter((question) => isAnswered(question, answers[question.questionId])).length;
  return {
    answered,
    required: required.length,
    percent: required.length ? Math.round((answered / required.length) * 100) : 100,
  };
}

/** The required questions still open, by their 1-based number. */
export function missingRequired(questions: readonly TQuestionnaireQuestion[], answers: Answers): number[] {
  return questions.flatMap((question, index) =>
    question.status === 1 && !isAnswered(question, answers[question.questionId]) ? [index + 1] : [],
  );
}

export function toAnswerList(answers: Answers): TAsqAnswerItem[] {
  return Object.entries(answers).map(([questionId, answerUser]) => ({ questionId, answerUser }));
}

/** A matrix cell changed: the row's option id at its index, other rows kept. */
export function setMatrixCell(
  question: TQuestionnaireQuestion,
  value: string,
  rowIndex: number,
  optionId: string,
): string {
  const cells = value ? value.split(',') : [];
  const next = question.rows.map((_, index) => cells[index] ?? '');
  next[rowIndex] = optionId;
  return next.join(',');
}
