// Draft saves, the heart of "never lose an answer": each answer is upserted by (attempt, question) and only
// replaces what is stored when its client sequence number is higher, so a late, stale save can never
// overwrite a newer one. The statement itself checks (under a share lock on the attempt row) that the
// attempt is open and inside its deadline, so a save can never slip in after a submit has scored.
import {
  EXAM_RULES,
  ExamAnswerMode,
  ExamAttemptStatus,
  type TAnswerAck,
  type TAnswerItem,
} from '@elearning/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { examAnswers, examAttempts } from '../../db/schema/index.ts';
import { type AttemptFacts, answerFits, attemptOf } from './attempt-facts.ts';
import { acceptsUntil, closeIfOverdue } from './close-service.ts';
import { saveInBatch } from './draft-batcher.ts';
import { runSaveStatement } from './draft-statement.ts';
import { found } from './policy.ts';

/** The per-question lock of answer mode 2: opened + limit (+ grace for a save in flight); null = no lock. */
export function questionLockAt(facts: AttemptFacts, openedAt: Date | null): Date | null {
  if (facts.answerMode !== ExamAnswerMode.oneByOne || facts.questionTimeLimitSeconds <= 0 || !openedAt)
    return null;
  return new Date(openedAt.getTime() + facts.questionTimeLimitSeconds * 1000);
}

function lockCutoff(facts: AttemptFacts, now: Date): Date | null {
  if (facts.answerMode !== ExamAnswerMode.oneByOne || facts.questionTimeLimitSeconds <= 0) return null;
  return new Date(now.getTime() - facts.questionTimeLimitSeconds * 1000 - EXAM_RULES.questionGraceMs);
}

/** Keeps the highest sequence number per question (one statement may not touch a row twice). */
function newestPerQuestion(items: TAnswerItem[]): TAnswerItem[] {
  const newest = new Map<number, TAnswerItem>();
  for (const item of items) {
    const known = newest.get(item.questionId);
    if (!known || item.seq > known.seq) newest.set(item.questionId, item);
  }
  return [...newest.values()];
}

/** Throws EXAM_ATTEMPT_CLOSED when the attempt no longer takes answers (closing it first when overdue). */
export async function assertOpen(db: DbOrTx, facts: AttemptFacts, now: Date): Promise<void> {
  if (await closeIfOverdue(db, facts, now)) throw new AppError('EXAM_ATTEMPT_CLOSED');
  const [row] = await db
    .select({ status: examAttempts.status })
    .from(examAttempts)
    .where(and(eq(examAttempts.tenantId, facts.tenantId), eq(examAttempts.id, facts.id)));
  if (row?.status !== ExamAttemptStatus.inProgress || now > acceptsUntil(facts.deadlineAt)) {
    throw new AppError('EXAM_ATTEMPT_CLOSED');
  }
}

/**
 * Stores a batch of answers. Every item is acknowledged: 'saved' (stored now), 'stale' (the server holds
 * an equal or newer one), 'locked' (its mode-2 clock ran out) or 'invalid' (shape does not fit the question).
 * Throws EXAM_ATTEMPT_CLOSED when the attempt is submitted or past its deadline.
 */
