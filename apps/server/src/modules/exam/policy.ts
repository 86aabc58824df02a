// Who may do what with an exam, decided in one place: which learners an exam is arranged to (as SQL, on
// the shared organisation scope), when a learner may join, when answers may be seen, that an attempt is
// only its learner's and an exam only its lecturer's. Everything the exam domain refuses as not found or
// forbidden is thrown here; another tenant's or another learner's record is simply not found.
import {
  type ErrorCode,
  EXAM_PATTERN_ONLINE,
  ExamAnswerVisibility,
  ExamArrangementTarget,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import { type DataScope, inDataScope } from '../../core/data-scope.ts';
import { orgLineOf, type ScopeSubject, targetsSubject, usersTargetedBy } from '../../core/org-scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRow } from '../../db/rows.ts';

/** A learner as arrangements see them: the person plus their org unit and the units above it. */
export type Examinee = { subject: ScopeSubject; orgLine: readonly number[] };

/** The caller's arrangement facts (the org line is cached by the org-scope module). */
export async function examineeOf(db: DbOrTx, subject: ScopeSubject): Promise<Examinee> {
  return { subject, orgLine: await orgLineOf(db, subject.tenantId, subject.orgId) };
}

/** SQL: the exam `examId` is arranged to this learner (or, without a learner, to everyone). */
export function arrangedTo(examId: SQL, tenantId: string, examinee: Examinee | null): SQL {
  const match = examinee
    ? targetsSubject('ar', examinee.subject, { all: true, orgLine: examinee.orgLine })
    : sql`ar.target_type = ${ExamArrangementTarget.all}`;
  return sql`EXISTS (SELECT 1 FROM exam_arrangements ar
    WHERE ar.tenant_id = ${tenantId} AND ar.exam_id = ${examId} AND ${match})`;
}

/**
 * SQL selecting the ids of every active user of the tenant an exam is arranged to (org units reach their
 * descendants). Used by the lecturer's figures and examinee list, and by the absence sweep.
 */
export function arrangedUserIds(tenantId: string, examId: SQL): SQL {
  return usersTargetedBy(
    tenantId,
    sql`(SELECT ar.target_type, ar.target_id FROM exam_arrangements ar
      WHERE ar.tenant_id = ${tenantId} AND ar.exam_id = ${examId})`,
  );
}

/** Whether the exam is arranged to the learner. */
export async function isArranged(db: DbOrTx, examinee: Examinee, examId: number): Promise<boolean> {
  const row = await queryRow(
    db,
    sql`SELECT ${arrangedTo(sql`${examId}::int`, examinee.subject.tenantId, examinee)} AS ok`,
    { ok: col.bool },
  );
  return row?.ok === true;
}

/** A record the caller may see, or NOT_FOUND (missing, another tenant's, another learner's). */
export function found<T>(row: T | null | undefined): T {
  if (row === null || row === undefined) throw new AppError('NOT_FOUND');
  return row;
}

/** A learner reads and writes only their own attempts. */
export function assertOwnAttempt(attempt: { userId: number }, userId: number): void {
  if (attempt.userId !== userId) throw new AppError('NOT_FOUND');
}

/** Only a learner the exam is arranged to reads it or joins it. */
export function assertArranged(arranged: boolean): void {
  if (!arranged) throw new AppError('EXAM_NOT_ARRANGED');
}

export type JoinFacts = {
  pattern: string;
  arranged: boolean;
  hasOpenAttempt: boolean;
  batchBegin: Date;
  batchEnd: Date;
  attemptsUsed: number;
  attemptsAllowed: number;
};

/** Why this learner cannot start an attempt in this batch now, or null when they can (or can resume). */
export function joinBlocker(facts: JoinFacts, now: Date): ErrorCode | null {
  if (facts.pattern !== EXAM_PATTERN_ONLINE) return 'EXAM_OFFLINE';
  if (!facts.arranged) return 'EXAM_NOT_ARRANGED';
  if (facts.hasOpenAttempt) return null;
  if (now < facts.batchBegin) return 'EXAM_NOT_STARTED';
  if (now > facts.batchEnd) return 'EXAM_ENDED';
  if (facts.attemptsUsed >= facts.attemptsAllowed) return 'EXAM_NO_ATTEMPTS_LEFT';
  return null;
}

/** Throws the reason this learner cannot join now. */
export function assertCanJoin(facts: JoinFacts, now: Date): void {
  const blocker = joinBlocker(facts, now);
  if (blocker) throw new AppError(blocker);
}

/** Right answers of a submitted attempt are shown only as the exam allows. */
export function answersVisible(
  visibility: string,
  attempt: { submitted: boolean; batchEnd: Date },
  now: Date,
): boolean {
  if (!attempt.submitted) return false;
  if (visibility === ExamAnswerVisibility.afterSubmit) return true;
  if (visibility === ExamAnswerVisibility.afterEnd) return now > attempt.batchEnd;
  return false;
}

/** The answer review is refused unless the exam shows answers now. */
export function assertReviewable(visible: boolean): void {
  if (!visible) throw new AppError('EXAM_ANSWERS_HIDDEN');
}

/** A submitted attempt (or its result) to review; without one there is nothing the learner may see. */
export function reviewable<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new AppError('EXAM_ANSWERS_HIDDEN');
  return value;
}

/** A lecturer manages and marks only the exams they own; another tenant's exam is not found. */
export function assertOwner<T extends { ownerId: number | null }>(exam: T | undefined, userId: number): T {
  if (!exam) throw new AppError('NOT_FOUND');
  if (exam.ownerId !== userId) throw new AppError('EXAM_NOT_OWNER');
  return exam;
}

/**
 * SQL: a back-office record (question, paper, exam) whose creator is `ownerColumn` lies in the caller's data
 * scope — the whole tenant, the creator's org unit within the caller's subtree, or the caller's own records.
 */
export function inAdminScope(tenantId: string, scope: DataScope, ownerColumn: SQL): SQL {
  return inDataScope(tenantId, scope, {
    org: sql`(SELECT su.org_id FROM users su WHERE su.id = ${ownerColumn})`,
    owner: ownerColumn,
  });
}

/** A back-office caller marks an exam they own, review, or (with a whole-tenant scope) any exam. */
export function assertMayMark(facts: { isOwner: boolean; isReviewer: boolean; scopeAll: boolean }): void {
  if (!facts.isOwner && !facts.isReviewer && !facts.scopeAll) throw new AppError('EXAM_NOT_REVIEWER');
}

/**
 * Whether the learner sees the score and pass state of a result: the exam shows scores, and — when its
 * grades are published by hand (`gradePublishing: 'manual'`) — an administrator has published this one.
 */
export function gradeVisible(
  exam: { scoreVisible: boolean; gradePublishing?: string },
  result: { publishedAt: Date | null } | null,
): boolean {
  if (!exam.scoreVisible) return false;
  if (exam.gradePublishing !== 'manual') return true;
  return result !== null && result.publishedAt !== null;
}

/** SQL twin of `gradeVisible` for the exam list: `e` the exam, `res.unpublished` the learner's unpublished results. */
export const gradeVisibleSql = sql`(e.score_visible AND (e.grade_publishing <> 'manual'
  OR (coalesce(res.result_count, 0) > 0 AND coalesce(res.unpublished, 0) = 0)))`;
