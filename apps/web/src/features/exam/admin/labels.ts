// Narrowing helpers for the exam back office's labels: values read from replies are checked before they
// name a translation key.
import { QuestionType } from '@elearning/shared';

export const DIFFICULTIES = [
  { value: 1, key: 'easy' },
  { value: 2, key: 'medium' },
  { value: 3, key: 'hard' },
] as const;
export type Difficulty = (typeof DIFFICULTIES)[number]['value'];
export const ANSWER_MODES = [
  { value: 1, key: 'whole' },
  { value: 2, key: 'oneByOne' },
] as const;

/** The translation key's last part of a difficulty. */
export function difficultyKey(value: Difficulty) {
  return value === 1 ? 'easy' : value === 2 ? 'medium' : 'hard';
}

export function isDifficulty(value: number): value is Difficulty {
  return value === 1 || value === 2 || value === 3;
}

const TYPES: readonly string[] = Object.values(QuestionType);

export function isQuestionType(value: string): value is QuestionType {
  return TYPES.includes(value);
}
