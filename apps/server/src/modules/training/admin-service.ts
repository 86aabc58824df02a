// Back-office authoring of trainings (issue 11 §6): save the whole editor form (basic info, schedule,
// audience → trainees, assessment weights, certificate template), the arrangements page, and certificate
// templates. Every change is audited in its transaction; lists and changes respect the data scope.
import { randomBytes } from 'node:crypto';
import { DEFAULT_WEIGHTS, type TCertificateTemplateSave, type TTrainingSave } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf, inDataScope } from '../../core/data-scope.ts';
import { usersTargetedBy } from '../../core/org-scope.ts';
import { type PageInput, pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import { indexSearchDocument, trainingSearchDoc } from '../search/index-service.ts';
import { fileTraining } from './category-service.ts';
import { checkClassrooms } from './classroom-service.ts';
import { msCol, statusSql } from './queries.ts';
import { forgetCentrePages } from './queries-centre.ts';
import { emitApproved } from './signup-service.ts';

const d = (ms: number | undefined) => (ms === undefined ? null : new Date(ms));

export async function scopeSql(db: Db, actor: Actor) {
  return inDataScope(actor.tenantId, await dataScopeOf(db, actor), {
    org: sql`t.org_id`,
    owner: sql`t.created_by`,
  });
}

export type TrainingOwner = { tenantId: string; userId: number; orgId: number | null };

/** Creates or updates a training with its schedule and audience; returns its id. */
export async function saveTraining(db: Db, actor: Actor, input: TTrainingSave): Promise<number> {
  const scope = await scopeSql(db, actor);
  const saved = await db.transaction(async (tx) => {
    const { id, before } = await writeTraining(tx, actor, input, scope);
    await recordAudit(tx, actor, {
      module: 'training',
      action: input.id === undefined ? 'create' : 'update',
      entityType: 'training',
      entityId: id,
      before,
      after: { ...input, sessions: input.sessions.length },
    });
    return id;
  });
  forgetCentrePages(actor.tenantId);
  return saved;
}

/** The rows of a training save, in the caller's transaction (the seed uses it directly). */
export async function writeTraining(
  tx: DbOrTx,
  actor: TrainingOwner,
  input: TTrainingSave,
  scope: SQL = sql`true`,
) {
  const values = sql`${input.name}, ${input.coverUrl ?? ''}, ${input.trainWay}, ${input.trainScope},
    ${input.knowledgeSystemId ?? null}, ${input.planSize}, ${input.address ?? ''}, ${input.contactName ?? ''},
    ${input.contactPhone ?? ''}, ${input.sponsor ?? ''}, ${input.organizer ?? ''}, ${input.headTeacherId ?? null},
    ${input.assistants ?? ''}, ${input.introduction ?? ''}, ${d(input.beginTime)}, ${d(input.endTime)}, ${input.applyJoin},
    ${input.signUpReview}, ${d(input.applyStartTime)}, ${d(input.applyEndTime)}, ${input.signInGraceMinutes},
    ${input.passScore}, ${JSON.stringify(input.weights ?? DEFAULT_WEIGHTS)}::jsonb, ${input.certificateTemplateId ?? null}`;
  const columns = sql`name, cover_url, train_way, train_scope, knowledge_system_id, plan_size, address, contact_name,
    contact_phone, sponsor, organizer, head_teacher_id, assistants, introduction, begin_at, end_at, apply_join,
    sign_up_review, apply_start_at, apply_end_at, sign_in_grace_minutes, pass_score, weights, certificate_template_id`;
  let id: number;
  let before: unknown = null;
  await checkClassrooms(tx, actor.tenantId, input.id ?? null, input.sessions);
  if (input.id === undefined) {
    const [row] = await queryRows(
      tx,
      sql`insert into trainings (tenant_id, org_id, created_by, ${columns})
        values (${actor.tenantId}, ${actor.orgId}, ${actor.userId}, ${values}) returning id`,
      { id: col.int },
    );
    if (!row) throw new Error('saveTraining: no row');
    id = row.id;
  } else {
    const [old] = await queryRows(
      tx,
      sql`select t.id, t.name from trainings t where t.id = ${input.id} and t.tenant_id = ${actor.tenantId}
        and t.deleted_at is null and ${scope} for update`,
      { id: col.int, name: col.text },
    );
    if (!old) throw new AppError('NOT_FOUND');
    before = old;
    id = old.id;
    await runStatement(
      tx,
      sql`update trainings set (${columns}) = (${values}), updated_at = now() where id = ${id}`,
    );
    // Sessions without sign-ins are replaced; a session with sign-ins keeps them (its row stays).
    await runStatement(
      tx,
      sql`delete from training_sessions s where s.training_id = ${id}
        and not exists (select 1 from training_sign_ins si where si.session_id = s.id)`,
    );
    await runStatement(tx, sql`delete from training_audiences where training_id = ${id}`);
  }
  for (const [index, session] of input.sessions.entries()) {
    await runStatement(
      tx,
      sql`insert into training_sessions (tenant_id, training_id, kind, title, starts_at, ends_at, classroom,
          lecturer_id, course_id, exam_id, homework_id, qr_secret, sort)
        values (${actor.tenantId}, ${id}, ${session.kind}, ${session.title}, ${d(session.startTime)}, ${d(session.endTime)},
          ${session.classroom ?? ''}, ${session.lecturerId ?? null}, ${session.courseId ?? null}, ${session.examId ?? null},
          ${session.homeworkId ?? null}, ${randomBytes(24).toString('base64url')}, ${index})`,
    );
  }
  const targets = [
    ...input.userIds.map((targetId) => ({ type: 'user', targetId })),
    ...input.orgIds.map((targetId) => ({ type: 'org', targetId })),
    ...input.positionIds.map((targetId) => ({ type: 'position', targetId })),
  ];
  for (const target of targets)
    await runStatement(
      tx,
      sql`insert into training_audiences (tenant_id, training_id, target_type, target_id)
        values (${actor.tenantId}, ${id}, ${target.type}, ${target.targetId}) on conflict do nothing`,
    );
  await syncAudienceTrainees(tx, actor.tenantId, id);
  await fileTraining(tx, actor.tenantId, id, input.categoryId);
  await indexSearchDocument(tx, trainingSearchDoc(actor.tenantId, id, input));
  return { id, before };
}

/** Everyone the audience names becomes an accepted trainee (assigned trainees take no open place). */
async function syncAudienceTrainees(tx: DbOrTx, tenantId: string, trainingId: number) {
  const added = await queryRows(
    tx,
    sql`insert into training_trainees (tenant_id, training_id, user_id, state, source)
      select ${tenantId}, ${trainingId}, u.id, 'signed_up', 'audience'
      from ${usersTargetedBy(tenantId, sql`(select target_type, target_id from training_audiences where training_id = ${trainingId})`)} u
      on conflict (training_id, user_id) do update set state = 'signed_up', source = 'audience'
        where training_trainees.state <> 'signed_up'
      returning user_id`,
    { user_id: col.int },
  );
  for (const row of added) await emitApproved(tx, tenantId, trainingId, row.user_id);
}

const adminRowShape = {
  id: col.int,
  name: col.text,
  train_way: col.int,
  train_scope: col.text,
  status: col.int,
  begin_at: msCol,
  end_at: msCol,
  plan_size: col.int,
  trainee_num: col.int,
  head_teacher: col.text,
  total_num: col.int,
};

export async function listArrangements(
  db: Db,
  actor: Actor,
  page: PageInput & { keyword?: string | undefined },
) {
  const { limit, offset } = pageWindow(page);
  const scope = await scopeSql(db, actor);
  const rows = await queryRows(
    db,
    sql`select t.id, t.name, t.train_way, t.train_scope, ${statusSql()} as status, t.begin_at, t.end_at, t.plan_size,
        (select count(*) from training_trainees tt where tt.training_id = t.id and tt.state = 'signed_up')::int as trainee_num,
        coalesce(hu.name, '') as head_teacher, (count(*) over ())::int as total_num
      from trainings t left join users hu on hu.id = t.head_teacher_id
      where t.tenant_id = ${actor.tenantId} and t.deleted_at is null and ${scope}
        ${page.keyword ? sql`and t.name ilike ${`%${page.keyword}%`}` : sql``}
      order by t.begin_at desc, t.id desc limit ${limit} offset ${offset}`,
    adminRowShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
export type ArrangementRow = Awaited<ReturnType<typeof listArrangements>>['rows'][number];

const templateShape = {
  id: col.int,
  name: col.text,
  issuer: col.text,
  logo_url: col.text,
  background_url: col.text,
  body: col.text,
  validity_months: col.intOrNull,
};

export async function listTemplates(db: DbOrTx, tenantId: string) {
  return queryRows(
    db,
    sql`select id, name, issuer, logo_url, background_url, body, validity_months from certificate_templates
      where tenant_id = ${tenantId} and deleted_at is null order by id desc`,
    templateShape,
  );
}

export async function saveTemplate(db: Db, actor: Actor, input: TCertificateTemplateSave): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await writeTemplate(tx, actor.tenantId, input);
    await recordAudit(tx, actor, {
      module: 'training',
      action: input.id === undefined ? 'create' : 'update',
      entityType: 'certificate_template',
      entityId: id,
      after: input,
    });
    return id;
  });
}

