// Live exams (issue 12): the live's lecturer pushes one of their own published exams during the live; it
// becomes the live's exam (the exam module's source `live`), is arranged to the live's audience (everyone,
// the limited audience's users/units/positions, or the approved sign-ups at push time) and every viewer's
// watch page hears of it at once. Learners take it through the exam module's own pages (exam list
// `liveId`, /exam/middle); the lecturer reads the figures here (liveExamInfo).
import { ExamArrangementTarget } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import {
  bindableExams,
  bindExamToSource,
  type ExamSourceTarget,
  listSourceExams,
  ownedExamWithSource,
} from '../exam/source-service.ts';
import { broadcastableLive, staffLive } from './access-service.ts';
import { sendLiveEvent } from './realtime-service.ts';

const TARGET_OF: Record<string, ExamSourceTarget['type']> = {
  user: ExamArrangementTarget.user,
  org: ExamArrangementTarget.org,
  position: ExamArrangementTarget.position,
};

/** Whom a live's exam is for: the live's audience as exam arrangements. */
async function examTargetsOf(
  db: DbOrTx,
  tenantId: string,
  live: { id: number; audience: 'all' | 'limited' | 'signUp' },
): Promise<ExamSourceTarget[]> {
  if (live.audience === 'all') return [{ type: ExamArrangementTarget.all, id: 0 }];
  if (live.audience === 'limited') {
    const rows = await queryRows(
      db,
      sql`select target_type, target_id from live_audiences where tenant_id = ${tenantId} and live_id = ${live.id}`,
      { target_type: col.text, target_id: col.int },
    );
    return rows.flatMap((row) => {
      const type = TARGET_OF[row.target_type];
      return type ? [{ type, id: row.target_id }] : [];
    });
  }
  const rows = await queryRows(
    db,
    sql`select user_id from live_sign_ups where tenant_id = ${tenantId} and live_id = ${live.id} and status = 1`,
    { user_id: col.int },
  );
  return rows.map((row) => ({ type: ExamArrangementTarget.user, id: row.user_id }));
}

/** Pushes the exam to the live (repeating it only tells the viewers again). */
export async function pushLiveExam(
  deps: { db: Db; hub: RealtimeHub },
  actor: Actor,
  input: { liveId: number; examId: number },
) {
  const { db } = deps;
  const live = await broadcastableLive(db, actor, input.liveId);
  const exam = await ownedExamWithSource(db, actor, input.examId);
  if (!exam.published) throw new AppError('LIVE_EXAM_UNPUBLISHED');
  const elsewhere =
    exam.sourceType !== 'center' && !(exam.sourceType === 'live' && exam.sourceId === live.id);
  if (elsewhere) throw new AppError('LIVE_EXAM_ELSEWHERE');
  await db.transaction(async (tx) => {
    const plan = await queryRow(
      tx,
      sql`select channel_name from live_plans where tenant_id = ${actor.tenantId} and id = ${live.id}`,
      { channel_name: col.text },
    );
    const targets = await examTargetsOf(tx, actor.tenantId, live);
    await bindExamToSource(
      tx,
      actor.tenantId,
      exam.id,
      { type: 'live', id: live.id, name: plan?.channel_name ?? '' },
      targets,
    );
  });
  await sendLiveEvent(deps.hub, db, actor.tenantId, {
    kind: 'exam',
    liveId: live.id,
    examId: exam.id,
    examName: exam.name,
  });
  return { liveId: live.id, examId: exam.id, examName: exam.name };
}

/** The live's exams with their figures, for its lecturer, guests and assistants. */
export async function listLiveExams(
  db: Db,
  actor: Actor,
  liveId: number,
  page: { pageNo: number; pageSize: number },
) {
  await staffLive(db, actor, liveId);
  return listSourceExams(db, actor.tenantId, { type: 'live', id: liveId }, page);
}

/** The lecturer's published exams that may be pushed to this live (free ones, and those already its own). */
export async function pushableExams(db: Db, actor: Actor, liveId: number) {
  const live = await broadcastableLive(db, actor, liveId);
  const rows = await bindableExams(db, actor, { type: 'live', id: live.id });
  return rows.map((row) => ({ examId: row.exam_id, examName: row.exam_name, pushed: row.bound }));
}
