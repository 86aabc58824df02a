// Classrooms of the back office (original src/views/resource/classroom): the page with its filters, one
// classroom, add and edit, enable/disable, delete, and the name check. A classroom is booked by the
// sessions that name it (classroom-service.ts), so a rename carries over to its sessions, a booking still
// to come forbids a delete, and a disabled classroom takes no new booking. Changes take the tenant's
// classroom lock, the one bookings take, so a rename or a disable cannot interleave with a booking.
import type { TClassroomList, TClassroomSave } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/app-error.ts';
import { recordAudit } from '../../core/audit.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import { assertUsableCategory, subtreeOf } from './category-service.ts';
import { lockClassrooms } from './classroom-service.ts';
import { requireTraining } from './policy.ts';
import { msCol } from './queries.ts';

/** SQL: the session `s` holds classroom `r` (sessions name their room; case and spaces do not count). */
export const sessionInRoom = sql`s.tenant_id = r.tenant_id and lower(trim(s.classroom)) = lower(r.name)
  and s.stopped_at is null and exists (select 1 from trainings t where t.id = s.training_id and t.deleted_at is null)`;

const idList = (ids: number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

const reserved = sql`exists (select 1 from training_sessions s where ${sessionInRoom} and s.ends_at > now())`;

const classroomShape = {
  id: col.int,
  room_no: col.text,
  name: col.text,
  enabled: col.bool,
  category_id: col.intOrNull,
  category_name: col.text,
  address: col.text,
  max_capacity: col.intOrNull,
  has_projector: col.bool,
  area_tenths: col.int,
  pictures: col.json<{ fileName: string; fileUrl: string }[]>(),
  is_reserve: col.bool,
  created_at: msCol,
  creator_name: col.text,
};
export type ClassroomRow = Awaited<ReturnType<typeof getClassroom>>;

const columns = sql`r.id, r.room_no, r.name, r.enabled, r.category_id, coalesce(c.name, '') as category_name,
  r.address, r.max_capacity, r.has_projector, r.area_tenths, r.pictures, ${reserved} as is_reserve, r.created_at,
  coalesce(u.name, '') as creator_name`;
const joins = sql`left join training_categories c on c.id = r.category_id left join users u on u.id = r.created_by`;

export async function listClassrooms(db: DbOrTx, tenantId: string, query: TClassroomList) {
  const { limit, offset } = pageWindow(query);
  const filters: SQL[] = [sql`r.tenant_id = ${tenantId}`];
  if (query.roomName) filters.push(sql`position(lower(${query.roomName}) in lower(r.name)) > 0`);
  if (query.roomAddr) filters.push(sql`position(lower(${query.roomAddr}) in lower(r.address)) > 0`);
  if (query.status !== undefined) filters.push(sql`r.enabled = ${query.status === 1}`);
  if (query.categoryId !== undefined)
    filters.push(sql`r.category_id in ${subtreeOf(tenantId, query.categoryId)}`);
  // No limit (null) counts as more than any bound.
  if (query.minCapacity !== undefined)
    filters.push(sql`coalesce(r.max_capacity, 2147483647) >= ${query.minCapacity}`);
  if (query.maxCapacity !== undefined) filters.push(sql`r.max_capacity <= ${query.maxCapacity}`);
  const rows = await queryRows(
    db,
    sql`select ${columns}, (count(*) over ())::int as total_num from classrooms r ${joins}
      where ${sql.join(filters, sql` and `)} order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
    { ...classroomShape, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}

/** The classroom of this tenant, or a 404. */
export async function getClassroom(db: DbOrTx, tenantId: string, id: number) {
  return requireTraining(
    await queryRow(
      db,
      sql`select ${columns} from classrooms r ${joins} where r.tenant_id = ${tenantId} and r.id = ${id}`,
      classroomShape,
    ),
  );
}

/** Whether another classroom of the tenant has the name (case and outer spaces aside). */
export async function nameTaken(db: DbOrTx, tenantId: string, name: string, id: number | undefined) {
  const row = await queryRow(
    db,
    sql`select exists (select 1 from classrooms where tenant_id = ${tenantId}
      and lower(name) = lower(${name.trim()}) and id <> ${id ?? 0}) as yes`,
    { yes: col.bool },
  );
  return row?.yes ?? false;
}

/** Adds a classroom, or edits one (`id`); returns its id. */
export async function saveClassroom(db: Db, actor: Actor, input: TClassroomSave): Promise<number> {
  const name = input.roomName.trim();
  return db.transaction(async (tx) => {
    await lockClassrooms(tx, actor.tenantId);
    const old = input.id === undefined ? null : await getClassroom(tx, actor.tenantId, input.id);
    if (await nameTaken(tx, actor.tenantId, name, input.id))
      throw new AppError('CLASSROOM_NAME_TAKEN', {
        fields: [{ field: 'roomName', message: 'classroom.nameTaken' }],
      });
    await assertUsableCategory(tx, actor.tenantId, 'classroom', input.categoryId, old?.category_id ?? null);
    const values = sql`${name}, ${input.categoryId}, ${input.roomAddr}, ${input.maxCapacity || null},
      ${input.hasProjector === 1}, ${Math.round(input.roomArea * 10)}, ${JSON.stringify(
        input.picReqList.map((p) => ({ fileName: p.fileName ?? '', fileUrl: p.fileUrl })),
      )}::jsonb`;
    const cols = sql`name, category_id, address, max_capacity, has_projector, area_tenths, pictures`;
    let id: number;
    if (!old) {
      const row = await queryRow(
        tx,
        sql`insert into classrooms (tenant_id, room_no, created_by, ${cols})
          values (${actor.tenantId}, 'JS' || lpad((coalesce((select max(substring(room_no from 3)::int)
            from classrooms where tenant_id = ${actor.tenantId} and room_no ~ '^JS[0-9]+$'), 0) + 1)::text, 4, '0'),
            ${actor.userId}, ${values}) returning id`,
        { id: col.int },
      );
      id = requireTraining(row).id;
    } else {
      id = old.id;
      await runStatement(
        tx,
        sql`update classrooms set (${cols}) = (${values}), updated_at = now() where id = ${id}`,
      );
      // Sessions name their room: a rename moves the classroom's bookings with it.
      if (old.name !== name)
        await runStatement(
          tx,
          sql`update training_sessions set classroom = ${name}
            where tenant_id = ${actor.tenantId} and lower(trim(classroom)) = lower(${old.name})`,
        );
    }
    await recordAudit(tx, actor, {
      module: 'training',
      action: old ? 'update' : 'create',
      entityType: 'classroom',
      entityId: id,
      before: old ? { name: old.name } : null,
      after: input,
    });
    return id;
  });
}

export async function setClassroomEnabled(db: Db, actor: Actor, id: number, enabled: boolean) {
  await db.transaction(async (tx) => {
    await lockClassrooms(tx, actor.tenantId);
    await getClassroom(tx, actor.tenantId, id);
    await runStatement(
      tx,
      sql`update classrooms set enabled = ${enabled}, updated_at = now() where tenant_id = ${actor.tenantId} and id = ${id}`,
    );
    await recordAudit(tx, actor, {
      module: 'training',
      action: enabled ? 'enable' : 'disable',
      entityType: 'classroom',
      entityId: id,
    });
  });
}

/**
 * Deletes the classrooms without a booking still to come and returns how many went; booked ones are kept
 * (the original list deletes "the others" after warning). Only booked ones asked: a 409.
 */
export async function deleteClassrooms(db: Db, actor: Actor, ids: number[]) {
  return db.transaction(async (tx) => {
    await lockClassrooms(tx, actor.tenantId);
    const rows = await queryRows(
      tx,
      sql`select r.id, ${reserved} as is_reserve from classrooms r
        where r.tenant_id = ${actor.tenantId} and r.id in ${idList(ids)}`,
      { id: col.int, is_reserve: col.bool },
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    const free = rows.filter((row) => !row.is_reserve).map((row) => row.id);
    if (free.length === 0) throw new AppError('CLASSROOM_RESERVED');
    await runStatement(
      tx,
      sql`delete from classrooms where tenant_id = ${actor.tenantId} and id in ${idList(free)}`,
    );
    for (const id of free)
      await recordAudit(tx, actor, {
        module: 'training',
        action: 'delete',
        entityType: 'classroom',
        entityId: id,
      });
    return { deleted: free, kept: rows.filter((row) => row.is_reserve).map((row) => row.id) };
  });
}