export async function writeTemplate(
  tx: DbOrTx,
  tenantId: string,
  input: TCertificateTemplateSave,
): Promise<number> {
  const values = sql`${input.name}, ${input.issuer}, ${input.logoUrl ?? ''}, ${input.backgroundUrl ?? ''},
    ${input.body ?? ''}, ${input.validityMonths ?? null}`;
  const columns = sql`name, issuer, logo_url, background_url, body, validity_months`;
  const rows =
    input.id === undefined
      ? await queryRows(
          tx,
          sql`insert into certificate_templates (tenant_id, ${columns}) values (${tenantId}, ${values}) returning id`,
          { id: col.int },
        )
      : await queryRows(
          tx,
          sql`update certificate_templates set (${columns}) = (${values})
            where id = ${input.id} and tenant_id = ${tenantId} and deleted_at is null returning id`,
          { id: col.int },
        );
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND');
  return row.id;
}

/** People who created trainings of the tenant (the arrangement list's creator filter). */
export async function listCreators(db: DbOrTx, tenantId: string) {
  return queryRows(
    db,
    sql`select u.id, coalesce(nullif(u.real_name, ''), u.name) as name from users u
      where u.tenant_id = ${tenantId}
        and exists (select 1 from trainings t where t.created_by = u.id and t.deleted_at is null)
      order by u.id limit 500`,
    { id: col.int, name: col.text },
  );
}
