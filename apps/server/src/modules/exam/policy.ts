// Who may do what with an exam, declared in one place: which learners an exam is arranged to (as SQL
// conditions), when a learner may join, when answers may be seen, and that lecturers only touch their own.
import {
  type ErrorCode,
  EXAM_PATTERN_ONLINE,
  ExamAnswerVisibility,
  ExamArrangementTarget,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { AuthUser } from '../../core/request-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from './sql-rows.ts';

/** The learner facts arrangements match on: the user, their position and their org unit with its ancestors. */
export type Learner = { tenantId: string; userId: number; positionId: number | null; orgIds: number[] };

const ORG_CACHE_MS = 30_000;
const orgCache = new Map<string, { ids: number[]; until: number }>();

/** The user's org unit and every unit above it: an exam arranged to a unit reaches everyone below it. */
export async function orgLineOf(db: DbOrTx, tenantId: string, orgId: number | null): Promise<number[]> {
  if (orgId === null) return [];
  const key = `${tenantId}:${orgId}`;
  const cached = orgCache.get(key);
  if (cached && cached.until > Date.now()) return cached.ids;
  const result = await queryRows<{ id: number }>(
    db,
    sql`
    WITH RECURSIVE line AS (
      SELECT id, parent_id FROM organisations WHERE tenant_id = ${tenantId} AND id = ${orgId}
      UNION
      SELECT o.id, o.parent_id FROM organisations o JOIN line ON o.id = line.parent_id
      WHERE o.tenant_id = ${tenantId}
    )
    SELECT id FROM line`,
  );
  const ids = result.map((row) => Number(row.id));
  if (orgCache.size > 10_000) orgCache.clear();
  orgCache.set(key, { ids, until: Date.now() + ORG_CACHE_MS });
  return ids;
}

export async function learnerOf(db: DbOrTx, tenantId: string, user: AuthUser): Promise<Learner> {
  return {
    tenantId,
    userId: user.id,
    positionId: user.positionId,
    orgIds: await orgLineOf(db, tenantId, user.orgId),
  };
}

/** SQL: the exam `examId` is arranged to this learner (or, without a learner, to everyone). */
export function arrangedTo(examId: SQL, tenantId: string, learner: Learner | null): SQL {
  if (!learner) {
    return sql`EXISTS (SELECT 1 FROM exam_arrangements ar WHERE ar.tenant_id = ${tenantId}
      AND ar.exam_id = ${examId} AND ar.target_type = ${ExamArrangementTarget.all})`;
  }
  const orgMatch =
    learner.orgIds.length > 0
      ? sql`OR (ar.target_type = ${ExamArrangementTarget.org} AND ar.target_id IN (${sql.join(
          learner.orgIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`
      : sql``;
  const positionMatch =
    learner.positionId !== null
      ? sql`OR (ar.target_type = ${ExamArrangementTarget.position} AND ar.target_id = ${learner.positionId})`
      : sql``;
  return sql`EXISTS (SELECT 1 FROM exam_arrangements ar WHERE ar.tenant_id = ${tenantId} AND ar.exam_id = ${examId}
    AND (ar.target_type = ${ExamArrangementTarget.all}
      OR (ar.target_type = ${ExamArrangementTarget.user} AND ar.target_id = ${learner.userId})
      ${positionMatch} ${orgMatch}))`;
}

/**
 * SQL selecting the ids of every active user of the tenant an exam is arranged to (org units reach their
 * descendants). Used by the lecturer's examinee list and the absence sweep.
 */
export function arrangedUserIds(tenantId: string, examId: SQL): SQL {
  return sql`(
    WITH RECURSIVE units AS (
      SELECT o.id FROM organisations o
      JOIN exam_arrangements ar ON ar.tenant_id = ${tenantId} AND ar.exam_id = ${examId}
        AND ar.target_type = ${ExamArrangementTarget.org} AND ar.target_id = o.id
      WHERE o.tenant_id = ${tenantId}
      UNION
      SELECT c.id FROM organisations c JOIN units ON c.parent_id = units.id WHERE c.tenant_id = ${tenantId}
    )
    SELECT u.id FROM users u
    WHERE u.tenant_id = ${tenantId} AND NOT u.disabled AND (
      u.org_id IN (SELECT id FROM units)
      OR EXISTS (SELECT 1 FROM exam_arrangements ar WHERE ar.tenant_id = ${tenantId} AND ar.exam_id = ${examId}
        AND (ar.target_type = ${ExamArrangementTarget.all}
          OR (ar.target_type = ${ExamArrangementTarget.user} AND ar.target_id = u.id)
          OR (ar.target_type = ${ExamArrangementTarget.position} AND ar.target_id = u.position_id)))
    ))`;
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

/** A lecturer manages and marks only the exams they own. */
export function assertOwner(exam: { ownerId: number | null } | undefined, userId: number): void {
  if (!exam) throw new AppError('NOT_FOUND');
  if (exam.ownerId !== userId) throw new AppError('EXAM_NOT_OWNER');
}
