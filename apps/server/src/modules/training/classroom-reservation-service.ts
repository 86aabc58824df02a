// One classroom's bookings (original classroom detail: 申请人, 联系方式, 使用目的, 占用时间) and the people
// who booked it. A booking is a session of a training that names the room; its applicant is the person
// who created the training.
import type { TClassroomApplicants, TClassroomReservations } from '@elearning/shared';
import { type SQL, sql } from 'drizzle-orm';
import { pageWindow } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { getClassroom, sessionInRoom } from './classroom-admin-service.ts';
import { msCol } from './queries.ts';

const personName = (alias: string) => sql.raw(`coalesce(nullif(${alias}.real_name, ''), ${alias}.name)`);

export async function listReservations(db: DbOrTx, tenantId: string, query: TClassroomReservations) {
  const room = await getClassroom(db, tenantId, query.id);
  const { limit, offset } = pageWindow(query);
  const filters: SQL[] = [sql`r.id = ${room.id}`];
  if (query.usedPurpose)
    filters.push(sql`(position(lower(${query.usedPurpose}) in lower(t.name)) > 0
      or position(lower(${query.usedPurpose}) in lower(s.title)) > 0)`);
  if (query.creatorId !== undefined) filters.push(sql`t.created_by = ${query.creatorId}`);
  if (query.startTime !== undefined) filters.push(sql`s.ends_at > ${new Date(query.startTime)}`);
  if (query.endTime !== undefined) filters.push(sql`s.starts_at < ${new Date(query.endTime)}`);
  const rows = await queryRows(
    db,
    sql`select s.id, s.training_id, t.name as training_name, s.title, t.created_by as creator_id,
        coalesce(${personName('u')}, '') as creator_name, coalesce(u.phone, '') as creator_phone,
        s.starts_at, s.ends_at, (count(*) over ())::int as total_num
      from classrooms r join training_sessions s on ${sessionInRoom}
        join trainings t on t.id = s.training_id left join users u on u.id = t.created_by
      where r.tenant_id = ${tenantId} and ${sql.join(filters, sql` and `)}
      order by s.starts_at desc, s.id desc limit ${limit} offset ${offset}`,
    {
      id: col.int,
      training_id: col.int,
      training_name: col.text,
      title: col.text,
      creator_id: col.intOrNull,
      creator_name: col.text,
      creator_phone: col.text,
      starts_at: msCol,
      ends_at: msCol,
      total_num: col.int,
    },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
export type ReservationRow = Awaited<ReturnType<typeof listReservations>>['rows'][number];

export async function listApplicants(db: DbOrTx, tenantId: string, query: TClassroomApplicants) {
  const room = await getClassroom(db, tenantId, query.id);
  const { limit, offset } = pageWindow(query);
  const rows = await queryRows(
    db,
    sql`select u.id, ${personName('u')} as name, (count(*) over ())::int as total_num from users u
      where u.tenant_id = ${tenantId} and exists (select 1 from classrooms r join training_sessions s on ${sessionInRoom}
          join trainings t on t.id = s.training_id where r.id = ${room.id} and t.created_by = u.id)
        ${query.creatorName ? sql`and position(lower(${query.creatorName}) in lower(${personName('u')})) > 0` : sql``}
      order by u.id limit ${limit} offset ${offset}`,
    { id: col.int, name: col.text, total_num: col.int },
  );
  return { rows, totalNum: rows[0]?.total_num ?? 0 };
}
