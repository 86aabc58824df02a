// Unit tests of objective scoring, one block per question type, including the partial-credit rules of
// multiple and indefinite choice and of blanks (docs/ARCHITECTURE.md "Exams").
import { QuestionType } from '@elearning/shared';
import { describe, expect, it } from 'vitest';
import { isEmptyAnswer, normaliseBlank, type Scorable, scoreAnswer, verdictOfMark } from './scoring.ts';

const q = (type: QuestionType, answer: Scorable['answer']): Scorable => ({ type, answer });

describe('single choice and true/false', () => {
  const single = q(QuestionType.single, { keys: ['B'] });
  const judgment = q(QuestionType.judgment, { keys: ['F'] });

  it('is all or nothing', () => {
    expect(scoreAnswer(single, 5, 'B')).toEqual({ score: 5, verdict: 'correct' });
    expect(scoreAnswer(single, 5, 'A')).toEqual({ score: 0, verdict: 'wrong' });
    expect(scoreAnswer(judgment, 2, 'F')).toEqual({ score: 2, verdict: 'correct' });
    expect(scoreAnswer(judgment, 2, 'T')).toEqual({ score: 0, verdict: 'wrong' });
  });

  it('scores an empty or over-full answer as wrong', () => {
    expect(scoreAnswer(single, 5, null).verdict).toBe('wrong');
    expect(scoreAnswer(single, 5, undefined).verdict).toBe('wrong');
    expect(scoreAnswer(single, 5, ['B', 'C']).score).toBe(0);
  });
});

describe('multiple choice', () => {
  const multiple = q(QuestionType.multiple, { keys: ['A', 'C', 'D'] });

  it('gives the full score for exactly the right options, in any order', () => {
    expect(scoreAnswer(multiple, 4, ['D', 'A', 'C'])).toEqual({ score: 4, verdict: 'correct' });
  });

  it('gives half the score for a correct subset', () => {
    expect(scoreAnswer(multiple, 4, ['A'])).toEqual({ score: 2, verdict: 'partial' });
    expect(scoreAnswer(multiple, 5, ['A', 'C'])).toEqual({ score: 2.5, verdict: 'partial' });
  });

  it('gives nothing when any wrong option is chosen', () => {
    expect(scoreAnswer(multiple, 4, ['A', 'B'])).toEqual({ score: 0, verdict: 'wrong' });
    expect(scoreAnswer(multiple, 4, ['A', 'B', 'C', 'D']).score).toBe(0);
    expect(scoreAnswer(multiple, 4, []).score).toBe(0);
  });
});

describe('indefinite choice', () => {
  const indefinite = q(QuestionType.indefinite, { keys: ['A', 'B', 'C'] });

  it('gives the share of right options chosen, rounded to two decimals', () => {
    expect(scoreAnswer(indefinite, 6, ['A', 'B', 'C'])).toEqual({ score: 6, verdict: 'correct' });
    expect(scoreAnswer(indefinite, 6, ['A', 'B'])).toEqual({ score: 4, verdict: 'partial' });
    expect(scoreAnswer(indefinite, 4, ['C'])).toEqual({ score: 1.33, verdict: 'partial' });
  });

  it('gives nothing when any wrong option is chosen', () => {
    expect(scoreAnswer(indefinite, 6, ['A', 'D'])).toEqual({ score: 0, verdict: 'wrong' });
  });

  it('accepts a single key sent as text', () => {
    expect(scoreAnswer(q(QuestionType.indefinite, { keys: ['A'] }), 3, 'A').verdict).toBe('correct');
  });
});

describe('fill in the blank', () => {
  const blank = q(QuestionType.blank, { blanks: [['北京'], ['8', '八']] });

  it('accepts any listed answer per blank after normalising', () => {
    expect(scoreAnswer(blank, 10, [' 北京 ', '８'])).toEqual({ score: 10, verdict: 'correct' });
    expect(normaliseBlank('  Hello   World ')).toBe('hello world');
  });

  it('gives the share of right blanks', () => {
    expect(scoreAnswer(blank, 10, ['北京', '9'])).toEqual({ score: 5, verdict: 'partial' });
    expect(scoreAnswer(blank, 10, ['上海', ''])).toEqual({ score: 0, verdict: 'wrong' });
  });
});

describe('short answer and groups', () => {
  it('leaves a written short answer pending and scores an empty one 0', () => {
    const short = q(QuestionType.shortAnswer, { reference: 'x' });
    expect(scoreAnswer(short, 20, '我的回答')).toEqual({ score: null, verdict: 'pending' });
    expect(scoreAnswer(short, 20, '   ')).toEqual({ score: 0, verdict: 'wrong' });
  });

  it('never scores a group itself (its sub-questions are)', () => {
    expect(scoreAnswer(q(QuestionType.group, null), 10, 'A').score).toBe(0);
  });

  it('turns a lecturer mark into a verdict', () => {
    expect(verdictOfMark(20, 20)).toBe('correct');
    expect(verdictOfMark(5, 20)).toBe('partial');
    expect(verdictOfMark(0, 20)).toBe('wrong');
  });

  it('knows an empty answer', () => {
    expect(isEmptyAnswer(['', ' '])).toBe(true);
    expect(isEmptyAnswer(['', 'x'])).toBe(false);
  });
});
