// Training agreements in the back office (original src/views/agreement): an agreement is made for a
// training and binds each of its trainees to a service period from a start date for some years; the list
// shows one line per training, the view its people, whose dates can be changed. Signing and breach are
// the head teacher's calls (routes-activity). Every change is audited in its transaction.
import type { TTrainAgreementSave } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { msCol } from './queries.ts';

const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );
const like = (name: string | undefined, column: SQL) =>
  name ? sql`and ${column} ilike ${`%${name.replace(/[%_\\]/g, '\\$&')}%`}` : sql``;

/** The end of a service period: `years` after the start. */
export function serviceEnd(start: number, years: number): number {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end.getTime();
}

/** Makes (or, while unsigned, renews) the agreement of every accepted trainee; returns how many. */
export async function saveAgreement(db: Db, actor: Actor, input: TTrainAgreementSave): Promise<number> {
  const end = serviceEnd(input.agreementStartTime, input.serviceYear);
  return db.transaction(async (tx) => {
    const [training] = await queryRows(
      tx,
      sql`select id from trainings where id = ${input.trainId} and tenant_id = ${actor.tenantId} and deleted_at is null`,
      { id: col.int },
    );
    if (!training) throw new AppError('NOT_FOUND');
    const rows = await queryRows(
      tx,
      sql`insert into training_agreements (tenant_id, training_id, user_id, name, service_start, service_end)
        select ${actor.tenantId}, tt.training_id, tt.user_id, ${input.name}, ${new Date(input.agreementStartTime)}, ${new Date(end)}
        from training_trainees tt where tt.training_id = ${training.id} and tt.state = 'signed_up'
        on conflict (training_id, user_id) do update set name = excluded.name, service_start = excluded.service_start,
          service_end = excluded.service_end where training_agreements.status = 'unsigned'
        returning id`,
      { id: col.int },
    );
    const [count] = await queryRows(
      tx,
      sql`select count(*)::int as n from training_agreements where training_id = ${training.id}`,
      { n: col.int },
    );
    if ((count?.n ?? 0) === 0) throw new AppError('TRAINING_NO_TRAINEES');
    await recordAudit(tx, actor, {
      module: 'training',
      action: 'create',
      entityType: 'training_agreement',
      entityId: training.id,
      after: { ...input, people: rows.length },
    });
    return rows.length;
  });
}

const listShape = {
  train_id: col.int,
  train_name: col.text,
  name: col.text,
  people_num: col.int,
  signed_num: col.int,
  broken_num: col.int,
  start_at: msCol,
  end_at: msCol,
  created_at: msCol,
  total_num: col.int,
};

/** One line per training that has agreements. */
export async function listAgreementsByTraining(
  db: DbOrTx,
  tenantId: string,
  page: PageInput & { name?: string | undefined },
) {
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows(
    db,
    sql`select a.training_id as train_id, t.name as train_name, max(a.name) as name, count(*)::int as people_num,
        (count(*) filter (where a.status = 'signed'))::int as signed_num,
        (count(*) filter (where a.status = 'broken'))::int as broken_num,
        min(a.service_start) as start_at, max(a.service_end) as end_at, min(a.created_at) as created_at,
        (count(*) over ())::int as total_num
      from training_agreements a join trainings t on t.id = a.training_id
      where a.tenant_id = ${tenantId} and t.deleted_at is null
      group by a.training_id, t.name
      having true ${like(page.name, sql`max(a.name) || t.name`)}
      order by min(a.created_at) desc, a.training_id desc limit ${limit} offset ${offset}`,
    listShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
export type AgreementLine = Awaited<ReturnType<typeof listAgreementsByTraining>>['rows'][number];

const personShape = {
  id: col.intOrNull,
  user_id: col.int,
  work_no: col.text,
  name: col.text,
  org_name: col.text,
  position_name: col.text,
  status: col.text,
  start_at: col.numOrNull,
  end_at: col.numOrNull,
  signed_at: col.numOrNull,
  break_amount_cents: col.int,
  total_num: col.int,
};

const epoch = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The people of a training with their agreement: `made` lists the agreements made; otherwise the accepted
 * trainees an agreement would bind (returnTrainUser), with the dates it would give them.
 */
export async function agreementPeople(
  db: DbOrTx,
  tenantId: string,
  query: PageInput & { trainId: number; name?: string | undefined; made: boolean },
) {
  const { limit, offset } = pageWindow(query);
  const from = query.made
    ? sql`training_agreements a join users u on u.id = a.user_id`
    : sql`training_trainees tt join users u on u.id = tt.user_id
        left join training_agreements a on a.training_id = tt.training_id and a.user_id = tt.user_id`;
  const where = query.made
    ? sql`a.tenant_id = ${tenantId} and a.training_id = ${query.trainId}`
    : sql`tt.tenant_id = ${tenantId} and tt.training_id = ${query.trainId} and tt.state = 'signed_up'`;
  return queryRows(
    db,
    sql`select a.id, u.id as user_id, u.work_no, coalesce(nullif(u.real_name, ''), u.name) as name,
        coalesce(o.name, '') as org_name, coalesce(p.name, '') as position_name, coalesce(a.status, '') as status,
        ${epoch(sql`a.service_start`)} as start_at, ${epoch(sql`a.service_end`)} as end_at,
        ${epoch(sql`a.signed_at`)} as signed_at, coalesce(a.break_amount_cents, 0)::int as break_amount_cents,
        (count(*) over ())::int as total_num
      from ${from} left join organisations o on o.id = u.org_id left join positions p on p.id = u.position_id
      where ${where} ${like(query.name, sql`coalesce(nullif(u.real_name, ''), u.name)`)}
      order by u.id limit ${limit} offset ${offset}`,
    personShape,
  );
}
export type AgreementPerson = Awaited<ReturnType<typeof agreementPeople>>[number];

/** New service dates for some agreements of the tenant (all must exist). */
export async function editAgreementDates(
  db: Db,
  actor: Actor,
  input: { ids: number[]; startTime: number; endTime: number },
) {
  return db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      sql`update training_agreements set service_start = ${new Date(input.startTime)}, service_end = ${new Date(input.endTime)}
        where tenant_id = ${actor.tenantId} and id in (${ids(input.ids)}) returning id`,
      { id: col.int },
    );
    if (rows.length !== new Set(input.ids).size) throw new AppError('NOT_FOUND');
    await recordAudit(tx, actor, {
      module: 'training',
      action: 'update',
      entityType: 'training_agreement',
      entityId: input.ids.join(','),
      after: input,
    });
    return rows.length;
  });
}

/** Removes a training's agreements. */
export async function deleteAgreements(db: Db, actor: Actor, trainId: number) {
  return db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      sql`delete from training_agreements where tenant_id = ${actor.tenantId} and training_id = ${trainId} returning id`,
      { id: col.int },
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    await recordAudit(tx, actor, {
      module: 'training',
      action: 'delete',
      entityType: 'training_agreement',
      entityId: trainId,
      before: { count: rows.length },
    });
    return rows.length;
  });
}