export async function saveAnswers(
  db: DbOrTx,
  facts: AttemptFacts,
  items: TAnswerItem[],
  now: Date,
  options: { batchOn?: Db } = {},
): Promise<TAnswerAck[]> {
  const acks = new Map<number, TAnswerAck>();
  const valid: TAnswerItem[] = [];
  for (const item of newestPerQuestion(items)) {
    const question = facts.questions.get(item.questionId);
    if (!question || !answerFits(question, item.answer)) {
      acks.set(item.questionId, { questionId: item.questionId, seq: item.seq, status: 'invalid' });
    } else valid.push(item);
  }
  if (valid.length === 0) return newestPerQuestion(items).map((item) => acks.get(item.questionId)!);
  if (now > acceptsUntil(facts.deadlineAt)) {
    await closeIfOverdue(db, facts, now);
    throw new AppError('EXAM_ATTEMPT_CLOSED');
  }
  const cutoff = lockCutoff(facts, now);
  const rows = valid.map((item) => ({
    question_id: item.questionId,
    answer: item.answer,
    doubtful: item.doubtful,
    seq: item.seq,
  }));
  const params = {
    tenantId: facts.tenantId,
    attemptId: facts.id,
    userId: facts.userId,
    acceptAfter: new Date(now.getTime() - EXAM_RULES.deadlineGraceMs),
    now,
    lockCutoff: cutoff ?? new Date(0),
  };
  // A draft save joins the next batch; a submit writes its own answers at once, right before it closes.
  const stored = options.batchOn
    ? await saveInBatch(options.batchOn, { ...params, rows })
    : await runSaveStatement(db, { ...params, answers: JSON.stringify(rows) });
  // Something not stored: the attempt may have closed (then the save is refused), or those were stale.
  if (stored.length < valid.length) await assertOpen(db, facts, now);
  const savedIds = new Set(stored.map((row) => row.questionId));
  const others = valid.filter((item) => !savedIds.has(item.questionId));
  // Not stored: an equal or newer answer is held (stale), or — in answer mode 2 only — its question locked.
  const heldSeq = new Map<number, number>();
  if (others.length > 0 && cutoff) {
    const held = await db
      .select({ questionId: examAnswers.questionId, seq: examAnswers.seq })
      .from(examAnswers)
      .where(
        and(
          eq(examAnswers.tenantId, facts.tenantId),
          eq(examAnswers.attemptId, facts.id),
          inArray(
            examAnswers.questionId,
            others.map((item) => item.questionId),
          ),
        ),
      );
    for (const row of held) heldSeq.set(row.questionId, row.seq);
  }
  for (const item of others) {
    const stale = !cutoff || (heldSeq.get(item.questionId) ?? 0) >= item.seq;
    acks.set(item.questionId, {
      questionId: item.questionId,
      seq: item.seq,
      status: stale ? 'stale' : 'locked',
    });
  }
  for (const item of valid) {
    if (savedIds.has(item.questionId))
      acks.set(item.questionId, { questionId: item.questionId, seq: item.seq, status: 'saved' });
  }
  return newestPerQuestion(items).map((item) => acks.get(item.questionId)!);
}

/** `saveDraft`: the learner's attempt and how each answer was taken. */
export async function saveDraft(
  db: Db,
  options: { learner: Actor; attemptId: number; answers: TAnswerItem[]; now: Date },
) {
  const facts = await attemptOf(db, options.learner, options.attemptId);
  const acks = await saveAnswers(db, facts, options.answers, options.now, { batchOn: db });
  return { facts, acks };
}

/** Answer mode 2: starts a question's own clock (the first open counts; reopening keeps it). */
export async function openQuestion(
  db: DbOrTx,
  options: { learner: Actor; attemptId: number; questionId: number; now: Date },
): Promise<{ questionId: number; openedAt: Date; lockAt: Date | null }> {
  const { questionId, now } = options;
  const facts = await attemptOf(db, options.learner, options.attemptId);
  found(facts.questions.get(questionId));
  await assertOpen(db, facts, now);
  await db
    .insert(examAnswers)
    .values({
      tenantId: facts.tenantId,
      attemptId: facts.id,
      questionId,
      seq: 0,
      openedAt: now,
      savedAt: now,
    })
    .onConflictDoUpdate({
      target: [examAnswers.attemptId, examAnswers.questionId],
      set: { openedAt: sql`coalesce(${examAnswers.openedAt}, excluded.opened_at)` },
    });
  const [row] = await db
    .select({ openedAt: examAnswers.openedAt })
    .from(examAnswers)
    .where(
      and(
        eq(examAnswers.tenantId, facts.tenantId),
        eq(examAnswers.attemptId, facts.id),
        eq(examAnswers.questionId, questionId),
      ),
    );
  const openedAt = row?.openedAt ?? now;
  return { questionId, openedAt, lockAt: questionLockAt(facts, openedAt) };
}
