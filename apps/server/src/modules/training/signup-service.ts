// Open sign-up with optional review (ORIGINAL-UI "Training": NotRegistered / SignedUp / UnderReview). A
// place is taken only when a trainee is accepted; the training row is locked for that moment, so two
// learners racing for the last place end with one trainee and one "full".
// `signUp(db, actor, trainId)` is exported for the approval module's "buy training" form
// (modules/approval/effect-buy.ts): an approved purchase signs the applicant up under the same rules.
import {
  ApplyJoinStatus,
  ApplyReviewAction,
  SignUpReview,
  TraineeState,
  type TTrainApplyReview,
  type TTrainPage,
  trainingEvents,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import { getTraining } from './catalog-service.ts';
import { trainingClock } from './clock.ts';
import { signUpOpen } from './policy.ts';
import { msCol, type TrainingRow } from './queries.ts';
import { forgetCentrePages } from './queries-centre.ts';

export function applyStatusOf(row: Pick<TrainingRow, 'my_state'>): ApplyJoinStatus {
  if (row.my_state === TraineeState.signedUp) return ApplyJoinStatus.signedUp;
  if (row.my_state === TraineeState.underReview) return ApplyJoinStatus.underReview;
  return ApplyJoinStatus.notRegistered;
}

/** Takes one place of the locked training; false when it is full. */
async function takePlace(tx: DbOrTx, trainingId: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`update trainings set trainee_num = trainee_num + 1
      where id = ${trainingId} and (plan_size = 0 or trainee_num < plan_size) returning id`,
    { id: col.int },
  );
  return rows.length > 0;
}

async function lockTraining(tx: DbOrTx, trainingId: number) {
  await runStatement(tx, sql`select id from trainings where id = ${trainingId} for update`);
}

export async function emitApproved(tx: DbOrTx, tenantId: string, trainingId: number, userId: number) {
  await emitDomainEvent(tx, {
    tenantId,
    type: trainingEvents.signUpApproved,
    userId,
    subjectType: 'training',
    subjectId: trainingId,
    dedupeKey: `${trainingEvents.signUpApproved}:${trainingId}:${userId}`,
  });
}

/** Signs the learner up; repeats answer the state they already have. */
export async function signUp(db: Db, actor: Actor, trainId: number): Promise<ApplyJoinStatus> {
  const status = await db.transaction(async (tx) => {
    const training = await getTraining(tx, actor, trainId);
    await lockTraining(tx, training.id);
    const [mine] = await queryRows(
      tx,
      sql`select state from training_trainees where training_id = ${training.id} and user_id = ${actor.userId} for update`,
      { state: col.text },
    );
    if (mine?.state === TraineeState.signedUp || mine?.state === TraineeState.underReview)
      return applyStatusOf({ my_state: mine.state });
    if (!signUpOpen(training, trainingClock.now())) throw new AppError('TRAINING_SIGN_UP_CLOSED');
    const review = training.sign_up_review !== SignUpReview.none;
    if (!review && !(await takePlace(tx, training.id))) throw new AppError('TRAINING_FULL');
    const state = review ? TraineeState.underReview : TraineeState.signedUp;
    await runStatement(
      tx,
      sql`insert into training_trainees (tenant_id, training_id, user_id, state, source)
        values (${actor.tenantId}, ${training.id}, ${actor.userId}, ${state}, 'apply')
        on conflict (training_id, user_id) do update set state = excluded.state, reject_desc = '',
          reviewed_by = null, reviewed_at = null, removed_at = null`,
    );
    if (!review) await emitApproved(tx, actor.tenantId, training.id, actor.userId);
    return review ? ApplyJoinStatus.underReview : ApplyJoinStatus.signedUp;
  });
  // Inside an approval's or an order's transaction this is before their commit: the pages are dropped
  // again once the event recorded with that commit is dispatched (results-consumer.ts).
  forgetCentrePages(actor.tenantId);
  return status;
}

/** Agrees to or rejects sign-ups of the training (the caller's right to review is checked by the route). */
export async function reviewSignUps(db: Db, actor: Actor, input: TTrainApplyReview): Promise<number> {
  const changed = await db.transaction(async (tx) => {
    await lockTraining(tx, input.trainId);
    let changed = 0;
    for (const signUpId of input.signUpId) {
      const [row] = await queryRows(
        tx,
        sql`select id, user_id, state from training_trainees
          where id = ${signUpId} and training_id = ${input.trainId} and tenant_id = ${actor.tenantId} for update`,
        { id: col.int, user_id: col.int, state: col.text },
      );
      if (!row) throw new AppError('NOT_FOUND');
      const target = input.type === ApplyReviewAction.agree ? TraineeState.signedUp : TraineeState.rejected;
      if (row.state === target) continue;
      if (row.state !== TraineeState.underReview) throw new AppError('TRAINING_REVIEW_DONE');
      if (target === TraineeState.signedUp && !(await takePlace(tx, input.trainId)))
        throw new AppError('TRAINING_FULL');
      await runStatement(
        tx,
        sql`update training_trainees set state = ${target}, reject_desc = ${input.rejectDesc ?? ''},
          reviewed_by = ${actor.userId}, reviewed_at = now() where id = ${row.id}`,
      );
      if (target === TraineeState.signedUp)
        await emitApproved(tx, actor.tenantId, input.trainId, row.user_id);
      changed += 1;
    }
    return changed;
  });
  forgetCentrePages(actor.tenantId);
  return changed;
}

const applyShape = {
  id: col.int,
  user_id: col.int,
  name: col.text,
  org_name: col.text,
  state: col.text,
  created_at: msCol,
  reject_desc: col.text,
  total_num: col.int,
};

/** Sign-ups (self-applied trainees) of a training, newest first. */
export async function listSignUps(db: DbOrTx, tenantId: string, query: TTrainPage) {
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select tt.id, tt.user_id, u.name, coalesce(o.name, '') as org_name, tt.state, tt.created_at,
        tt.reject_desc, (count(*) over ())::int as total_num
      from training_trainees tt join users u on u.id = tt.user_id left join organisations o on o.id = u.org_id
      where tt.tenant_id = ${tenantId} and tt.training_id = ${query.trainId} and tt.source = 'apply'
        ${query.name ? sql`and u.name ilike ${`%${query.name}%`}` : sql``}
      order by tt.created_at desc, tt.id desc limit ${limit} offset ${offset}`,
    applyShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
export type SignUpRow = Awaited<ReturnType<typeof listSignUps>>['rows'][number];
