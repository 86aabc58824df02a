// Who may see, submit and review which homework, in one place. An assignment is the learner's when one of
// its targets names them; it is the lecturer's when they are its reviewer (or its author). Anything else —
// another tenant's or user's — is a 404. The submission rules (due date, graded is final, file types and
// sizes, checked on the file service's records) are decided here too.
import { HOMEWORK_RULES, HomeworkState, homeworkPrivilegeCodes } from '@elearning/shared';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { holdsPrivilege } from '../../core/back-office.ts';
import { TargetType, targetsSubject } from '../../core/org-scope.ts';
import type { AuthContext } from '../../core/request-context.ts';
import type { Db } from '../../db/client.ts';

/** SQL: assignment `h` is handed to the caller. */
export function jobTargets(actor: Actor, orgLine?: readonly number[]): SQL {
  const match = targetsSubject('t', actor, orgLine ? { all: true, orgLine } : { all: true });
  return sql`h.tenant_id = ${actor.tenantId} and exists (select 1 from homework_targets t
    where t.tenant_id = h.tenant_id and t.homework_id = h.id and ${match})`;
}

type Slot = SQL | Placeholder;

/**
 * SQL: assignment `h` is handed to the learner — `jobTargets` with placeholders for a prepared statement (the
 * same matches: everyone, the user, a unit of their org line, their position, a group they belong to).
 */
export function jobTargetsPrepared(tenantId: Slot, userId: Slot, orgLine: Slot, positionId: Slot): SQL {
  return sql`h.tenant_id = ${tenantId} and exists (select 1 from homework_targets t
    where t.tenant_id = h.tenant_id and t.homework_id = h.id and (t.target_type = ${TargetType.all}
      or (t.target_type = ${TargetType.user} and t.target_id = ${userId})
      or (t.target_type = ${TargetType.org} and t.target_id = any(${orgLine}::int[]))
      or (t.target_type = ${TargetType.position} and t.target_id = ${positionId})
      or (t.target_type = ${TargetType.group} and t.target_id in (select gm.group_id from user_group_members gm
        where gm.tenant_id = ${tenantId} and gm.user_id = ${userId}))))`;
}

/**
 * SQL: the assignments (`h`, creator `cu`) the caller may review: theirs as reviewer or author, and — for a
 * back-office user holding the homework privilege (the original back office's course page calls
 * listCourseJob and saveCourseLinkedStudentOrTeacher) — every one of their data scope (`scope`).
 */
export async function reviewAccess(
  db: Db,
  actor: Actor,
  auth: AuthContext | undefined,
  scope: () => Promise<SQL>,
): Promise<SQL> {
  if (auth && (await holdsPrivilege(db, auth, homeworkPrivilegeCodes.job)))
    return sql`(${jobReviewedBy(actor)} or (h.tenant_id = ${actor.tenantId} and ${await scope()}))`;
  return jobReviewedBy(actor);
}

/** SQL: the caller reviews assignment `h`. */
export function jobReviewedBy(actor: Actor): SQL {
  return sql`h.tenant_id = ${actor.tenantId} and (h.lecturer_id = ${actor.userId} or h.creator_id = ${actor.userId})`;
}

export function requireFound<T>(row: T | undefined | null): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Resubmission is open until graded and until the due date. */
export function requireOpenForSubmission(
  job: { due_at: number | null },
  submission: { state: number } | undefined,
): void {
  if (submission?.state === HomeworkState.graded) throw new AppError('HOMEWORK_GRADED');
  if (job.due_at !== null && Date.now() > job.due_at) throw new AppError('HOMEWORK_OVERDUE');
}

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/** A handed-in file as the file service recorded it: what counts, never what the browser says. */
export type StoredHomeworkFile = { fileName: string; ext: string; size: number; field: string };

/**
 * Each attached file must be a stored file of this tenant that the learner uploaded themselves (`file` is the
 * tenant's record the address points at, null when there is none); anything else is refused naming the field.
 */
export function requireOwnUpload<F extends { ownerUserId: number; ext: string }>(
  file: F | null,
  learnerId: number,
  handed: { fileName: string; ext: string | null; field: string },
): F {
  if (!file || file.ownerUserId !== learnerId || (handed.ext !== null && handed.ext !== file.ext))
    throw new AppError('HOMEWORK_FILE_UNKNOWN', {
      params: { fileName: handed.fileName },
      fields: [{ field: handed.field, message: 'homework.fileUnknown' }],
    });
  return file;
}

/**
 * SPEC §5 and the assignment's own rules, on the stored records: an allowed type (the stored file's and the
 * shown name's extension), at most the allowed size (the stored size).
 */
export function requireAllowedFiles(
  job: { allowed_types: string[]; max_size_mb: number },
  files: StoredHomeworkFile[],
): void {
  const allowed: readonly string[] = job.allowed_types.length
    ? job.allowed_types
    : HOMEWORK_RULES.defaultExtensions;
  for (const file of files) {
    if (!allowed.includes(file.ext.toLowerCase()) || !allowed.includes(extensionOf(file.fileName)))
      throw new AppError('HOMEWORK_FILE_TYPE', { response: { fileName: file.fileName, field: file.field } });
    if (file.size > job.max_size_mb * 1024 * 1024)
      throw new AppError('HOMEWORK_FILE_TOO_LARGE', {
        response: { fileName: file.fileName, field: file.field },
      });
  }
}
