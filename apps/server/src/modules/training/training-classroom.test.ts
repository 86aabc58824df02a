// Classrooms of the back office and their booking by training sessions: add, edit, enable/disable and delete
// with names and room numbers unique per tenant; a session in a room at a time another session holds is
// refused naming the session's field, in the caller's language; two saves racing for one slot land once.
import {
  classroomPaths,
  type TClassroom,
  type TClassroomReservation,
  type TPage,
  trainingAdminPaths,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRows } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant, uniqueSuffix } from '../../test/factories.ts';
import { makeClassroom, makeTrainCategory, makeTraining } from './test-factories.ts';

const HOUR = 3_600_000;
const DAY_2031 = Date.UTC(2031, 2, 3, 1); // 09:00 in Shanghai

type Fields = { fields?: { field: string; message: string }[] } | null;

describe('classrooms and their bookings', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
  let categoryId: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeSignedInUser(testApp, { roleId: 1 });
    categoryId = (await makeTrainCategory(testApp, { source: 'classroom' })).id;
  });
  afterAll(() => testApp.close());

  const addRoom = (roomName: string, extra: Record<string, unknown> = {}) =>
    api.post<{ id: number }>(
      classroomPaths.add,
      { roomName, categoryId, roomAddr: 'Block A', maxCapacity: 30, roomArea: 42.5, ...extra },
      { token: admin.token, lang: 'en' },
    );
  const info = async (id: number) =>
    (await api.get<TClassroom>(classroomPaths.info, { token: admin.token, query: { id } })).body.response;
  /** Saves a face-to-face training whose sessions sit in the rooms and hours given. */
  const saveTraining = (
    sessions: { room: string; from: number; to: number }[],
    lang: 'en' | 'zh-CN' = 'en',
    id?: number,
  ) =>
    api.post<{ id: number }>(
      trainingAdminPaths.train,
      {
        id,
        name: `Booked ${uniqueSuffix()}`,
        trainWay: 2,
        beginTime: DAY_2031 - HOUR,
        endTime: DAY_2031 + 48 * HOUR,
        sessions: sessions.map((s, index) => ({
          kind: 'offline',
          title: `Lesson ${index + 1}`,
          startTime: s.from,
          endTime: s.to,
          classroom: s.room,
        })),
      },
      { token: admin.token, lang },
    );

  it('adds, finds, edits, disables and deletes a classroom, with a room number of its own', async () => {
    const name = `Room ${uniqueSuffix()}`;
    const added = await addRoom(name);
    expect(added.status).toBe(200);
    const id = added.body.response.id;
    const second = await addRoom(`Room ${uniqueSuffix()}`);
    const room = await info(id);
    expect(room).toMatchObject({ roomName: name, categoryId, maxCapacity: 30, roomArea: 42.5, status: 1 });
    expect(room.roomNo).toMatch(/^JS\d{4}$/);
    expect((await info(second.body.response.id)).roomNo).not.toBe(room.roomNo);

    const list = await api.get<TPage<TClassroom>>(classroomPaths.list, {
      token: admin.token,
      query: { roomName: name.toUpperCase(), pageSize: 50 },
    });
    expect(list.body.response.data.map((row) => row.id)).toEqual([id]);

    const renamed = `${name} B`;
    const edited = await api.post(
      classroomPaths.update,
      { id, roomName: renamed, categoryId, roomAddr: 'Block B', maxCapacity: 0 },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    expect(await info(id)).toMatchObject({ roomName: renamed, roomAddr: 'Block B', maxCapacity: null });

    const off = await api.put(
      classroomPaths.status,
      {},
      {
        token: admin.token,
        query: { id, status: 0 },
      },
    );
    expect(off.status).toBe(200);
    expect((await info(id)).status).toBe(0);

    const removed = await api.del(
      classroomPaths.remove,
      {},
      { token: admin.token, query: { ids: String(id) } },
    );
    expect(removed.status).toBe(200);
    expect((await api.get(classroomPaths.info, { token: admin.token, query: { id } })).status).toBe(404);
  });

  it('keeps classroom names unique per tenant whatever their case, also when two adds race', async () => {
    const name = `Hall ${uniqueSuffix()}`;
    const tenant = await makeTenant(testApp);
    await makeClassroom(testApp, { tenantId: tenant.id, name });
    expect((await addRoom(name)).status).toBe(200);
    const again = await addRoom(` ${name.toLowerCase()} `);
    expect(again.status).toBe(409);
    expect(again.body.resMsg).toBe('This classroom name is already used');
    expect((again.body.response as Fields)?.fields?.[0]?.field).toBe('roomName');
    const check = await api.post(
      classroomPaths.nameExists,
      { roomName: name.toUpperCase() },
      { token: admin.token },
    );
    expect(check.status).toBe(409);

    const raced = `Race ${uniqueSuffix()}`;
    const replies = await Promise.all([addRoom(raced), addRoom(raced), addRoom(raced)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);
    const numbers = await Promise.all(
      [1, 2, 3].map(
        async () => (await info((await addRoom(`No ${uniqueSuffix()}`)).body.response.id)).roomNo,
      ),
    );
    expect(new Set(numbers).size).toBe(3);
  });

  it('refuses bad input naming the field, and keeps learners and other tenants out', async () => {
    const bad = await addRoom('', { roomArea: 1.25 });
    expect(bad.status).toBe(400);
    expect(bad.body.resMsg).toMatch(/classroom|name/i);
    const badCategory = await addRoom(`Room ${uniqueSuffix()}`, {
      categoryId: (await makeTrainCategory(testApp, { source: 'train' })).id,
    });
    expect(badCategory.status).toBe(400);
    expect((badCategory.body.response as Fields)?.fields?.[0]?.field).toBe('categoryId');

    const tenant = await makeTenant(testApp);
    const foreign = await makeClassroom(testApp, { tenantId: tenant.id });
    expect(
      (await api.get(classroomPaths.info, { token: admin.token, query: { id: foreign.id } })).status,
    ).toBe(404);
    const foreignDelete = await api.del(
      classroomPaths.remove,
      {},
      {
        token: admin.token,
        query: { ids: String(foreign.id) },
      },
    );
    expect(foreignDelete.status).toBe(404);
    const learner = await makeSignedInUser(testApp);
    expect((await api.get(classroomPaths.list, { token: learner.token })).status).toBe(403);
  });

  it('refuses a session in a room another session holds at an overlapping time, naming the field', async () => {
    const room = await makeClassroom(testApp, { categoryId });
    const first = await saveTraining([{ room: room.name, from: DAY_2031, to: DAY_2031 + 2 * HOUR }]);
    expect(first.status).toBe(200);

    const clash = await saveTraining([
      { room: '', from: DAY_2031, to: DAY_2031 + HOUR },
      { room: room.name.toUpperCase(), from: DAY_2031 + HOUR, to: DAY_2031 + 3 * HOUR },
    ]);
    expect(clash.status).toBe(409);
    expect(clash.body.resMsg).toBe(
      `Classroom "${room.name}" is taken by "${await trainingName(first.body.response.id)} · Lesson 1" from 2031-03-03 09:00 to 2031-03-03 11:00`,
    );
    expect((clash.body.response as Fields)?.fields?.[0]?.field).toBe('sessions.1.classroom');
    const inChinese = await saveTraining(
      [{ room: room.name, from: DAY_2031 + HOUR, to: DAY_2031 + 3 * HOUR }],
      'zh-CN',
    );
    expect(inChinese.status).toBe(409);
    expect(inChinese.body.resMsg).toContain(`教室“${room.name}”在 2031-03-03 09:00 至 2031-03-03 11:00 已被`);

    // Back to back is no overlap; the first training saved again keeps its own booking.
    const after = await saveTraining([
      { room: room.name, from: DAY_2031 + 2 * HOUR, to: DAY_2031 + 3 * HOUR },
    ]);
    expect(after.status).toBe(200);
    const resave = await saveTraining(
      [{ room: room.name, from: DAY_2031, to: DAY_2031 + 2 * HOUR }],
      'en',
      first.body.response.id,
    );
    expect(resave.status).toBe(200);

    // Two sessions of one schedule in one room at once.
    const own = await saveTraining([
      { room: room.name, from: DAY_2031 + 30 * HOUR, to: DAY_2031 + 32 * HOUR },
      { room: room.name, from: DAY_2031 + 31 * HOUR, to: DAY_2031 + 33 * HOUR },
    ]);
    expect(own.status).toBe(409);
    expect((own.body.response as Fields)?.fields?.[0]?.field).toBe('sessions.1.classroom');

    const bookings = await api.get<TPage<TClassroomReservation>>(classroomPaths.bookings, {
      token: admin.token,
      query: { id: room.id },
    });
    expect(bookings.body.response.data.map((row) => row.trainId).sort()).toEqual(
      [first.body.response.id, after.body.response.id].sort(),
    );
    const slot = await api.get<{ trainId: number }[]>(trainingAdminPaths.classroomBookings, {
      token: admin.token,
      query: { classroom: room.name, startTime: DAY_2031 + HOUR, endTime: DAY_2031 + 90 * 60_000 },
    });
    expect(slot.body.response.map((row) => row.trainId)).toEqual([first.body.response.id]);

    // A booked classroom is not deleted; a disabled one takes no new booking.
    const kept = await api.del(
      classroomPaths.remove,
      {},
      { token: admin.token, query: { ids: String(room.id) } },
    );
    expect(kept.status).toBe(409);
    await api.put(classroomPaths.status, {}, { token: admin.token, query: { id: room.id, status: 0 } });
    const disabled = await saveTraining([
      { room: room.name, from: DAY_2031 + 60 * HOUR, to: DAY_2031 + 61 * HOUR },
    ]);
    expect(disabled.status).toBe(409);
    expect((disabled.body.response as Fields)?.fields?.[0]?.field).toBe('sessions.0.classroom');
  });

  it('lets one of two trainings saved at once for the same slot book the room', async () => {
    const room = await makeClassroom(testApp, { categoryId });
    const from = DAY_2031 + 100 * HOUR;
    const replies = await Promise.all(
      [0, 1, 2, 3].map((i) => saveTraining([{ room: room.name, from: from + i * 60_000, to: from + HOUR }])),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(3);
    const held = await queryRows(
      testApp.database.db,
      sql`select count(*)::int as n from training_sessions where tenant_id = 'learn' and classroom = ${room.name}`,
      { n: col.int },
    );
    expect(held[0]?.n).toBe(1);
  });

  it('moves a classroom’s bookings with it when it is renamed', async () => {
    const room = await makeClassroom(testApp, { categoryId });
    const training = await makeTraining(testApp, {
      sessions: [
        {
          kind: 'offline',
          startsAt: DAY_2031 + 200 * HOUR,
          endsAt: DAY_2031 + 201 * HOUR,
          classroom: room.name,
        },
      ],
    });
    const renamed = `Renamed ${uniqueSuffix()}`;
    const edited = await api.post(
      classroomPaths.update,
      { id: room.id, roomName: renamed, categoryId, roomAddr: 'Block C' },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const clash = await saveTraining([
      { room: renamed, from: DAY_2031 + 200 * HOUR, to: DAY_2031 + 202 * HOUR },
    ]);
    expect(clash.status).toBe(409);
    expect(clash.body.resMsg).toContain(training.name);
  });

  async function trainingName(id: number) {
    const rows = await queryRows(testApp.database.db, sql`select name from trainings where id = ${id}`, {
      name: col.text,
    });
    return rows[0]?.name ?? '';
  }
});
