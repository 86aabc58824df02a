// What a trainee does besides signing in: rating the training or a session, submitting materials
// (培训上报材料), asking for leave; the lecturer's reminders; training categories; agreements.
import type { TTrainAgreementAction, TTrainEvaluateInput, TTrainSubmitFileInput } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import { msCol } from './queries.ts';

/** One rating per trainee and target; a repeat replaces it. */
export async function evaluate(db: DbOrTx, actor: Actor, input: TTrainEvaluateInput) {
  if (input.sessionId !== undefined) {
    const [session] = await queryRows(
      db,
      sql`select id from training_sessions where id = ${input.sessionId} and training_id = ${input.trainId}`,
      { id: col.int },
    );
    if (!session) throw new AppError('NOT_FOUND');
  }
  await runStatement(
    db,
    sql`insert into training_evaluations (tenant_id, training_id, session_id, user_id, score, comment)
      values (${actor.tenantId}, ${input.trainId}, ${input.sessionId ?? 0}, ${actor.userId}, ${input.score}, ${input.comment ?? ''})
      on conflict (training_id, session_id, user_id) do update set score = excluded.score, comment = excluded.comment`,
  );
}

export async function listEvaluations(db: DbOrTx, tenantId: string, trainId: number) {
  return queryRows(
    db,
    sql`select e.id, u.name as user_name, e.session_id, e.score, e.comment, e.created_at
      from training_evaluations e join users u on u.id = e.user_id
      where e.tenant_id = ${tenantId} and e.training_id = ${trainId} order by e.created_at desc, e.id desc limit 200`,
    {
      id: col.int,
      user_name: col.text,
      session_id: col.int,
      score: col.int,
      comment: col.text,
      created_at: msCol,
    },
  );
}

export async function listMaterials(db: DbOrTx, tenantId: string, trainId: number, userId: number | null) {
  return queryRows(
    db,
    sql`select id, user_id, file_name, file_url, created_at from training_materials
      where tenant_id = ${tenantId} and training_id = ${trainId} and deleted_at is null
        ${userId === null ? sql`` : sql`and user_id = ${userId}`}
      order by created_at desc, id desc`,
    { id: col.int, user_id: col.int, file_name: col.text, file_url: col.text, created_at: msCol },
  );
}

export async function saveMaterial(db: DbOrTx, actor: Actor, input: TTrainSubmitFileInput) {
  const [row] = await queryRows(
    db,
    sql`insert into training_materials (tenant_id, training_id, user_id, file_name, file_url)
      values (${actor.tenantId}, ${input.trainId}, ${actor.userId}, ${input.fileName}, ${input.fileUrl}) returning id`,
    { id: col.int },
  );
  return row?.id ?? 0;
}

/** Deletes one of the caller's own materials; anyone else's is a 404. */
export async function deleteMaterial(db: DbOrTx, actor: Actor, id: number) {
  const rows = await queryRows(
    db,
    sql`update training_materials set deleted_at = now()
      where id = ${id} and tenant_id = ${actor.tenantId} and user_id = ${actor.userId} and deleted_at is null returning id`,
    { id: col.int },
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}

/** Knowledge systems that hold at least one training, for the centre's category filter. */
export async function trainingCategories(db: DbOrTx, tenantId: string) {
  return queryRows(
    db,
    sql`select ks.id, ks.name from knowledge_systems ks where ks.tenant_id = ${tenantId}
      and exists (select 1 from trainings t where t.knowledge_system_id = ks.id and t.deleted_at is null)
      order by ks.sort, ks.id`,
    { id: col.int, name: col.text },
  );
}

const agreementShape = {
  id: col.int,
  training_id: col.int,
  training_name: col.text,
  user_id: col.int,
  name: col.text,
  status: col.text,
  signed_at: col.numOrNull,
  break_amount_cents: col.int,
  total_num: col.int,
};

/** Agreements of trainings the lecturer runs (or the caller's own). */
export async function listAgreements(
  db: DbOrTx,
  actor: Actor,
  page: { limit: number; offset: number; name?: string },
) {
  return queryRows(
    db,
    sql`select a.id, a.training_id, t.name as training_name, a.user_id, u.name, a.status,
        (extract(epoch from a.signed_at) * 1000)::float8 as signed_at, a.break_amount_cents, (count(*) over ())::int as total_num
      from training_agreements a join trainings t on t.id = a.training_id join users u on u.id = a.user_id
      where a.tenant_id = ${actor.tenantId} and (a.user_id = ${actor.userId} or t.head_teacher_id = ${actor.userId})
        ${page.name ? sql`and u.name ilike ${`%${page.name}%`}` : sql``}
      order by a.id desc limit ${page.limit} offset ${page.offset}`,
    agreementShape,
  );
}

/** Signs or marks agreements broken (the head teacher of their training, or the back office). */
export async function changeAgreements(
  db: DbOrTx,
  actor: Actor,
  input: TTrainAgreementAction,
  status: 'signed' | 'broken',
  /** The back office (train:agreement:edit) may change any agreement of the tenant. */
  anyOfTenant = false,
) {
  const cents = Math.round((input.breakAmount ?? 0) * 100);
  const rows = await queryRows(
    db,
    sql`update training_agreements a set status = ${status}, signed_at = coalesce(a.signed_at, now()),
        break_amount_cents = ${status === 'broken' ? cents : sql`a.break_amount_cents`}
      from trainings t where t.id = a.training_id and ${anyOfTenant ? sql`true` : sql`t.head_teacher_id = ${actor.userId}`}
        and a.tenant_id = ${actor.tenantId} and a.id in (${sql.join(
          input.ids.map((id) => sql`${id}`),
          sql`, `,
        )})
      returning a.id`,
    { id: col.int },
  );
  if (rows.length !== input.ids.length) throw new AppError('NOT_FOUND');
  return rows.length;
}
