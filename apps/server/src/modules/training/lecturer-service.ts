// The lecturer's side of trainings (SPEC §7 teacher train calls): my trainings, the trainees with their
// assessment and certificate, figures, manual scoring, stopping a session and deleting a training. Only
// trainings the lecturer runs (head teacher or session lecturer); any other is a 404.
import { SearchKind, type TTrainManualScoring, trainingEvents } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { emitDomainEvent } from '../../core/domain-events.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import { removeSearchDocument } from '../search/index-service.ts';
import { assess } from './assessment-service.ts';
import { nowDate } from './clock.ts';
import { requireTraining, trainingRunBy } from './policy.ts';
import { msCol, statusSql, trainingColumns, trainingJoins, trainingShape } from './queries.ts';
import { forgetCentrePages } from './queries-centre.ts';

/** The training when the lecturer runs it; a 404 otherwise. */
export async function trainingRunByLecturer(db: DbOrTx, actor: Actor, trainId: number) {
  const [row] = await queryRows(
    db,
    sql`select ${trainingColumns()} from trainings t ${trainingJoins(null)} where t.id = ${trainId} and ${trainingRunBy(actor)}`,
    trainingShape,
  );
  return requireTraining(row);
}

const lecturerRowShape = {
  id: col.int,
  name: col.text,
  status: col.int,
  train_way: col.int,
  train_scope: col.text,
  begin_at: msCol,
  end_at: msCol,
  plan_size: col.int,
  trainee_num: col.int,
  review_num: col.int,
  total_num: col.int,
};

export async function listLecturerTrainings(
  db: DbOrTx,
  actor: Actor,
  page: PageInput & { name?: string | undefined },
) {
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows(
    db,
    sql`select t.id, t.name, ${statusSql()} as status, t.train_way, t.train_scope, t.begin_at, t.end_at, t.plan_size,
        t.trainee_num, (select count(*) from training_trainees r where r.training_id = t.id and r.state = 'under_review')::int as review_num,
        (count(*) over ())::int as total_num
      from trainings t where ${trainingRunBy(actor)} ${page.name ? sql`and t.name ilike ${`%${page.name}%`}` : sql``}
      order by t.begin_at desc, t.id desc limit ${limit} offset ${offset}`,
    lecturerRowShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
export type LecturerTrainingRow = Awaited<ReturnType<typeof listLecturerTrainings>>['rows'][number];

const traineeShape = {
  user_id: col.int,
  name: col.text,
  org_name: col.text,
  certificate_code: col.textOrNull,
};

/** Accepted trainees with their assessment and live certificate. */
export async function listTrainees(
  db: DbOrTx,
  training: { id: number; tenant_id: string; weights: Record<string, number>; pass_score: number },
  name?: string,
) {
  const people = await queryRows(
    db,
    sql`select tt.user_id, u.name, coalesce(o.name, '') as org_name,
        (select c.code from certificates c where c.tenant_id = tt.tenant_id and c.source_type = 'training'
          and c.source_id = tt.training_id and c.user_id = tt.user_id and c.revoked_at is null) as certificate_code
      from training_trainees tt join users u on u.id = tt.user_id left join organisations o on o.id = u.org_id
      where tt.tenant_id = ${training.tenant_id} and tt.training_id = ${training.id} and tt.state = 'signed_up'
        ${name ? sql`and u.name ilike ${`%${name}%`}` : sql``}
      order by u.name, tt.user_id`,
    traineeShape,
  );
  const results = new Map((await assess(db, training)).map((result) => [result.userId, result]));
  return people.flatMap((person) => {
    const result = results.get(person.user_id);
    return result ? [{ ...person, assessment: result }] : [];
  });
}
export type TraineeRow = Awaited<ReturnType<typeof listTrainees>>[number];

export async function statistics(db: DbOrTx, tenantId: string, trainId: number) {
  const [row] = await queryRows(
    db,
    sql`select count(*) filter (where state = 'signed_up')::int as trainees,
        count(*) filter (where source = 'apply')::int as sign_ups,
        count(*) filter (where state = 'under_review')::int as reviews,
        (select count(distinct user_id) from training_sign_ins where training_id = ${trainId})::int as signed
      from training_trainees where tenant_id = ${tenantId} and training_id = ${trainId}`,
    { trainees: col.int, sign_ups: col.int, reviews: col.int, signed: col.int },
  );
  return {
    traineeNum: row?.trainees ?? 0,
    signUpNum: row?.sign_ups ?? 0,
    reviewNum: row?.reviews ?? 0,
    signInNum: row?.signed ?? 0,
  };
}

/** The lecturer's score of one trainee (0..100); a non-trainee is a 404. */
export async function scoreTrainee(
  db: DbOrTx,
  trainId: number,
  input: Pick<TTrainManualScoring, 'userId' | 'score'>,
) {
  const rows = await queryRows(
    db,
    sql`update training_trainees set lecturer_score = ${Math.round(input.score)}
      where training_id = ${trainId} and user_id = ${input.userId} and state = 'signed_up' returning id`,
    { id: col.int },
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}

export async function stopSession(db: DbOrTx, actor: Actor, sessionId: number) {
  const [session] = await queryRows(
    db,
    sql`select training_id from training_sessions where id = ${sessionId} and tenant_id = ${actor.tenantId}`,
    { training_id: col.int },
  );
  if (!session) throw new AppError('NOT_FOUND');
  await trainingRunByLecturer(db, actor, session.training_id);
  await runStatement(
    db,
    sql`update training_sessions set stopped_at = coalesce(stopped_at, ${nowDate()}) where id = ${sessionId}`,
  );
}

/** Soft-deletes trainings; one already started with trainees is refused. */
export async function deleteTrainings(db: DbOrTx, tenantId: string, ids: number[]) {
  for (const id of ids) {
    const [row] = await queryRows(
      db,
      sql`select ${statusSql()} as status, t.trainee_num from trainings t where t.id = ${id} and t.tenant_id = ${tenantId} and t.deleted_at is null`,
      { status: col.int, trainee_num: col.int },
    );
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 1 && row.trainee_num > 0) throw new AppError('TRAINING_HAS_TRAINEES');
  }
  await runStatement(
    db,
    sql`update trainings set deleted_at = now() where tenant_id = ${tenantId} and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  for (const id of ids) await removeSearchDocument(db, tenantId, SearchKind.training, id);
  forgetCentrePages(tenantId);
}

/** Reminds trainees who have not completed the training (one event per trainee per day). */
export async function remindTrainees(db: DbOrTx, training: { id: number; tenant_id: string; name: string }) {
  const rows = await queryRows(
    db,
    sql`select user_id from training_trainees where training_id = ${training.id} and state = 'signed_up' and completed_at is null`,
    { user_id: col.int },
  );
  const day = nowDate().toISOString().slice(0, 10);
  for (const row of rows)
    await emitDomainEvent(db, {
      tenantId: training.tenant_id,
      type: trainingEvents.reminded,
      userId: row.user_id,
      subjectType: 'training',
      subjectId: training.id,
      dedupeKey: `${trainingEvents.reminded}:${training.id}:${row.user_id}:${day}`,
      data: { name: training.name },
    });
  return rows.length;
}
