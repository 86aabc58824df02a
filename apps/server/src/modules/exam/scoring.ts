// Automatic scoring of one answer, per question type (docs/ARCHITECTURE.md "Exams" states the rules):
// single choice and true/false all or nothing; multiple choice half the score for a correct subset;
// indefinite choice the share of right options chosen; blanks the share of right blanks; any wrong
// option scores 0; short answers wait for the lecturer.
import { AnswerVerdict, QuestionType, type TAnswerValue } from '@elearning/shared';
import type { QuestionAnswerKey } from '../../db/schema/index.ts';

export type Scorable = { type: QuestionType; answer: QuestionAnswerKey | null };
export type ScoreOutcome = { score: number | null; verdict: AnswerVerdict };

/** Share of the score a multiple-choice answer earns when it picks some right options and no wrong one. */
export const MULTIPLE_CHOICE_SUBSET_SHARE = 0.5;

/** Scores are kept to two decimals; rounding happens once, here. */
export function roundPoints(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Blank answers compare after trimming, Unicode NFKC (full-width → half-width), case and inner spaces. */
export function normaliseBlank(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

function keysOf(key: QuestionAnswerKey | null): string[] {
  return key && 'keys' in key ? key.keys : [];
}

/** True when the answer holds nothing a learner wrote or picked. */
export function isEmptyAnswer(answer: TAnswerValue | undefined): boolean {
  if (answer === null || answer === undefined) return true;
  if (typeof answer === 'string') return answer.trim() === '';
  return answer.every((part) => part.trim() === '');
}

function byShare(max: number, share: number): ScoreOutcome {
  if (share >= 1) return { score: max, verdict: AnswerVerdict.correct };
  if (share <= 0) return { score: 0, verdict: AnswerVerdict.wrong };
  return { score: roundPoints(max * share), verdict: AnswerVerdict.partial };
}

function scoreChoices(question: Scorable, max: number, picked: string[]): ScoreOutcome {
  const right = new Set(keysOf(question.answer));
  const chosen = new Set(picked);
  if (right.size === 0 || [...chosen].some((key) => !right.has(key))) return byShare(max, 0);
  const hits = [...chosen].filter((key) => right.has(key)).length;
  if (hits === right.size) return byShare(max, 1);
  if (question.type === QuestionType.multiple) return byShare(max, MULTIPLE_CHOICE_SUBSET_SHARE);
  return byShare(max, hits / right.size);
}

function scoreBlanks(question: Scorable, max: number, given: string[]): ScoreOutcome {
  const blanks = question.answer && 'blanks' in question.answer ? question.answer.blanks : [];
  if (blanks.length === 0) return byShare(max, 0);
  const right = blanks.filter((accepted, index) => {
    const text = normaliseBlank(given[index] ?? '');
    return text !== '' && accepted.some((candidate) => normaliseBlank(candidate) === text);
  }).length;
  return byShare(max, right / blanks.length);
}

/** Scores one answer out of `max` points. Short answers come back pending (score null) unless empty. */
export function scoreAnswer(question: Scorable, max: number, answer: TAnswerValue | undefined): ScoreOutcome {
  if (isEmptyAnswer(answer) || answer === undefined || answer === null) return byShare(max, 0);
  switch (question.type) {
    case QuestionType.single:
    case QuestionType.judgment: {
      const picked = typeof answer === 'string' ? [answer] : answer;
      if (picked.length !== 1) return byShare(max, 0);
      return byShare(
        max,
        keysOf(question.answer).length === 1 && keysOf(question.answer)[0] === picked[0] ? 1 : 0,
      );
    }
    case QuestionType.multiple:
    case QuestionType.indefinite:
      return scoreChoices(question, max, typeof answer === 'string' ? [answer] : answer);
    case QuestionType.blank:
      return scoreBlanks(question, max, typeof answer === 'string' ? [answer] : answer);
    case QuestionType.shortAnswer:
      return { score: null, verdict: AnswerVerdict.pending };
    default:
      // A question group is never answered itself; its sub-questions are.
      return byShare(max, 0);
  }
}

/** The verdict of a lecturer's mark out of `max`. */
export function verdictOfMark(score: number, max: number): AnswerVerdict {
  if (score >= max) return AnswerVerdict.correct;
  return score <= 0 ? AnswerVerdict.wrong : AnswerVerdict.partial;
}
