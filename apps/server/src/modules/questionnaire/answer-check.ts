// The answer rules of a questionnaire, checked on the server for every draft and submission: answers name
// questions of the plan, choices name options (the original client sends the option's text; we accept its
// id or its text and store ids), multiple choice respects min and max, ratings stay on the scale, and on
// submit every required question is answered (a required matrix in every row).
import { AsqQuestionType, type TAsqAnswerItem, type TAsqQuestion } from '@elearning/shared';
import { AppError } from '../../core/app-error.ts';

type Mode = 'draft' | 'submit';

function fail(code: ConstructorParameters<typeof AppError>[0], questionId: string): never {
  throw new AppError(code, { response: { questionId } });
}

function optionIdOf(question: TAsqQuestion, given: string): string {
  const option = question.options.find((item) => item.id === given || item.content === given);
  if (!option) fail('QUESTIONNAIRE_CHOICE_INVALID', question.id);
  return option.id;
}

function parts(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** One answer in its stored form ('' when unanswered). */
function normalise(question: TAsqQuestion, raw: string, mode: Mode): string {
  const value = raw.trim();
  if (value === '') return '';
  switch (question.type) {
    case AsqQuestionType.short:
      return value;
    case AsqQuestionType.single:
      return optionIdOf(question, value);
    case AsqQuestionType.multi: {
      const ids = [...new Set(parts(value).map((part) => optionIdOf(question, part)))];
      const max = question.multiMax ?? question.options.length;
      if (ids.length > max) fail('QUESTIONNAIRE_MULTI_TOO_MANY', question.id);
      if (mode === 'submit' && ids.length < (question.multiMin ?? 0))
        fail('QUESTIONNAIRE_MULTI_TOO_FEW', question.id);
      return ids.join(',');
    }
    case AsqQuestionType.rating: {
      const score = Number(value);
      const max = question.ratingMax ?? 5;
      if (!Number.isInteger(score) || score < 1 || score > max)
        fail('QUESTIONNAIRE_CHOICE_INVALID', question.id);
      return String(score);
    }
    case AsqQuestionType.matrix: {
      const cells = value.split(',').map((part) => part.trim());
      if (cells.length !== question.rows.length) fail('QUESTIONNAIRE_CHOICE_INVALID', question.id);
      const ids = cells.map((cell) => (cell === '' ? '' : optionIdOf(question, cell)));
      return ids.some(Boolean) ? ids.join(',') : '';
    }
  }
}

/** The answers as stored: question id → answer; refuses what breaks a rule (naming the question). */
export function checkAnswers(
  questions: readonly TAsqQuestion[],
  given: readonly TAsqAnswerItem[],
  mode: Mode,
): Record<string, string> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answers: Record<string, string> = {};
  for (const item of given) {
    const question = byId.get(item.questionId);
    if (!question) fail('QUESTIONNAIRE_UNKNOWN_QUESTION', item.questionId);
    const value = normalise(question, item.answerUser, mode);
    if (value !== '') answers[question.id] = value;
  }
  if (mode === 'submit') {
    const complete = (question: TAsqQuestion) => {
      const value = answers[question.id];
      if (!value) return false;
      return question.type !== AsqQuestionType.matrix || value.split(',').every(Boolean);
    };
    const missing = questions.find((question) => question.required && !complete(question));
    if (missing) fail('QUESTIONNAIRE_REQUIRED_MISSING', missing.id);
  }
  return answers;
}
