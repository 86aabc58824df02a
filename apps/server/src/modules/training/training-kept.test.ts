// The learner's training list is kept in memory for a few seconds (queries-centre.ts): these tests hold the
// kept pages to the truth — a repeated read is served kept (a row written past the services stays hidden
// until the tenant's pages are dropped), each kind of write through the app shows on the very next read,
// writes arriving through domain events show once dispatched (well inside the age), and a status that
// changes with time is never kept past its moment, in real time or on the training clock tests move.
import {
  ChapterType,
  coursePaths,
  myTaskPaths,
  type TPage,
  type TTrainCard,
  trainingAdminPaths,
  trainingPaths,
} from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drainDomainEvents } from '../../core/domain-events.ts';
import { trainings } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { makeCourse } from '../course/test-factories.ts';
import { trainingClock } from './clock.ts';
import { CENTRE_MAX_AGE_MS, forgetCentrePages } from './queries-centre.ts';
import { enrol, makeTraining, reportPassed } from './test-factories.ts';

const HOUR = 3_600_000;
const realNow = trainingClock.now;

describe('training: kept list pages', () => {
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
  afterEach(() => {
    trainingClock.now = realNow;
  });
  afterAll(() => testApp.close());

  const list = async (token: string, query: Record<string, number> = {}) => {
    const reply = await api.get<TPage<TTrainCard>>(trainingPaths.list, {
      token,
      query: { pageNo: 1, pageSize: 50, ...query },
    });
    expect(reply.status).toBe(200);
    return reply.body.response;
  };
  const cardOf = async (token: string, trainId: number, query: Record<string, number> = {}) =>
    (await list(token, query)).data.find((card) => card.id === trainId);

  /** Events go through the dispatcher (this app's runs too): drain until the card shows, inside the age. */
  async function onceDispatched(
    read: () => Promise<TTrainCard | undefined>,
    done: (card?: TTrainCard) => boolean,
  ) {
    const deadline = Date.now() + CENTRE_MAX_AGE_MS / 2;
    let card = await read();
    while (!done(card) && Date.now() < deadline) {
      await drainDomainEvents(testApp.database.db);
      await new Promise((resolve) => setTimeout(resolve, 25));
      card = await read();
    }
    return card;
  }

  it('serves a repeated read kept, until the tenant’s pages are dropped', async () => {
    const me = await makeSignedInUser(testApp);
    const training = await makeTraining(testApp, { name: 'Before' });
    await enrol(testApp, training, me.user.id);
    expect(await cardOf(me.token, training.id)).toMatchObject({ menuName: 'Before' });
    // Written past the services: the kept page is what the next read answers (what the cache saves) …
    await testApp.database.db.update(trainings).set({ name: 'After' }).where(eq(trainings.id, training.id));
    expect(await cardOf(me.token, training.id)).toMatchObject({ menuName: 'Before' });
    expect(await cardOf(me.token, training.id, { mine: 1 })).toMatchObject({ menuName: 'After' });
    // … until the tenant's pages are dropped, as every write through the services does.
    forgetCentrePages('learn');
    expect(await cardOf(me.token, training.id)).toMatchObject({ menuName: 'After' });
    // A filtered list is never kept.
    await testApp.database.db
      .update(trainings)
      .set({ name: 'Filtered' })
      .where(eq(trainings.id, training.id));
    expect(await cardOf(me.token, training.id, { status: 2 })).toMatchObject({ menuName: 'Filtered' });
  });

  it('shows a back-office save, a new training and a delete on the next read', async () => {
    const me = await makeSignedInUser(testApp);
    const start = Date.now() + 24 * HOUR;
    const body = {
      name: 'Kept page training',
      trainWay: 2,
      beginTime: start,
      endTime: start + 48 * HOUR,
      headTeacherId: lecturer.user.id,
      userIds: [me.user.id],
      sessions: [],
    };
    const before = (await list(me.token)).totalNum;
    const created = await api.post<{ id: number }>(trainingAdminPaths.train, body, { token: admin.token });
    expect(created.status).toBe(200);
    const id = created.body.response.id;
    expect(await cardOf(me.token, id)).toMatchObject({ menuName: 'Kept page training', status: 1 });
    const edited = await api.put(
      trainingAdminPaths.train,
      { ...body, id, name: 'Renamed training' },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    expect(await cardOf(me.token, id)).toMatchObject({ menuName: 'Renamed training' });
    const deleted = await api.del(trainingPaths.deleteTraining, { ids: [id] }, { token: lecturer.token });
    expect(deleted.status).toBe(200);
    expect(await cardOf(me.token, id)).toBeUndefined();
    expect((await list(me.token)).totalNum).toBe(before);
  });

  it('shows sign-ups, approvals and removal from my study on the next read', async () => {
    const me = await makeSignedInUser(testApp);
    const colleague = await makeSignedInUser(testApp);
    const open = await makeTraining(testApp, { applyJoin: true });
    const reviewed = await makeTraining(testApp, {
      applyJoin: true,
      signUpReview: 'lecturer',
      headTeacherId: lecturer.user.id,
    });
    expect(await cardOf(me.token, open.id)).toMatchObject({ peopleNum: 0, isRemove: 0 });
    expect(await cardOf(me.token, open.id, { mine: 1 })).toBeUndefined();

    // Another learner's sign-up changes my page too (the place count).
    await api.post(trainingPaths.applyJoin, { trainId: open.id }, { token: colleague.token });
    expect(await cardOf(me.token, open.id)).toMatchObject({ peopleNum: 1 });
    await api.post(trainingPaths.applyJoin, { trainId: open.id }, { token: me.token });
    expect(await cardOf(me.token, open.id, { mine: 1 })).toMatchObject({ peopleNum: 2, isRemove: 1 });

    // A sign-up under review is not mine until the lecturer agrees.
    await api.post(trainingPaths.applyJoin, { trainId: reviewed.id }, { token: me.token });
    expect(await cardOf(me.token, reviewed.id, { mine: 1 })).toBeUndefined();
    const pending = await api.get<TPage<{ signUpId: number }>>(trainingPaths.applyJoinList, {
      token: lecturer.token,
      query: { trainId: reviewed.id },
    });
    const signUpId = pending.body.response.data[0]?.signUpId ?? 0;
    const agreed = await api.put(
      trainingPaths.approveApplyJoin,
      { trainId: reviewed.id, signUpId, type: 'agree' },
      { token: lecturer.token },
    );
    expect(agreed.status).toBe(200);
    expect(await cardOf(me.token, reviewed.id, { mine: 1 })).toMatchObject({ peopleNum: 1 });

    const removed = await api.get(myTaskPaths.remove, {
      token: me.token,
      query: { ids: String(open.id), type: 'train' },
    });
    expect(removed.status).toBe(200);
    expect(await cardOf(me.token, open.id, { mine: 1 })).toBeUndefined();
  });

  it('shows progress from a sign-in at once and from passes and course completion once dispatched', async () => {
    const me = await makeSignedInUser(testApp);
    const course = await makeCourse(testApp, { chapters: [ChapterType.article] });
    const examId = 800_000 + Math.floor(Math.random() * 90_000);
    const training = await makeTraining(testApp, {
      headTeacherId: lecturer.user.id,
      sessions: [{ kind: 'offline' }, { kind: 'exam', examId }, { kind: 'course', courseId: course.id }],
    });
    await enrol(testApp, training, me.user.id);
    expect(await cardOf(me.token, training.id)).toMatchObject({ totalPrecent: 0 });

    const signed = await api.post(
      trainingPaths.manualSign,
      { sessionId: training.sessions[0]?.id, userId: me.user.id, reason: 'present' },
      { token: lecturer.token },
    );
    expect(signed.status).toBe(200);
    expect(await cardOf(me.token, training.id)).toMatchObject({ totalPrecent: 33 });

    await reportPassed(testApp, { kind: 'exam', subjectId: examId, userId: me.user.id });
    const read = () => cardOf(me.token, training.id);
    expect(await onceDispatched(read, (card) => card?.totalPrecent === 66)).toMatchObject({
      totalPrecent: 66,
    });

    const [chapter] = course.chapters;
    const saved = await api.post(
      coursePaths.saveCourseRecordAlias,
      { courseId: course.id, contentRecords: `${chapter?.id}:100`, period: 0 },
      { token: me.token },
    );
    expect(saved.status).toBe(200);
    expect(await onceDispatched(read, (card) => card?.totalPrecent === 100)).toMatchObject({
      totalPrecent: 100,
    });
  });

  it('keeps a page no longer than the next begin or end among its cards', async () => {
    const me = await makeSignedInUser(testApp);
    const beginsAt = Date.now() + 1_500;
    const training = await makeTraining(testApp, { beginAt: beginsAt, endAt: beginsAt + 1_000 });
    await enrol(testApp, training, me.user.id);
    expect(await cardOf(me.token, training.id)).toMatchObject({ status: 1 });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, beginsAt - Date.now()) + 100));
    expect(await cardOf(me.token, training.id)).toMatchObject({ status: 2 });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, beginsAt + 1_000 - Date.now()) + 100));
    expect(await cardOf(me.token, training.id)).toMatchObject({ status: 3 });
  });

  it('follows the training clock a test moves, either way', async () => {
    const me = await makeSignedInUser(testApp);
    const now = Date.now();
    const training = await makeTraining(testApp, { beginAt: now + HOUR, endAt: now + 2 * HOUR });
    await enrol(testApp, training, me.user.id);
    expect(await cardOf(me.token, training.id)).toMatchObject({ status: 1 });
    trainingClock.now = () => now + 90 * 60_000;
    expect(await cardOf(me.token, training.id)).toMatchObject({ status: 2 });
    trainingClock.now = () => now + 3 * HOUR;
    expect(await cardOf(me.token, training.id)).toMatchObject({ status: 3 });
    trainingClock.now = realNow;
    expect(await cardOf(me.token, training.id)).toMatchObject({ status: 1 });
  });
});
