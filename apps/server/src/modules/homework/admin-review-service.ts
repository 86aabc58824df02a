// The back office's side of homework: one assignment as its editor loads it (reviewer and audience), every
// submission of an assignment, and the review itself — each limited to assignments in the caller's data
// scope (another tenant's or out of scope is a 404). Grading goes through the lecturer's review, so the
// rules (only a waiting submission, the first of two reviewers wins, the events) are the same.
import type { THomeworkReview } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { scopeOf } from './authoring-service.ts';
import { requireFound } from './policy.ts';
import { jobColumns, jobJoins, jobShape } from './queries.ts';
import { reviewSubmission, submissionsOf } from './review-service.ts';

const editableShape = {
  ...jobShape,
  biz_pic_url: col.text,
  train_way: col.int,
  targets: col.json<{ targetType: 'all' | 'user' | 'org' | 'position'; targetId: number }[]>(),
};

/** One assignment in the caller's scope, with its audience. */
export async function adminJob(db: DbOrTx, actor: Actor, id: number) {
  return requireFound(
    await queryRow(
      db,
      sql`select ${jobColumns}, coalesce((select jsonb_agg(jsonb_build_object('targetType', t.target_type,
          'targetId', t.target_id) order by t.id) from homework_targets t
          where t.tenant_id = h.tenant_id and t.homework_id = h.id), '[]'::jsonb) as targets
        from homework_assignments h ${jobJoins} left join users cu on cu.id = h.creator_id
        where h.tenant_id = ${actor.tenantId} and h.id = ${id} and ${await scopeOf(db, actor)}`,
      editableShape,
    ),
  );
}

/** The assignment and every submission of it. */
export async function adminSubmissions(db: DbOrTx, actor: Actor, jobId: number) {
  const job = await adminJob(db, actor, jobId);
  return { job, submissions: await submissionsOf(db, actor, [job.id]) };
}

/** Grade or return a submission of an assignment in the caller's scope. */
export async function adminReview(db: Db, actor: Actor, input: THomeworkReview) {
  const access = sql`h.tenant_id = ${actor.tenantId} and ${await scopeOf(db, actor)}`;
  return reviewSubmission(db, actor, input, undefined, access);
}

/** Every file handed in for the assignment, with whose it is (for the zip). */
export async function submittedFiles(db: DbOrTx, actor: Actor, jobId: number) {
  const job = await adminJob(db, actor, jobId);
  const rows = await queryRows(
    db,
    sql`select s.user_id, coalesce(nullif(su.real_name, ''), su.name, '') as user_name, s.files
      from homework_submissions s join users su on su.id = s.user_id
      where s.tenant_id = ${actor.tenantId} and s.homework_id = ${job.id} order by s.submitted_at, s.id`,
    { user_id: col.int, user_name: col.text, files: jobShape.attachments },
  );
  return { job, rows };
}
