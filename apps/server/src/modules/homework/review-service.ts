// The lecturer's side of homework: submissions to review across the assignments I review, every
// submission of one assignment, a learner's work on a course, and the review itself — grade (final) or
// return for rework. Two lecturers reviewing the same submission at once: the first wins, the second is told.
import {
  HomeworkState,
  HomeworkVerdict,
  homeworkEvents,
  type THomeworkFile,
  type THomeworkReview,
  type THomeworkReviewList,
} from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { jobReviewedBy, requireFound } from './policy.ts';
import { jobColumns, jobJoins, jobShape, submissionColumns, submissionShape } from './queries.ts';
import { forgetMyCards } from './queries-my-cards.ts';

export const reviewRowShape = {
  ...submissionShape,
  job_id: col.int,
  job_title: col.text,
  biz_name: col.text,
  source: col.text,
  full_score: col.int,
  pass_score: col.int,
};

export async function listToReview(db: DbOrTx, actor: Actor, query: THomeworkReviewList) {
  const { limit, offset } = pageWindow(query);
  const state = query.state === undefined ? sql`` : sql`and s.state = ${query.state}`;
  const rows = await queryRows(
    db,
    sql`select ${submissionColumns}, h.id as job_id, h.title as job_title, h.biz_name, h.source, h.full_score,
        h.pass_score, (count(*) over ())::int as total_num
      from homework_submissions s join homework_assignments h on h.id = s.homework_id and h.tenant_id = s.tenant_id
      join users su on su.id = s.user_id
      where ${jobReviewedBy(actor)} ${state}
      order by (s.state = ${HomeworkState.submitted}) desc, s.submitted_at desc, s.id desc limit ${limit} offset ${offset}`,
    { ...reviewRowShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** Assignments I review matching `filter` (`access`: policy's reviewAccess; mine as reviewer by default). */
export async function reviewedJobs(
  db: DbOrTx,
  actor: Actor,
  filter: SQL = sql`true`,
  access: SQL = jobReviewedBy(actor),
) {
  return queryRows(
    db,
    sql`select ${jobColumns} from homework_assignments h ${jobJoins} left join users cu on cu.id = h.creator_id
      where ${access} and ${filter} order by h.id`,
    jobShape,
  );
}

/** One assignment I review (404 otherwise). */
export async function reviewedJob(db: DbOrTx, actor: Actor, jobId: number, access?: SQL) {
  return requireFound((await reviewedJobs(db, actor, sql`h.id = ${jobId}`, access))[0]);
}

/** Every submission of the given jobs (optionally of one learner). */
export async function submissionsOf(db: DbOrTx, actor: Actor, jobIds: number[], userId?: number) {
  if (jobIds.length === 0) return [];
  const learner = userId ? sql`and s.user_id = ${userId}` : sql``;
  return queryRows(
    db,
    sql`select ${submissionColumns} from homework_submissions s join users su on su.id = s.user_id
      where s.tenant_id = ${actor.tenantId} and s.homework_id in (${sql.join(
        jobIds.map((id) => sql`${id}`),
        sql`, `,
      )}) ${learner}
      order by s.submitted_at desc`,
    submissionShape,
  );
}

/** `access`: SQL over assignment `h` and its creator `cu` saying the caller reviews it. */
async function reviewable(db: DbOrTx, actor: Actor, submissionId: number, access: SQL) {
  return requireFound(
    await queryRow(
      db,
      sql`select s.id, s.user_id, s.homework_id, h.pass_score, h.full_score from homework_submissions s
        join homework_assignments h on h.id = s.homework_id and h.tenant_id = s.tenant_id
        left join users cu on cu.id = h.creator_id
        where s.tenant_id = ${actor.tenantId} and s.id = ${submissionId} and ${access}`,
      { id: col.int, user_id: col.int, homework_id: col.int, pass_score: col.int, full_score: col.int },
    ),
  );
}

/** Grade or return a submission that is waiting for review; anything else is a conflict. */
export async function reviewSubmission(
  db: Db,
  actor: Actor,
  input: THomeworkReview,
  reviewFiles?: THomeworkFile[],
  access: SQL = jobReviewedBy(actor),
) {
  const target = await reviewable(db, actor, input.submissionId, access);
  const grading = input.verdict === HomeworkVerdict.grade;
  const reviewed = await db.transaction(async (tx) => {
    const files = reviewFiles ? sql`, review_files = ${JSON.stringify(reviewFiles)}::jsonb` : sql``;
    const row = await queryRow(
      tx,
      sql`update homework_submissions
        set state = ${grading ? HomeworkState.graded : HomeworkState.returned},
          score = ${grading ? (input.score ?? 0) : null}, comment = ${input.comment ?? ''},
          graded_at = now(), graded_by = ${actor.userId} ${files}
        where tenant_id = ${actor.tenantId} and id = ${target.id} and state = ${HomeworkState.submitted}
        returning id, submit_count`,
      { id: col.int, submit_count: col.int },
    );
    if (!row) throw new AppError('HOMEWORK_NOT_AWAITING');
    const passed = grading && (input.score ?? 0) >= target.pass_score;
    const type = grading ? (passed ? homeworkEvents.passed : null) : homeworkEvents.returned;
    if (type)
      await emitDomainEvent(tx, {
        tenantId: actor.tenantId,
        type,
        userId: target.user_id,
        subjectType: 'homework',
        subjectId: target.homework_id,
        dedupeKey: `${type}:${target.homework_id}:${target.user_id}:${row.submit_count}`,
        data: { submissionId: row.id, score: input.score ?? null },
      });
    return row.id;
  });
  // A returned submission no longer counts as handed in on the learner's card.
  forgetMyCards(actor.tenantId);
  return reviewed;
}

/** The original's teacher file: attaches my review file to the learner's submission without changing its state. */
export async function attachReviewFile(
  db: Db,
  actor: Actor,
  jobId: number,
  userId: number,
  file: THomeworkFile,
  access?: SQL,
) {
  const job = await reviewedJob(db, actor, jobId, access);
  const [submission] = await submissionsOf(db, actor, [job.id], userId);
  const found = requireFound(submission);
  await runStatement(
    db,
    sql`update homework_submissions set review_files = ${JSON.stringify([file])}::jsonb
      where tenant_id = ${actor.tenantId} and id = ${found.id}`,
  );
  return found.id;
}
