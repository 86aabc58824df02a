// Points and medals from other domains' events, through the real app: an event delivered twice pays once,
// a completed course (through the course API) pays the course rule and awards the course medal, which is
// pushed to the learner's socket once; the daily cap of the login rule; the points medal.
import {
  accountEvents,
  accountPaths,
  achievementPaths,
  ChapterType,
  coursePaths,
  MedalType,
  PointsSource,
  type TMedal,
  type TPointsSummary,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeUser } from '../../test/factories.ts';
import { makeCourse } from '../course/test-factories.ts';
import { connect, isMedal } from '../realtime/test-support.ts';
import { balanceOf } from './ledger-service.ts';
import { courseCompleted, deliverEvent, ledgerEntriesOf, setRule, settleEvents } from './test-factories.ts';

describe('achievement: events pay points and award medals', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    api = apiClient(testApp.app);
    await setRule(testApp, PointsSource.course, 5);
  });
  afterAll(() => testApp.close());

  it('pays the same event once, however often it is delivered or re-emitted', async () => {
    const user = await makeUser(testApp);
    const event = courseCompleted(user.id, 900001);
    await deliverEvent(testApp, event);
    await deliverEvent(testApp, event);
    // The same source under another dedupe key (a retry with a new key) still pays nothing more.
    await deliverEvent(testApp, { ...event, dedupeKey: `${event.dedupeKey}:again` });
    expect(await balanceOf(testApp.database.db, 'learn', user.id)).toBe(5);
    expect(await ledgerEntriesOf(testApp, user.id)).toHaveLength(1);
  });

  it('pays a course its own points when it has them', async () => {
    const user = await makeUser(testApp);
    await deliverEvent(testApp, courseCompleted(user.id, 900002, 'learn', 12));
    expect(await balanceOf(testApp.database.db, 'learn', user.id)).toBe(12);
  });

  it('pays the daily login point once a day', async () => {
    const user = await makeUser(testApp);
    const login = (key: string) => ({
      tenantId: 'learn',
      userId: user.id,
      type: accountEvents.loginCredited,
      subjectType: 'user',
      subjectId: user.id,
      dedupeKey: key,
      data: { day: '2026-01-01' },
    });
    await deliverEvent(testApp, login(`a${user.id}`));
    await deliverEvent(testApp, login(`b${user.id}`));
    expect(await balanceOf(testApp.database.db, 'learn', user.id)).toBe(1);
  });

  it('signing in for the day pays the login point through saveLoginCredit', async () => {
    const { token, user } = await makeSignedInUser(testApp);
    await setRule(testApp, PointsSource.login, 1, 1);
    expect((await api.get(accountPaths.saveLoginCredit, { token })).status).toBe(200);
    expect((await api.get(accountPaths.saveLoginCredit, { token })).status).toBe(200);
    await settleEvents(testApp);
    expect(await balanceOf(testApp.database.db, 'learn', user.id)).toBe(1);
  });

  it('completing a course through the API pays points, awards the course medal once and pushes it', async () => {
    const { token, user } = await makeSignedInUser(testApp);
    const socket = await connect(testApp.app, token, true);
    const course = await makeCourse(testApp, { chapters: [ChapterType.video] });
    const chapter = course.chapters[0];
    if (!chapter) throw new Error('no chapter');
    const save = () =>
      api.post(
        coursePaths.saveCourseRecord,
        { courseId: course.id, contentRecords: `${chapter.id}:100` },
        { token },
      );
    expect((await save()).status).toBe(200);
    expect((await save()).status).toBe(200);
    await settleEvents(testApp);
    const frame = await socket.next(isMedal);
    expect(JSON.parse(frame)).toMatchObject({
      msgType: 5,
      data: { medalType: MedalType.course, level: 1, quantity: 1 },
    });

    const summary = await api.get<TPointsSummary>(achievementPaths.summary, { token });
    expect(summary.body.response).toMatchObject({ totalScore: 5, monthlyScore: 5, yearScore: 5, balance: 5 });
    const wall = await api.get<TMedal[]>(achievementPaths.medalWall, { token });
    const courseMedal = wall.body.response.find((medal) => medal.medalType === MedalType.course);
    expect(courseMedal?.progress).toBe(1);
    expect(courseMedal?.levels.map((level) => level.earned)).toEqual([true, false, false]);
    // Nothing more is pushed for the same course.
    await settleEvents(testApp);
    expect(socket.received.filter(isMedal)).toHaveLength(1);
    socket.ws.close();
    expect(await ledgerEntriesOf(testApp, user.id)).toHaveLength(1);
  });

  it('awards the points medal when earned points reach its first threshold', async () => {
    const { token, user } = await makeSignedInUser(testApp);
    await setRule(testApp, PointsSource.course, 50);
    await deliverEvent(testApp, courseCompleted(user.id, 900010));
    await deliverEvent(testApp, courseCompleted(user.id, 900011));
    const wall = await api.get<TMedal[]>(achievementPaths.medalWall, { token });
    const integral = wall.body.response.find((medal) => medal.medalType === MedalType.integral);
    expect(integral?.progress).toBe(100);
    expect(integral?.levels[0]?.earned).toBe(true);
    await setRule(testApp, PointsSource.course, 5);
  });
});
