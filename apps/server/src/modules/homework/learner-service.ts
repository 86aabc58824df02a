// The learner's side of homework: the My Task cards per source with submitted over total, the badge, a
// source's assignments with my submissions, one assignment, and submitting (text and files) until graded.
import {
  fileApiPath,
  filePaths,
  type HomeworkSource,
  HomeworkState,
  homeworkEvents,
  type THomeworkFile,
  type THomeworkList,
  type THomeworkSubmit,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { orgLineOf } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { findFile } from '../file/record-service.ts';
import { fileRefOf } from '../file/zip-service.ts';
import {
  jobTargets,
  requireAllowedFiles,
  requireFound,
  requireOpenForSubmission,
  requireOwnUpload,
  type StoredHomeworkFile,
} from './policy.ts';
import { jobColumns, jobJoins, jobShape, submissionColumns, submissionShape } from './queries.ts';
import { forgetMyCards, keptMyCards } from './queries-my-cards.ts';

/** One page of my cards of a source (queries-my-cards.ts: a prepared statement, kept; the tab's hot call). */
export async function listCards(db: Db, actor: Actor, source: HomeworkSource, query: THomeworkList) {
  const { limit, offset } = pageWindow(query);
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const rows = await keptMyCards(db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    orgLine: [...orgLine],
    positionId: actor.positionId ?? -1,
    source,
    limit,
    offset,
  });
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** The badge: my open work — not handed in (or returned), not past its due date. */
export async function countTodo(db: DbOrTx, actor: Actor): Promise<number> {
  const orgLine = await orgLineOf(db, actor.tenantId, actor.orgId);
  const row = await queryRow(
    db,
    sql`select count(*)::int as n from homework_assignments h
      left join homework_submissions s on s.tenant_id = h.tenant_id and s.homework_id = h.id and s.user_id = ${actor.userId}
      where ${jobTargets(actor, orgLine)} and (s.id is null or s.state = ${HomeworkState.returned})
        and (h.due_at is null or h.due_at > now())`,
    { n: col.int },
  );
  return row?.n ?? 0;
}

/** My assignments matching `filter`, each with my submission (or none). */
export async function myJobs(db: DbOrTx, actor: Actor, filter: SQL) {
  const jobs = await queryRows(
    db,
    sql`select ${jobColumns} from homework_assignments h ${jobJoins}
      where ${jobTargets(actor)} and ${filter} order by h.due_at nulls last, h.id`,
    jobShape,
  );
  const submissions = jobs.length
    ? await queryRows(
        db,
        sql`select ${submissionColumns} from homework_submissions s join users su on su.id = s.user_id
          where s.tenant_id = ${actor.tenantId} and s.user_id = ${actor.userId}
            and s.homework_id in (${sql.join(
              jobs.map((job) => sql`${job.id}`),
              sql`, `,
            )})`,
        submissionShape,
      )
    : [];
  const byJob = new Map(submissions.map((row) => [row.homework_id, row]));
  return jobs.map((job) => ({ job, submission: byJob.get(job.id) ?? null }));
}

export async function myJob(db: DbOrTx, actor: Actor, jobId: number) {
  return requireFound((await myJobs(db, actor, sql`h.id = ${jobId}`))[0]);
}

/** SQL: assignments of a source (all of mine, or one course / training / plan, optionally one course in it). */
export function sourceFilter(source: HomeworkSource, bizId?: number, courseId?: number): SQL {
  const biz = bizId ? sql` and h.biz_id = ${bizId}` : sql``;
  const course = courseId ? sql` and h.course_id = ${courseId}` : sql``;
  return sql`h.source = ${source}${biz}${course}`;
}

/** The stored file an address points at (`…/file/<id>.<ext>` or a bare stored name), or null. */
function fileRefOrNull(address: string): { fileId: string; ext: string | null } | null {
  try {
    const ref = fileRefOf(address);
    return { fileId: ref.fileId, ext: ref.ext ?? null };
  } catch {
    return null;
  }
}

/**
 * The handed-in files as the file service recorded them: each must be the learner's own upload in this
 * tenant. The submission keeps the stored address and size; the rules are checked on the stored type and size.
 */
async function storedFiles(
  db: DbOrTx,
  actor: Actor,
  files: THomeworkFile[],
  fieldOf: (index: number) => string,
): Promise<{ kept: THomeworkFile[]; checked: StoredHomeworkFile[] }> {
  const kept: THomeworkFile[] = [];
  const checked: StoredHomeworkFile[] = [];
  for (const [index, handed] of files.entries()) {
    const field = fieldOf(index);
    const ref = fileRefOrNull(handed.filePath);
    const file = requireOwnUpload(ref ? await findFile(db, actor.tenantId, ref.fileId) : null, actor.userId, {
      fileName: handed.fileName,
      ext: ref?.ext ?? null,
      field,
    });
    kept.push({
      fileName: handed.fileName,
      filePath: fileApiPath(filePaths.file, file.storedName),
      fileSize: file.size,
    });
    checked.push({ fileName: handed.fileName, ext: file.ext, size: file.size, field });
  }
  return { kept, checked };
}

/**
 * Submit or resubmit: one submission per assignment and learner, updated in place while not graded. The
 * update takes the row only when it is not graded, so a grade landing at the same moment wins cleanly.
 * `fieldOf` names a file's field in the caller's request (the one-file calls send a bare `filePath`).
 */
export async function submitWork(
  db: Db,
  actor: Actor,
  input: THomeworkSubmit,
  fieldOf: (index: number) => string = (index) => `files.${index}.filePath`,
) {
  const { job, submission } = await myJob(db, actor, input.jobId);
  requireOpenForSubmission(job, submission ?? undefined);
  const content = input.content ?? '';
  if (!content.trim() && input.files.length === 0) throw new AppError('HOMEWORK_EMPTY');
  const { kept, checked } = await storedFiles(db, actor, input.files, fieldOf);
  requireAllowedFiles(job, checked);
  return saveSubmission(db, actor, job.id, { content, files: kept });
}

/**
 * Stores the work. A repeat of what is already handed in and awaiting review — the same text and the same
 * files, a retry or a double click — changes nothing and emits nothing: the update skips a row that already
 * holds exactly this work. Two identical submits racing meet on the row's lock, and the second then finds
 * the first's work in place. A changed resubmission, or the same work again after a return for rework,
 * counts as a new submission.
 */
export async function saveSubmission(
  db: Db,
  actor: Actor,
  jobId: number,
  work: { content: string; files: THomeworkFile[] },
) {
  const saved = await db.transaction(async (tx) => {
    const row = await queryRow(
      tx,
      sql`insert into homework_submissions (tenant_id, homework_id, user_id, state, content, files)
        values (${actor.tenantId}, ${jobId}, ${actor.userId}, ${HomeworkState.submitted}, ${work.content},
          ${JSON.stringify(work.files)}::jsonb)
        on conflict (tenant_id, homework_id, user_id) do update
          set state = ${HomeworkState.submitted}, content = excluded.content, files = excluded.files,
            submit_count = homework_submissions.submit_count + 1, submitted_at = now()
          where homework_submissions.state <> ${HomeworkState.graded}
            and not (homework_submissions.state = ${HomeworkState.submitted}
              and homework_submissions.content = excluded.content and homework_submissions.files = excluded.files)
        returning id, submit_count`,
      { id: col.int, submit_count: col.int },
    );
    if (!row) {
      const current = requireFound(
        await queryRow(
          tx,
          sql`select id, state from homework_submissions
            where tenant_id = ${actor.tenantId} and homework_id = ${jobId} and user_id = ${actor.userId}`,
          { id: col.int, state: col.int },
        ),
      );
      if (current.state === HomeworkState.graded) throw new AppError('HOMEWORK_GRADED');
      return { id: current.id, changed: false };
    }
    await emitDomainEvent(tx, {
      tenantId: actor.tenantId,
      type: homeworkEvents.submitted,
      userId: actor.userId,
      subjectType: 'homework',
      subjectId: jobId,
      dedupeKey: `${homeworkEvents.submitted}:${jobId}:${actor.userId}:${row.submit_count}`,
      data: { submissionId: row.id, submitCount: row.submit_count },
    });
    return { id: row.id, changed: true };
  });
  if (saved.changed) forgetMyCards(actor.tenantId);
  return saved.id;
}
