// Exam and homework passes in the weighted assessment (through their domains' events), leave review and an
// approved leave excusing the absence, classroom booking conflicts in the editor (issue 11 §1, §6).
import { type TPage, type TTrainStudentRow, trainingAdminPaths, trainingPaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainDomainEvents } from '../../core/domain-events.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { enrol, makeTraining, reportPassed } from './test-factories.ts';

const HOUR = 3_600_000;

describe('training assessment, leave and classrooms', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let lecturer: Awaited<ReturnType<typeof makeSignedInUser>>;
  let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    lecturer = await makeSignedInUser(testApp, { isLecturer: true });
    admin = await makeSignedInUser(testApp, { roleId: 1 });
  });
  afterAll(() => testApp.close());

  const studentOf = async (trainId: number, userId: number) => {
    const students = await api.get<TPage<TTrainStudentRow>>(trainingPaths.students, {
      token: lecturer.token,
      query: { trainId },
    });
    return students.body.response.data.find((row) => row.userId === userId);
  };

  /** The app's own dispatcher may hold an event a moment: drain, then look again until it shows. */
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await drainDomainEvents(testApp.database.db);
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return read();
  }

  it('counts the exams and homework a trainee passed, as those domains reported them', async () => {
    const examId = 900_000 + Math.floor(Math.random() * 90_000);
    const homeworkId = examId + 1;
    const training = await makeTraining(testApp, {
      headTeacherId: lecturer.user.id,
      weights: { attendance: 0, course: 0, exam: 50, homework: 50, lecturer: 0 },
      sessions: [
        { kind: 'exam', examId },
        { kind: 'exam', examId: examId + 2 },
        { kind: 'homework', homeworkId },
      ],
    });
    const learner = await makeSignedInUser(testApp);
    await enrol(testApp, training, learner.user.id);
    expect(await studentOf(training.id, learner.user.id)).toMatchObject({ total: 0, passed: false });
    await reportPassed(testApp, { kind: 'exam', subjectId: examId, userId: learner.user.id });
    await reportPassed(testApp, { kind: 'exam', subjectId: examId, userId: learner.user.id });
    await reportPassed(testApp, { kind: 'homework', subjectId: homeworkId, userId: learner.user.id });
    // Another tenant's pass of the same ids counts nowhere here.
    const other = await makeTenant(testApp);
    await reportPassed(testApp, {
      tenantId: other.id,
      kind: 'exam',
      subjectId: examId + 2,
      userId: learner.user.id,
    });
    const row = await eventually(
      () => studentOf(training.id, learner.user.id),
      (value) => value?.total === 75,
    );
    expect(row).toMatchObject({ total: 75, passed: true });
    const schedule = await api.get<{ kind: string; done: boolean }[]>(trainingPaths.trainDate, {
      token: learner.token,
      query: { trainId: training.id },
    });
    expect(schedule.body.response.map((item) => item.done)).toEqual([true, false, true]);
  });

  it('lets the lecturer approve a leave once, and the approved leave excuses the absence', async () => {
    const training = await makeTraining(testApp, {
      headTeacherId: lecturer.user.id,
      weights: { attendance: 100, course: 0, exam: 0, homework: 0, lecturer: 0 },
      passScore: 100,
      sessions: [
        { kind: 'offline' },
        { kind: 'offline', startsAt: Date.now() + 24 * HOUR, endsAt: Date.now() + 26 * HOUR },
      ],
    });
    const learner = await makeSignedInUser(testApp);
    await enrol(testApp, training, learner.user.id);
    const [first, second] = training.sessions;
    await api.post(
      trainingPaths.manualSign,
      { sessionId: first?.id, userId: learner.user.id, reason: 'present' },
      { token: lecturer.token },
    );
    expect(await studentOf(training.id, learner.user.id)).toMatchObject({ total: 50, excusedNum: 0 });
    const asked = await api.get<{ id: number }>(trainingPaths.leave, {
      token: learner.token,
      query: { trainId: training.id, sessionId: second?.id ?? 0, reason: 'Family matters' },
    });
    expect(asked.status).toBe(200);
    const leaveId = asked.body.response.id;
    const list = await api.get<TPage<{ id: number; state: string; sessionTitle: string }>>(
      trainingPaths.lecturerLeaves,
      { token: lecturer.token, query: { trainId: training.id } },
    );
    expect(list.body.response.data).toEqual([expect.objectContaining({ id: leaveId, state: 'pending' })]);
    const otherLecturer = await makeSignedInUser(testApp, { isLecturer: true });
    const notTheirs = await api.put(
      trainingPaths.lecturerLeaveReview,
      { trainId: training.id, ids: String(leaveId), type: 'agree' },
      { token: otherLecturer.token },
    );
    expect(notTheirs.status).toBe(404);
    const approved = await api.put<{ count: number }>(
      trainingPaths.lecturerLeaveReview,
      { trainId: training.id, ids: String(leaveId), type: 'agree' },
      { token: lecturer.token, lang: 'en' },
    );
    expect(approved.body).toMatchObject({ resMsg: 'Approved 1 leave requests', response: { count: 1 } });
    const again = await api.put<{ count: number }>(
      trainingPaths.lecturerLeaveReview,
      { trainId: training.id, ids: String(leaveId), type: 'agree' },
      { token: lecturer.token },
    );
    expect(again.body.response.count).toBe(0);
    const reversed = await api.put(
      trainingAdminPaths.leaveReview,
      { trainId: training.id, ids: String(leaveId), type: 'reject' },
      { token: admin.token },
    );
    expect(reversed.status).toBe(409);
    expect(await studentOf(training.id, learner.user.id)).toMatchObject({
      total: 100,
      passed: true,
      excusedNum: 1,
    });
  });

  it('refuses a leave for a session of another training and a review by a learner', async () => {
    const training = await makeTraining(testApp, { sessions: [{ kind: 'offline' }] });
    const other = await makeTraining(testApp, { sessions: [{ kind: 'offline' }] });
    const learner = await makeSignedInUser(testApp);
    await enrol(testApp, training, learner.user.id);
    const wrong = await api.get(trainingPaths.leave, {
      token: learner.token,
      query: { trainId: training.id, sessionId: other.sessions[0]?.id ?? 0, reason: 'x' },
    });
    expect(wrong.status).toBe(404);
    const byLearner = await api.get(trainingAdminPaths.leaves, {
      token: learner.token,
      query: { trainId: training.id },
    });
    expect(byLearner.status).toBe(403);
  });

  it('books classrooms: an overlapping session in the same room is refused, naming who holds it', async () => {
    const start = Date.now() + 30 * 24 * HOUR + Math.floor(Math.random() * 1000) * HOUR;
    const room = `Room ${Math.random().toString(36).slice(2, 8)}`;
    const training = (sessions: { title: string; from: number; to: number; classroom: string }[]) => ({
      name: 'Booked training',
      trainWay: 2,
      beginTime: start - HOUR,
      endTime: start + 48 * HOUR,
      sessions: sessions.map((s) => ({
        kind: 'offline',
        title: s.title,
        startTime: s.from,
        endTime: s.to,
        classroom: s.classroom,
      })),
    });
    const first = await api.post<{ id: number }>(
      trainingAdminPaths.train,
      training([{ title: 'Morning', from: start, to: start + 2 * HOUR, classroom: room }]),
      { token: admin.token },
    );
    expect(first.status).toBe(200);
    const clash = await api.post(
      trainingAdminPaths.train,
      training([
        { title: 'Overlap', from: start + HOUR, to: start + 3 * HOUR, classroom: ` ${room.toUpperCase()} ` },
      ]),
      { token: admin.token, lang: 'en' },
    );
    expect(clash.status).toBe(409);
    expect(clash.body.resMsg).toContain(`Classroom "${room}" is taken by "Booked training · Morning"`);
    const inside = await api.post(
      trainingAdminPaths.train,
      training([
        { title: 'A', from: start + 5 * HOUR, to: start + 7 * HOUR, classroom: `${room}-2` },
        { title: 'B', from: start + 6 * HOUR, to: start + 8 * HOUR, classroom: `${room}-2` },
      ]),
      { token: admin.token },
    );
    expect(inside.status).toBe(409);
    const after = await api.post(
      trainingAdminPaths.train,
      training([{ title: 'Afternoon', from: start + 2 * HOUR, to: start + 4 * HOUR, classroom: room }]),
      { token: admin.token },
    );
    expect(after.status).toBe(200);
    // Saving the first training again keeps its own booking.
    const resaved = await api.put(
      trainingAdminPaths.train,
      {
        id: first.body.response.id,
        ...training([{ title: 'Morning', from: start, to: start + 2 * HOUR, classroom: room }]),
      },
      { token: admin.token },
    );
    expect(resaved.status).toBe(200);
    const bookings = await api.get<{ title: string }[]>(trainingAdminPaths.classroomBookings, {
      token: admin.token,
      query: { classroom: room, startTime: start, endTime: start + 24 * HOUR },
    });
    expect(bookings.body.response.map((b) => b.title)).toEqual(['Morning', 'Afternoon']);
  });
});
