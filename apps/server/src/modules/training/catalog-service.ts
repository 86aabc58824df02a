// The learner's view of trainings: the training centre list, my trainings (My Task list 3, home, personal),
// one training and its schedule with my state on each item. Course completion is read from the course
// domain's study records (its progress service owns them; this is a read of one column).
import type { TTrainList } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { requireTraining, trainingVisibleTo } from './policy.ts';
import {
  sessionColumns,
  sessionJoins,
  sessionShape,
  statusSql,
  trainingColumns,
  trainingJoins,
  trainingShape,
} from './queries.ts';
import { keptCentrePage } from './queries-centre.ts';

const countedShape = { ...trainingShape, total_num: col.int, progress: col.int };

/** SQL: the learner passed the exam or homework schedule item `s` (as its domain reported). */
function resultExists(userId: number): SQL {
  return sql`exists (select 1 from training_results tr where tr.tenant_id = s.tenant_id and tr.kind = s.kind
    and tr.user_id = ${userId} and tr.subject_id = (case s.kind when 'exam' then s.exam_id else s.homework_id end))`;
}

/** The learner's progress in percent: done schedule items over all items (0 without a schedule). */
function progressSql(userId: number): SQL {
  return sql`coalesce((select (100 * count(*) filter (where
      (s.kind = 'offline' and exists (select 1 from training_sign_ins si where si.session_id = s.id and si.user_id = ${userId}))
      or (s.kind = 'course' and exists (select 1 from course_study_records r where r.course_id = s.course_id
            and r.user_id = ${userId} and r.completed_at is not null))
      or (s.kind in ('exam', 'homework') and ${resultExists(userId)})
    ) / nullif(count(*), 0))::int from training_sessions s where s.training_id = t.id), 0)`;
}

export async function listTrainings(db: DbOrTx, actor: Actor | null, tenantId: string, query: TTrainList) {
  const { limit, offset } = pageWindow(query);
  const userId = actor?.userId ?? null;
  const filters: SQL[] = [trainingVisibleTo(actor, tenantId)];
  if (query.mine === 1) filters.push(sql`tt.state = 'signed_up' and tt.removed_at is null`);
  if (query.keyword) filters.push(sql`t.name ilike ${`%${query.keyword.replace(/[%_\\]/g, '\\$&')}%`}`);
  if (query.status !== undefined) filters.push(sql`${statusSql()} = ${query.status}`);
  if (query.trainWay !== undefined) filters.push(sql`t.train_way = ${query.trainWay}`);
  if (query.trainScope !== undefined) filters.push(sql`t.train_scope = ${query.trainScope}`);
  if (query.knowledgeSystemId !== undefined)
    filters.push(sql`t.knowledge_system_id = ${query.knowledgeSystemId}`);
  const rows = await queryRows(
    db,
    sql`select ${trainingColumns()}, (count(*) over ())::int as total_num,
        ${userId === null ? sql`0` : progressSql(userId)} as progress
      from trainings t ${trainingJoins(userId)}
      where ${sql.join(filters, sql` and `)}
      order by t.begin_at desc, t.id desc limit ${limit} offset ${offset}`,
    countedShape,
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/**
 * The training cards of a list page: a signed-in learner's unfiltered page (the centre, my trainings, My
 * Task list 3, home) from queries-centre.ts (prepared and kept), any other page from `listTrainings`.
 */
export async function listTrainingCards(db: Db, actor: Actor | null, tenantId: string, query: TTrainList) {
  const filtered =
    Boolean(query.keyword) ||
    query.status !== undefined ||
    query.trainWay !== undefined ||
    query.trainScope !== undefined ||
    query.knowledgeSystemId !== undefined;
  if (!actor || filtered) return listTrainings(db, actor, tenantId, query);
  const { limit, offset } = pageWindow(query);
  const rows = await keptCentrePage(db, {
    tenantId,
    userId: actor.userId,
    mine: query.mine === 1,
    limit,
    offset,
  });
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** One training as the caller sees it; a 404 when they may not. */
export async function getTraining(db: DbOrTx, actor: Actor, trainId: number) {
  const [row] = await queryRows(
    db,
    sql`select ${trainingColumns()} from trainings t ${trainingJoins(actor.userId)}
      where t.id = ${trainId} and ${trainingVisibleTo(actor, actor.tenantId)}`,
    trainingShape,
  );
  return requireTraining(row);
}

/** A training of the caller's tenant whatever their relation to it (lecturer and back-office paths). */
export async function getTenantTraining(
  db: DbOrTx,
  tenantId: string,
  trainId: number,
  userId: number | null = null,
) {
  const [row] = await queryRows(
    db,
    sql`select ${trainingColumns()} from trainings t ${trainingJoins(userId)}
      where t.id = ${trainId} and t.tenant_id = ${tenantId} and t.deleted_at is null`,
    trainingShape,
  );
  return requireTraining(row);
}

const scheduleShape = { ...sessionShape, signed_in: col.bool, done: col.bool };

/** The schedule with the learner's state on each item. */
export async function listSchedule(db: DbOrTx, tenantId: string, trainId: number, userId: number) {
  return queryRows(
    db,
    sql`select ${sessionColumns},
        exists (select 1 from training_sign_ins si where si.session_id = s.id and si.user_id = ${userId}) as signed_in,
        (case s.kind
          when 'offline' then exists (select 1 from training_sign_ins si where si.session_id = s.id and si.user_id = ${userId})
          when 'course' then exists (select 1 from course_study_records r where r.course_id = s.course_id
            and r.user_id = ${userId} and r.completed_at is not null)
          when 'exam' then ${resultExists(userId)}
          when 'homework' then ${resultExists(userId)}
          else false end) as done
      from training_sessions s ${sessionJoins}
      where s.tenant_id = ${tenantId} and s.training_id = ${trainId}
      order by s.starts_at, s.sort, s.id`,
    scheduleShape,
  );
}
export type ScheduleRow = Awaited<ReturnType<typeof listSchedule>>[number];
