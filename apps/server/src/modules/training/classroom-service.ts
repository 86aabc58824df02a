// Classroom booking in the schedule editor (issue 11 §6): a session that names a classroom books it for its
// time; a second session in the same classroom at an overlapping time — in the same training or in another
// training of the tenant — is refused with the session that holds it. Saves of one tenant take a lock on
// its classrooms, so two editors saving at once cannot both book the same room.
import type { TTrainSessionInput } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows, runStatement } from '../../db/rows.ts';
import { msCol } from './queries.ts';

const roomOf = (classroom: string | undefined) => (classroom ?? '').trim().toLowerCase();

// The people who book rooms are in China: the message names the taken slot in their wall-clock time.
const minuteFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const formatTime = (ms: number) => minuteFormat.format(new Date(ms));

/** The refusal naming the session's field (`sessions.<index>.classroom`) and the booking in the way. */
function taken(index: number, classroom: string, title: string, from: number, to: number): AppError {
  return new AppError('TRAINING_CLASSROOM_TAKEN', {
    params: { classroom, title, from: formatTime(from), to: formatTime(to) },
    fields: [{ field: `sessions.${index}.classroom`, message: 'training.classroomTaken' }],
  });
}

/** The tenant's classroom lock: bookings, and classroom renames, disables and deletes, take it in turn. */
export const lockClassrooms = (tx: DbOrTx, tenantId: string) =>
  runStatement(tx, sql`select pg_advisory_xact_lock(hashtext(${`classroom:${tenantId}`}))`);

/**
 * A disabled classroom (classroom-admin-service.ts) takes no new booking; a session this training already
 * held there at the same time stays, so an edit of the rest of the training still saves.
 */
async function refuseDisabledRooms(
  tx: DbOrTx,
  tenantId: string,
  trainingId: number | null,
  sessions: { session: TTrainSessionInput; index: number }[],
): Promise<void> {
  const rooms = [...new Set(sessions.map(({ session }) => roomOf(session.classroom)))];
  const disabled = await queryRows(
    tx,
    sql`select lower(name) as room, name from classrooms where tenant_id = ${tenantId} and not enabled
      and lower(name) in (${sql.join(
        rooms.map((room) => sql`${room}`),
        sql`, `,
      )})`,
    { room: col.text, name: col.text },
  );
  for (const room of disabled)
    for (const { session, index } of sessions.filter((s) => roomOf(s.session.classroom) === room.room)) {
      const kept =
        trainingId !== null &&
        (
          await queryRows(
            tx,
            sql`select 1 as one from training_sessions where training_id = ${trainingId} and tenant_id = ${tenantId}
            and lower(trim(classroom)) = ${room.room} and starts_at = ${new Date(session.startTime)}
            and ends_at = ${new Date(session.endTime)} limit 1`,
            { one: col.int },
          )
        ).length > 0;
      if (!kept)
        throw new AppError('CLASSROOM_DISABLED', {
          params: { classroom: room.name },
          fields: [{ field: `sessions.${index}.classroom`, message: 'classroom.disabled' }],
        });
    }
}

/** Refuses a schedule whose sessions double-book a classroom (among themselves or with other trainings). */
export async function checkClassrooms(
  tx: DbOrTx,
  tenantId: string,
  trainingId: number | null,
  sessions: TTrainSessionInput[],
): Promise<void> {
  const booked = sessions
    .map((session, index) => ({ session, index }))
    .filter(({ session }) => roomOf(session.classroom) !== '');
  if (booked.length === 0) return;
  await lockClassrooms(tx, tenantId);
  await refuseDisabledRooms(tx, tenantId, trainingId, booked);
  for (const [i, { session: a }] of booked.entries())
    for (const { session: b, index } of booked.slice(i + 1))
      if (roomOf(a.classroom) === roomOf(b.classroom) && a.startTime < b.endTime && b.startTime < a.endTime)
        throw taken(index, b.classroom ?? '', a.title, a.startTime, a.endTime);
  for (const { session, index } of booked) {
    const [clash] = await listBookings(tx, tenantId, {
      classroom: session.classroom ?? '',
      startTime: session.startTime,
      endTime: session.endTime,
      excludeTrainId: trainingId ?? undefined,
    });
    if (clash)
      throw taken(
        index,
        clash.classroom,
        `${clash.training_name} · ${clash.title}`,
        clash.starts_at,
        clash.ends_at,
      );
  }
}

/** Sessions that hold a classroom (one, or all) in a time range, of trainings not deleted. */
export async function listBookings(
  db: DbOrTx,
  tenantId: string,
  query: {
    classroom?: string | undefined;
    startTime?: number | undefined;
    endTime?: number | undefined;
    excludeTrainId?: number | undefined;
  },
) {
  const room = roomOf(query.classroom);
  return queryRows(
    db,
    sql`select s.id, s.training_id, t.name as training_name, s.title, s.classroom, s.starts_at, s.ends_at
      from training_sessions s join trainings t on t.id = s.training_id
      where s.tenant_id = ${tenantId} and t.deleted_at is null and s.stopped_at is null and s.classroom <> ''
        ${room ? sql`and lower(trim(s.classroom)) = ${room}` : sql``}
        ${query.endTime !== undefined ? sql`and s.starts_at < ${new Date(query.endTime)}` : sql``}
        ${query.startTime !== undefined ? sql`and s.ends_at > ${new Date(query.startTime)}` : sql``}
        ${query.excludeTrainId !== undefined ? sql`and s.training_id <> ${query.excludeTrainId}` : sql``}
      order by s.starts_at, s.id limit 200`,
    {
      id: col.int,
      training_id: col.int,
      training_name: col.text,
      title: col.text,
      classroom: col.text,
      starts_at: msCol,
      ends_at: msCol,
    },
  );
}
