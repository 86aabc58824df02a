// The home page's right column through the real app, on data the test builds itself: the courses in
// progress (started, unfinished, open, on the shelf, visible; paged) and the study hours, all time and this
// month, of the caller only.
import { myTaskPaths, type TCourseCard, type TPage, type TStudyCredit } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { enrolCourse, makeCourse, recordStudy, recordStudyTime } from './test-factories.ts';

type Course = Awaited<ReturnType<typeof makeCourse>>;

/** `YYYY-MM-DD` (UTC) of a day this month, and one of a month long past. */
function thisMonth(day = 1): string {
  return `${new Date().toISOString().slice(0, 8)}${String(day).padStart(2, '0')}`;
}
const LONG_AGO = '2020-03-15';

describe('My Task on the home page', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let otherToken: string;
  const c: Record<string, Course> = {};

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    const me = await makeSignedInUser(testApp);
    const other = await makeSignedInUser(testApp);
    token = me.token;
    otherToken = other.token;
    c.started = await makeCourse(testApp, { endInDays: 30 });
    c.elective = await makeCourse(testApp);
    c.notStarted = await makeCourse(testApp);
    c.zero = await makeCourse(testApp);
    c.done = await makeCourse(testApp);
    c.ended = await makeCourse(testApp, { endInDays: -1 });
    c.offShelf = await makeCourse(testApp, { onShelf: false });
    c.hidden = await makeCourse(testApp, { audience: 'limited' });
    await enrolCourse(testApp, me.user, c.elective, 'elective');
    await enrolCourse(testApp, me.user, c.notStarted, 'added');
    for (const [name, progress] of [
      ['started', 45],
      ['elective', 10],
      ['zero', 0],
      ['done', 100],
      ['ended', 50],
      ['offShelf', 50],
      ['hidden', 50],
    ] as const)
      await recordStudy(testApp, me.user, c[name] as Course, progress);
    await recordStudy(testApp, other.user, c.notStarted as Course, 30);
    await recordStudyTime(testApp, me.user, c.started as Course, { seconds: 5400, date: thisMonth() });
    await recordStudyTime(testApp, me.user, c.elective as Course, { seconds: 1800, date: thisMonth(2) });
    await recordStudyTime(testApp, me.user, c.done as Course, { seconds: 7200, date: LONG_AGO });
    await recordStudyTime(testApp, other.user, c.notStarted as Course, { seconds: 36000, date: thisMonth() });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const ids = (page: TPage<TCourseCard>) => page.data.map((card) => card.id).sort((a, b) => a - b);

  it('lists only the courses in progress: started, unfinished, open, on the shelf and visible', async () => {
    const reply = await api.get<TPage<TCourseCard>>(myTaskPaths.learnedCourses, { token });
    expect(reply.status).toBe(200);
    expect(ids(reply.body.response)).toEqual([c.started!.id, c.elective!.id].sort((a, b) => a - b));
    expect(reply.body.response).toMatchObject({ totalNum: 2, totalPage: 1 });
    const card = reply.body.response.data.find((row) => row.id === c.started!.id);
    expect(card).toMatchObject({ totalPrecent: 45, status: 2 });
  });

  it('pages the courses in progress (5 by default, as the home page shows)', async () => {
    const first = await api.get<TPage<TCourseCard>>(myTaskPaths.learnedCourses, {
      token,
      query: { pageNo: 1, pageSize: 1 },
    });
    const second = await api.get<TPage<TCourseCard>>(myTaskPaths.learnedCourses, {
      token,
      query: { pageNo: 2, pageSize: 1 },
    });
    expect(first.body.response).toMatchObject({ totalNum: 2, totalPage: 2 });
    expect([...ids(first.body.response), ...ids(second.body.response)].sort((a, b) => a - b)).toEqual(
      [c.started!.id, c.elective!.id].sort((a, b) => a - b),
    );
    const none = await api.get<TPage<TCourseCard>>(myTaskPaths.learnedCourses, { token: otherToken });
    expect(none.body.response).toMatchObject({ totalNum: 1 });
  });

  it('answers the study hours, all time and this month, in hours with one decimal', async () => {
    const mine = await api.get<TStudyCredit>(myTaskPaths.studyCredit, { token });
    expect(mine.status).toBe(200);
    // The points half (achievement domain): these learners earned none.
    const noPoints = { totalScore: 0, yearScore: 0, monthlyScore: 0, balance: 0 };
    expect(mine.body.response).toEqual({ totalPeriod: 4, monthlyPeriod: 2, ...noPoints });
    const theirs = await api.get<TStudyCredit>(myTaskPaths.studyCredit, { token: otherToken });
    expect(theirs.body.response).toEqual({ totalPeriod: 10, monthlyPeriod: 10, ...noPoints });
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await api.get(myTaskPaths.learnedCourses)).status).toBe(401);
    expect((await api.get(myTaskPaths.studyCredit)).status).toBe(401);
  });
});
