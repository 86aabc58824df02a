// The facts of an attempt that never change after joining (owner, exam rules, deadline, the questions of
// its paper with their types and option keys), cached in process so a draft save costs one statement; the
// bank part comes from the paper cache, read once per paper rather than once per taker.
// Status is never cached: it is read inside the statements that depend on it.
import { QuestionType, type TAnswerValue } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { keptInMemory } from '../../core/kept-in-memory.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type AttemptLayout, examAttempts, exams, type QuestionAnswerKey } from '../../db/schema/index.ts';
import { paperQuestionContent } from './paper-cache.ts';
import { answerableQuestions } from './paper-layout.ts';
import { assertOwnAttempt, found } from './policy.ts';

export type AnswerableQuestion = {
  id: number;
  type: QuestionType;
  score: number;
  optionKeys: Set<string>;
  blankCount: number;
};

export type AttemptFacts = {
  id: number;
  tenantId: string;
  userId: number;
  examId: number;
  batchId: number;
  startedAt: Date;
  deadlineAt: Date;
  answerMode: number;
  questionTimeLimitSeconds: number;
  earliestSubmitMinutes: number;
  closedBook: boolean;
  layout: AttemptLayout;
  questions: Map<number, AnswerableQuestion>;
};

const CACHE_MAX = 5000;
const cache = keptInMemory(new Map<string, AttemptFacts>());

function blankCountOf(answer: QuestionAnswerKey | null): number {
  return answer && 'blanks' in answer ? answer.blanks.length : 0;
}

async function load(db: DbOrTx, tenantId: string, attemptId: number): Promise<AttemptFacts | null> {
  const [row] = await db
    .select({
      attempt: examAttempts,
      answerMode: exams.answerMode,
      questionTimeLimitSeconds: exams.questionTimeLimitSeconds,
      earliestSubmitMinutes: exams.earliestSubmitMinutes,
      closedBook: exams.closedBook,
    })
    .from(examAttempts)
    .innerJoin(exams, and(eq(exams.id, examAttempts.examId), eq(exams.tenantId, tenantId)))
    .where(and(eq(examAttempts.tenantId, tenantId), eq(examAttempts.id, attemptId)))
    .limit(1);
  if (!row) return null;
  const layoutQuestions = answerableQuestions(row.attempt.layout);
  const ids = layoutQuestions.map((question) => question.id);
  const bank = await paperQuestionContent(db, tenantId, ids);
  const questions = new Map<number, AnswerableQuestion>();
  for (const entry of layoutQuestions) {
    const question = bank.get(entry.id);
    if (!question) continue;
    questions.set(entry.id, {
      id: entry.id,
      type: question.type,
      score: entry.score,
      optionKeys: new Set(question.options.map((option) => option.key)),
      blankCount: blankCountOf(question.answer),
    });
  }
  const { attempt } = row;
  return {
    id: attempt.id,
    tenantId,
    userId: attempt.userId,
    examId: attempt.examId,
    batchId: attempt.batchId,
    startedAt: attempt.startedAt,
    deadlineAt: attempt.deadlineAt,
    answerMode: row.answerMode,
    questionTimeLimitSeconds: row.questionTimeLimitSeconds,
    earliestSubmitMinutes: row.earliestSubmitMinutes,
    closedBook: row.closedBook,
    layout: attempt.layout,
    questions,
  };
}

/**
 * The attempt's facts when it belongs to this learner. Another learner's attempt (or another tenant's)
 * is simply not found: nobody learns that it exists.
 */
export async function attemptOf(
  db: DbOrTx,
  owner: { tenantId: string; userId: number },
  attemptId: number,
): Promise<AttemptFacts> {
  const key = `${owner.tenantId}:${attemptId}`;
  let facts = cache.get(key);
  if (!facts) {
    facts = found(await load(db, owner.tenantId, attemptId));
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, facts);
  }
  assertOwnAttempt(facts, owner.userId);
  return facts;
}

/** Drops an attempt's cached facts (after its row was changed outside the learner's calls). */
export function forgetAttemptFacts(tenantId: string, attemptId: number): void {
  cache.delete(`${tenantId}:${attemptId}`);
}

/** Whether an answer has the shape its question takes (option keys that exist, blanks that fit). */
export function answerFits(question: AnswerableQuestion, answer: TAnswerValue): boolean {
  if (answer === null) return true;
  switch (question.type) {
    case QuestionType.single:
    case QuestionType.judgment:
      return typeof answer === 'string' && (answer === '' || question.optionKeys.has(answer));
    case QuestionType.multiple:
    case QuestionType.indefinite:
      return (
        Array.isArray(answer) &&
        new Set(answer).size === answer.length &&
        answer.every((key) => question.optionKeys.has(key))
      );
    case QuestionType.blank:
      return Array.isArray(answer) && answer.length <= Math.max(question.blankCount, 1);
    case QuestionType.shortAnswer:
      return typeof answer === 'string';
    default:
      return false;
  }
}
