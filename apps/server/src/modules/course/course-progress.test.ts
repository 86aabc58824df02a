// Progress through the real app: it never goes backwards, a repeated save is harmless, two tabs saving at
// once lose nothing, 100 % records one completion, resume positions come back, and study time is bounded.
import {
  ChapterType,
  coursePaths,
  myTaskPaths,
  type TCourseCard,
  type TCoursePageReply,
  type TCourseRecord,
} from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseCompletions, courses } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { ALL_CHAPTER_TYPES, assignCourse, makeCourse, recordStudy } from './test-factories.ts';
import { chaptersOf } from './test-helpers.ts';

type SaveReply = { totalPrecent: number; isFinish: boolean; creditedSeconds: number };

describe('course progress', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let learner: string;
  let learnerId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    const signedIn = await makeSignedInUser(testApp);
    learner = signedIn.token;
    learnerId = signedIn.user.id;
  });

  /** A fresh course open to everyone with chapters of the given types (by default one of each). */
  const newCourse = async (chapters: readonly ChapterType[] = ALL_CHAPTER_TYPES) =>
    (await makeCourse(testApp, { chapters })).id;
  afterAll(async () => {
    await testApp.close();
  });

  const save = (courseId: number, contentRecords: string, period = 0, token = learner) =>
    api.post<SaveReply>(coursePaths.saveCourseRecordAlias, { courseId, contentRecords, period }, { token });
  const record = async (courseId: number, token = learner) =>
    (await api.get<TCourseRecord>(coursePaths.getCourseRecord, { token, query: { courseId } })).body.response;

  it('keeps the furthest percent of a chapter and the latest resume position', async () => {
    const courseId = await newCourse([
      ChapterType.video,
      ChapterType.article,
      ChapterType.courseware,
      ChapterType.homework,
    ]);
    const [video] = await chaptersOf(testApp, courseId);
    expect((await save(courseId, `${video!.id}:80:16`)).body.response.totalPrecent).toBe(20);
    const back = await save(courseId, `${video!.id}:30:6`);
    expect(back.status).toBe(200);
    expect(back.body.response.totalPrecent).toBe(20);
    const after = await record(courseId);
    expect(after.records).toEqual([{ chapterId: video!.id, percent: 80, lastPosition: 6, studyState: 1 }]);
  });

  it('makes a repeated save harmless: same progress, no study time counted twice', async () => {
    const courseId = await newCourse([
      ChapterType.article,
      ChapterType.video,
      ChapterType.material,
      ChapterType.homework,
    ]);
    const chapters = await chaptersOf(testApp, courseId);
    const payload = `${chapters[0]!.id}:100,${chapters[1]!.id}:50`;
    const first = await save(courseId, payload, 120);
    const again = await save(courseId, payload, 120);
    expect(first.body.response.totalPrecent).toBe(37);
    expect(again.body.response).toMatchObject({ totalPrecent: 37, creditedSeconds: 0 });
    expect((await record(courseId)).studyTime).toBe(first.body.response.creditedSeconds);
    expect(first.body.response.creditedSeconds).toBeGreaterThan(0);
    expect(first.body.response.creditedSeconds).toBeLessThanOrEqual(120);
  });

  it('loses nothing when tabs save different chapters at the same moment', async () => {
    const courses = [];
    for (let index = 0; index < 4; index += 1) {
      const courseId = await newCourse();
      courses.push({ courseId, chapters: await chaptersOf(testApp, courseId) });
    }
    // Each record exists first, so the saves below race on it rather than queue on its creation.
    for (const { courseId, chapters } of courses) await save(courseId, `${chapters[0]!.id}:10`);
    const saves = courses.flatMap(({ courseId, chapters }) =>
      chapters.map((chapter) => save(courseId, `${chapter.id}:100`)),
    );
    const replies = await Promise.all(saves);
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    for (const { courseId, chapters } of courses) {
      const after = await record(courseId);
      expect(after.records.map((r) => r.percent)).toEqual(chapters.map(() => 100));
      expect(after.totalPrecent).toBe(100);
      expect(after.isFinish).toBe(1);
    }
  });

  // PGlite runs one statement at a time, so only PostgreSQL can interleave two saves; there the test holds
  // the learner's record so both saves are in flight together before either may finish.
  it('keeps both of two saves racing on one record', async (context) => {
    if (testApp.database.driver !== 'postgres') return context.skip();
    const courseId = await newCourse([ChapterType.video, ChapterType.article]);
    const [first, second] = await chaptersOf(testApp, courseId);
    await save(courseId, `${first!.id}:50`);
    const pool = testApp.database.pool!;
    const holder = await pool.connect();
    try {
      await holder.query('begin');
      await holder.query(
        'select 1 from course_study_records where user_id = $1 and course_id = $2 for update',
        [learnerId, courseId],
      );
      const racing = [save(courseId, `${first!.id}:100`), save(courseId, `${second!.id}:100`)];
      await waitForLockWaiters(pool, 2);
      await holder.query('commit');
      expect((await Promise.all(racing)).map((reply) => reply.status)).toEqual([200, 200]);
    } finally {
      holder.release();
    }
    expect((await record(courseId)).totalPrecent).toBe(100);
  });

  it('records the completion once, whatever is saved after 100 %', async () => {
    const courseId = await newCourse();
    const chapters = await chaptersOf(testApp, courseId);
    const all = chapters.map((c) => `${c.id}:100`).join(',');
    await save(courseId, all);
    await save(courseId, all);
    await save(courseId, `${chapters[0]!.id}:10`);
    const rows = await testApp.database.db
      .select()
      .from(courseCompletions)
      .where(and(eq(courseCompletions.userId, learnerId), eq(courseCompletions.courseId, courseId)));
    expect(rows).toHaveLength(1);
    expect((await record(courseId)).totalPrecent).toBe(100);
  });

  it('counts a learner once in the course’s study number and makes the course their elective', async () => {
    const courseId = await newCourse([
      ChapterType.article,
      ChapterType.video,
      ChapterType.material,
      ChapterType.homework,
    ]);
    const before = await studyNum(courseId);
    const [chapter] = await chaptersOf(testApp, courseId);
    await save(courseId, `${chapter!.id}:10`);
    await save(courseId, `${chapter!.id}:20`);
    expect(await studyNum(courseId)).toBe(before + 1);
    const electives = await api.post<TCoursePageReply>(myTaskPaths.myElectiveCourse, {}, { token: learner });
    const card = electives.body.response.data.find((c: TCourseCard) => c.id === courseId);
    expect(card).toMatchObject({ totalPrecent: 5, isRemove: 1 });
  });

  async function studyNum(courseId: number) {
    const [row] = await testApp.database.db
      .select({ n: courses.studyNum })
      .from(courses)
      .where(eq(courses.id, courseId));
    return row!.n;
  }

  it('takes a save sent by navigator.sendBeacon, whose body carries the access token', async () => {
    const courseId = await newCourse([ChapterType.video]);
    const [chapter] = await chaptersOf(testApp, courseId);
    const beacon = (accessToken: string) =>
      testApp.app.inject({
        method: 'POST',
        url: coursePaths.saveCourseRecord,
        headers: { 'content-type': 'application/json' },
        payload: {
          courseId,
          contentRecords: `${chapter!.id}:100:0`,
          period: 5,
          accessToken,
          tenantId: 'learn',
        },
      });
    expect((await beacon('forged')).statusCode).toBe(401);
    const reply = await beacon(learner);
    expect(reply.statusCode).toBe(200);
    expect((await record(courseId)).records[0]).toMatchObject({ chapterId: chapter!.id, percent: 100 });
  });

  it('refuses chapters of another course, bad records and invisible courses', async () => {
    const courseId = await newCourse();
    const [foreign] = await chaptersOf(testApp, await newCourse());
    expect((await save(courseId, `${foreign!.id}:100`)).status).toBe(400);
    expect((await save(courseId, 'abc')).status).toBe(400);
    expect((await save(courseId, '')).status).toBe(400);
    const hidden = (await makeCourse(testApp, { audience: 'limited', chapters: [ChapterType.video] })).id;
    const [hiddenChapter] = await chaptersOf(testApp, hidden);
    expect((await save(hidden, `${hiddenChapter!.id}:100`)).status).toBe(404);
  });

  it('logs the view of "immediately learn" and credits study time within the elapsed time only', async () => {
    const courseId = await newCourse();
    const log = await api.post(coursePaths.addCourseLog, { courseId }, { token: learner });
    expect(log.status).toBe(200);
    const first = await api.post<{ creditedSeconds: number }>(
      coursePaths.addStudyTimesAlias,
      { courseId, studyTime: 30 },
      { token: learner },
    );
    expect(first.body.response.creditedSeconds).toBe(30);
    const burst = await api.post<{ creditedSeconds: number }>(
      coursePaths.addStudyTimesAlias,
      { courseId, studyTime: 3600 },
      { token: learner },
    );
    expect(burst.body.response.creditedSeconds).toBeLessThanOrEqual(1);
    // The original client's GET names only the course: it counts a study, crediting no time.
    const original = await api.get<{ creditedSeconds: number }>(coursePaths.addStudyTimes, {
      token: learner,
      query: { courseId },
    });
    expect(original.body.response.creditedSeconds).toBe(0);
  });

  it('lets a learner read their own study detail but not someone else’s', async () => {
    const course = await makeCourse(testApp, { chapters: ALL_CHAPTER_TYPES });
    await assignCourse(testApp, course, { type: 'user', id: learnerId });
    await recordStudy(testApp, { id: learnerId, tenantId: 'learn' }, course, 100);
    const courseId = course.id;
    for (const path of [coursePaths.studyDetail, coursePaths.studyDetailAlias]) {
      const own = await api.get<{ totalPrecent: number; chapters: unknown[] }>(path, {
        token: learner,
        query: { courseId },
      });
      expect(own.body.response.totalPrecent).toBe(100);
      expect(own.body.response.chapters).toHaveLength(6);
    }
    const other = (await makeSignedInUser(testApp)).user.id;
    const reply = await api.get(coursePaths.studyDetailAlias, {
      token: learner,
      query: { courseId, userId: other },
    });
    expect(reply.status).toBe(403);
  });

  it('keeps another tenant’s learner out of this tenant’s progress', async () => {
    const acme = (await makeSignedInUser(testApp, { tenantId: 'acme' })).token;
    const courseId = await newCourse();
    const [chapter] = await chaptersOf(testApp, courseId);
    const reply = await api.post(
      coursePaths.saveCourseRecord,
      { courseId, contentRecords: `${chapter!.id}:100` },
      {
        token: acme,
        tenant: 'acme',
      },
    );
    expect(reply.status).toBe(404);
    expect(
      (await api.get(coursePaths.getCourseRecordAlias, { token: acme, tenant: 'acme', query: { courseId } }))
        .status,
    ).toBe(404);
  });
});

/** Waits until `count` sessions of this database are blocked on a lock. */
async function waitForLockWaiters(
  pool: { query(text: string): Promise<{ rows: { n: number }[] }> },
  count: number,
) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { rows } = await pool.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if ((rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} sessions waited on a lock`);
}
