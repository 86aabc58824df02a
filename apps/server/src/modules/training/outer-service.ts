// External trainings of the back office (original training-edit with type=outer): save the form with its
// people through the training editor's own write (way 4, scope outer, no schedule), read it back, page its
// trainees; file a training under a catalogue category; and expand an audience into its people.
import {
  DEFAULT_WEIGHTS,
  SignUpReview,
  type TOuterTrainObjects,
  type TOuterTrainSave,
  TRAINING_RULES,
  TrainScope,
  TrainWay,
  type TTrainObjectUsers,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { TargetType, usersTargetedBy } from '../../core/org-scope.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { scopeSql, writeTraining } from './admin-service.ts';
import { getTenantTraining } from './catalog-service.ts';
import { requireTraining } from './policy.ts';
import { forgetCentrePages } from './queries-centre.ts';

/** Creates or updates an external training; returns its id. An inside training is not edited here (404). */
export async function saveOuterTraining(db: Db, actor: Actor, input: TOuterTrainSave): Promise<number> {
  const info = input.trainOuterInfo;
  const scope = await scopeSql(db, actor);
  const saved = await db.transaction(async (tx) => {
    if (input.id !== undefined) {
      const current = await getTenantTraining(tx, actor.tenantId, input.id);
      if (current.train_scope !== TrainScope.outer) throw new AppError('NOT_FOUND');
    }
    const save = {
      id: input.id,
      name: info.trainName,
      trainWay: TrainWay.external,
      trainScope: TrainScope.outer,
      knowledgeSystemId: info.knowledgeSystemId,
      categoryId: info.categoryId,
      planSize: info.planSize,
      address: info.address,
      contactName: info.contactName,
      contactPhone: info.contactPhone,
      sponsor: info.sponsor,
      organizer: info.organizer,
      headTeacherId: info.headTeacher,
      assistants: undefined,
      introduction: info.introduction,
      coverUrl: undefined,
      beginTime: info.beginTime,
      endTime: info.endTime,
      applyJoin: false,
      signUpReview: SignUpReview.none,
      applyStartTime: undefined,
      applyEndTime: undefined,
      signInGraceMinutes: TRAINING_RULES.signInGraceMinutes,
      passScore: TRAINING_RULES.defaultPassScore,
      weights: DEFAULT_WEIGHTS,
      certificateTemplateId: undefined,
      sessions: [],
      userIds: [...new Set(input.trainObjectsList.map((item) => item.bizId))],
      orgIds: [],
      positionIds: [],
    };
    const { id, before } = await writeTraining(tx, actor, save, scope);
    await recordAudit(tx, actor, {
      module: 'training',
      action: input.id === undefined ? 'create' : 'update',
      entityType: 'training',
      entityId: id,
      before,
      after: { ...info, people: save.userIds.length },
    });
    return id;
  });
  forgetCentrePages(actor.tenantId);
  return saved;
}

/** The external training's form as the editor reloads it. */
export async function getOuterTraining(db: DbOrTx, tenantId: string, trainId: number) {
  const training = await getTenantTraining(db, tenantId, trainId);
  const extra = requireTraining(
    await queryRow(
      db,
      sql`select t.knowledge_system_id, l.category_id, coalesce(c.name, '') as category_name from trainings t
        left join training_category_links l on l.training_id = t.id left join training_categories c on c.id = l.category_id
        where t.id = ${training.id}`,
      { knowledge_system_id: col.intOrNull, category_id: col.intOrNull, category_name: col.text },
    ),
  );
  return { training, ...extra };
}

/** The trainees of a training, paged (the external editor reloads its people with it). */
export async function listTrainingPeople(db: DbOrTx, tenantId: string, query: TOuterTrainObjects) {
  const training = await getTenantTraining(db, tenantId, query.trainId);
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select u.id, coalesce(nullif(u.real_name, ''), u.name) as name, coalesce(u.phone, '') as phone, u.work_no,
        coalesce(o.name, '') as org_name, (count(*) over ())::int as total_num
      from training_trainees tt join users u on u.id = tt.user_id left join organisations o on o.id = u.org_id
      where tt.training_id = ${training.id} and tt.tenant_id = ${tenantId} and tt.state = 'signed_up'
      order by tt.id limit ${limit} offset ${offset}`,
    {
      id: col.int,
      name: col.text,
      phone: col.text,
      work_no: col.text,
      org_name: col.text,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
export type PersonRow = Awaited<ReturnType<typeof listTrainingPeople>>['rows'][number];

/** Everyone an audience names (users, positions, org units and their subtrees), at most 5 000. */
export async function expandAudience(db: DbOrTx, tenantId: string, input: TTrainObjectUsers) {
  const targets = [
    ...input.userObjects.map((o) => sql`(${TargetType.user}::text, ${o.bizId}::int)`),
    ...input.positionObjects.map((o) => sql`(${TargetType.position}::text, ${o.bizId}::int)`),
    ...input.orgObjects.map((o) => sql`(${TargetType.org}::text, ${o.bizId}::int)`),
  ];
  if (targets.length === 0) return [];
  const list = sql`(select * from (values ${sql.join(targets, sql`, `)}) v(target_type, target_id))`;
  return queryRows(
    db,
    sql`select u.id, coalesce(nullif(u.real_name, ''), u.name) as name, coalesce(u.phone, '') as phone, u.work_no,
        coalesce(o.name, '') as org_name, 0::int as total_num
      from users u left join organisations o on o.id = u.org_id
      where u.id in ${usersTargetedBy(tenantId, list)} order by u.id limit 5000`,
    {
      id: col.int,
      name: col.text,
      phone: col.text,
      work_no: col.text,
      org_name: col.text,
      total_num: col.int,
    },
  );
}

/** Takes trainings of this tenant out of their knowledge system (the knowledge page's 取消关联). */
export async function unfileFromKnowledge(db: Db, actor: Actor, trainIds: number[]) {
  const unfiled = await db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      sql`update trainings set knowledge_system_id = null, updated_at = now()
        where tenant_id = ${actor.tenantId} and deleted_at is null
          and id in (${sql.join(
            trainIds.map((id) => sql`${id}`),
            sql`, `,
          )}) returning id`,
      { id: col.int },
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    for (const row of rows)
      await recordAudit(tx, actor, {
        module: 'training',
        action: 'update',
        entityType: 'training',
        entityId: row.id,
        after: { knowledgeSystemId: null },
      });
    return rows.map((row) => row.id);
  });
  forgetCentrePages(actor.tenantId);
  return unfiled;
}
