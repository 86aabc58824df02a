// The learner's side of homework: the My Task cards per source with submitted over total, the badge, a
// source's assignments with my submissions, one assignment, and submitting (text and files) until graded.
import {
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
import { jobTargets, requireAllowedFiles, requireFound, requireOpenForSubmission } from './policy.ts';
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

/**
 * Submit or resubmit: one submission per assignment and learner, updated in place while not graded. The
 * update takes the row only when it is not graded, so a grade landing at the same moment wins cleanly.
 */
export async function submitWork(db: Db, actor: Actor, input: THomeworkSubmit) {
  const { job, submission } = await myJob(db, actor, input.jobId);
  requireOpenForSubmission(job, submission ?? undefined);
  const content = input.content ?? '';
  if (!content.trim() && input.files.length === 0) throw new AppError('HOMEWORK_EMPTY');
  requireAllowedFiles(job, input.files);
  return saveSubmission(db, actor, job.id, { content, files: input.files });
}

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
        returning id, submit_count`,
      { id: col.int, submit_count: col.int },
    );
    if (!row) throw new AppError('HOMEWORK_GRADED');
    await emitDomainEvent(tx, {
      tenantId: actor.tenantId,
      type: homeworkEvents.submitted,
      userId: actor.userId,
      subjectType: 'homework',
      subjectId: jobId,
      dedupeKey: `${homeworkEvents.submitted}:${jobId}:${actor.userId}:${row.submit_count}`,
      data: { submissionId: row.id, submitCount: row.submit_count },
    });
    return row.id;
  });
  forgetMyCards(actor.tenantId);
  return saved;
}
