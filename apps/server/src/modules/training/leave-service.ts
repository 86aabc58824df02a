// Training leave (issue 11 §1): a trainee asks leave for one offline session or for all of them; the head
// teacher, a session's lecturer or a back-office reviewer approves or rejects it once. An approved leave
// excuses the absence: the assessment leaves that session out of the trainee's attendance.
// Exported for the approval module's "training leave" form (modules/approval/effect-leave.ts): on approval it
// calls `requestLeave(tx, applicantActor, { trainId, sessionId?, reason })` then `reviewLeaves(db, approver,
// trainId, { type: 'agree', ids: [leaveId] })` in the approval's transaction.
import type { TTrainLeave, TTrainLeaveReview } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { msCol } from './queries.ts';

export async function requestLeave(db: DbOrTx, actor: Actor, input: TTrainLeave) {
  if (input.sessionId !== undefined) {
    const [session] = await queryRows(
      db,
      sql`select id from training_sessions where id = ${input.sessionId} and training_id = ${input.trainId}
        and tenant_id = ${actor.tenantId} and kind = 'offline'`,
      { id: col.int },
    );
    if (!session) throw new AppError('NOT_FOUND');
  }
  const [row] = await queryRows(
    db,
    sql`insert into training_leaves (tenant_id, training_id, user_id, session_id, reason)
      values (${actor.tenantId}, ${input.trainId}, ${actor.userId}, ${input.sessionId ?? null}, ${input.reason}) returning id`,
    { id: col.int },
  );
  return row?.id ?? 0;
}

const leaveShape = {
  id: col.int,
  user_id: col.int,
  user_name: col.text,
  session_id: col.intOrNull,
  session_title: col.text,
  reason: col.text,
  state: col.text,
  review_remark: col.text,
  reviewed_at: col.numOrNull,
  created_at: msCol,
  total_num: col.int,
};

export async function listLeaves(
  db: DbOrTx,
  tenantId: string,
  query: PageInput & { trainId: number; state?: string | undefined },
) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select l.id, l.user_id, coalesce(nullif(u.real_name, ''), u.name) as user_name, l.session_id,
        coalesce(s.title, '') as session_title, l.reason, l.state, l.review_remark,
        (extract(epoch from l.reviewed_at) * 1000)::float8 as reviewed_at, l.created_at, (count(*) over ())::int as total_num
      from training_leaves l join users u on u.id = l.user_id left join training_sessions s on s.id = l.session_id
      where l.tenant_id = ${tenantId} and l.training_id = ${query.trainId}
        ${query.state ? sql`and l.state = ${query.state}` : sql``}
      order by l.created_at desc, l.id desc limit ${limit} offset ${offset}`,
    leaveShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
export type LeaveRow = Awaited<ReturnType<typeof listLeaves>>['rows'][number];

/**
 * Approves or rejects pending leave requests of one training, all or nothing: a request of another
 * training is a 404, one already reviewed a 409, and a retried review changes nothing.
 */
export async function reviewLeaves(db: Db, actor: Actor, trainId: number, input: TTrainLeaveReview) {
  const state = input.type === 'agree' ? 'approved' : 'rejected';
  return db.transaction(async (tx) => {
    const current = await queryRows(
      tx,
      sql`select id, state from training_leaves where tenant_id = ${actor.tenantId} and training_id = ${trainId}
        and id in (${sql.join(
          input.ids.map((id) => sql`${id}`),
          sql`, `,
        )}) for update`,
      { id: col.int, state: col.text },
    );
    if (current.length !== new Set(input.ids).size) throw new AppError('NOT_FOUND');
    const pending = current.filter((row) => row.state === 'pending');
    if (pending.length === 0 && current.every((row) => row.state === state)) return 0;
    if (pending.length !== current.length) throw new AppError('TRAINING_LEAVE_DONE');
    await queryRows(
      tx,
      sql`update training_leaves set state = ${state}, reviewed_by = ${actor.userId}, reviewed_at = now(),
          review_remark = ${input.remark ?? ''}
        where id in (${sql.join(
          pending.map((row) => sql`${row.id}`),
          sql`, `,
        )}) returning id`,
      { id: col.int },
    );
    await recordAudit(tx, actor, {
      module: 'training',
      action: input.type === 'agree' ? 'approve' : 'reject',
      entityType: 'training_leave',
      entityId: trainId,
      after: { ids: input.ids, remark: input.remark ?? '' },
    });
    return pending.length;
  });
}
