// The learner site's lecturer pages through the real app: the list in its three orders with the counts the
// course domain knows (only courses the caller can find count), the name filter, a disabled or non-lecturer
// or another tenant's person not found, the courses a lecturer teaches, visitors served, bad input named.
import {
  lecturerPagePaths as P,
  type TLecturerCard,
  type TLecturerCourse,
  type TPage,
} from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lecturerProfiles } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeUser, uniqueSuffix } from '../../test/factories.ts';
import { makeCourse } from '../course/test-factories.ts';

describe('lecturer pages', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  const tag = `Lect${uniqueSuffix()}`;
  let popular: { id: number };
  let rated: { id: number };
  let fresh: { id: number };

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    ({ token } = await makeSignedInUser(testApp));
    const db = testApp.database.db;
    popular = await makeUser(testApp, { name: `${tag} Popular`, isLecturer: true });
    rated = await makeUser(testApp, { name: `${tag} Rated`, isLecturer: true });
    fresh = await makeUser(testApp, { name: `${tag} Fresh`, isLecturer: true });
    await db.insert(lecturerProfiles).values([
      {
        userId: popular.id,
        tenantId: 'learn',
        kind: 'internal',
        level: 'Senior',
        intro: 'Teaches a lot',
        createdAt: new Date(Date.now() - 3 * 86_400_000),
      },
      {
        userId: rated.id,
        tenantId: 'learn',
        kind: 'external',
        createdAt: new Date(Date.now() - 2 * 86_400_000),
      },
      { userId: fresh.id, tenantId: 'learn', createdAt: new Date() },
    ]);
    await makeCourse(testApp, { lecturerId: popular.id, studyNum: 40 });
    await makeCourse(testApp, { lecturerId: popular.id, studyNum: 20 });
    const good = await makeCourse(testApp, { lecturerId: rated.id, studyNum: 5 });
    // Ratings are the course domain's: its counters carry them (5 stars from 2 learners).
    await db.update(courses).set({ ratingSum: 10, ratingCount: 2 }).where(eq(courses.id, good.id));
    // Not counted: off the shelf, and open only to an audience this learner is not in.
    await makeCourse(testApp, { lecturerId: rated.id, onShelf: false, studyNum: 99 });
    await makeCourse(testApp, { lecturerId: rated.id, audience: 'limited', studyNum: 99 });
  });
  afterAll(() => testApp.close());

  const list = (body: Record<string, unknown>, as: string | undefined = token) =>
    api.post<TPage<TLecturerCard>>(
      P.list,
      { pageNo: 1, pageSize: 10, teacherName: tag, ...body },
      { token: as },
    );

  it('lists the tenant’s lecturers in the three orders with what they teach', async () => {
    const recommended = await list({ type: 1 });
    expect(recommended.status).toBe(200);
    expect(recommended.body.response.totalNum).toBe(3);
    expect(recommended.body.response.data.map((row) => row.userId)).toEqual([popular.id, rated.id, fresh.id]);
    expect(recommended.body.response.data[0]).toMatchObject({
      idStr: String(popular.id),
      teacherName: `${tag} Popular`,
      teacherLevel: 'Senior',
      teacherType: 'internal',
      courseQty: 2,
      studyNums: 60,
      teacherScore: 0,
      isRecommend: false,
      introduction: 'Teaches a lot',
    });
    const best = await list({ type: '2' });
    expect(best.body.response.data[0]).toMatchObject({
      userId: rated.id,
      courseQty: 1,
      studyNums: 5,
      teacherScore: 5,
      isRecommend: true,
      teacherType: 'external',
    });
    const newest = await list({ type: '3' });
    expect(newest.body.response.data.map((row) => row.userId)).toEqual([fresh.id, rated.id, popular.id]);
    const paged = await list({ type: 1, pageNo: 2, pageSize: 2 });
    expect(paged.body.response).toMatchObject({ totalNum: 3, totalPage: 2 });
    expect(paged.body.response.data.map((row) => row.userId)).toEqual([fresh.id]);
    const named = await list({ teacherName: `${tag} Fre` });
    expect(named.body.response.data.map((row) => row.userId)).toEqual([fresh.id]);
  });

  it('leaves out disabled lecturers, frozen accounts and people who do not teach', async () => {
    const disabled = await makeUser(testApp, { name: `${tag} Off`, isLecturer: true });
    await testApp.database.db
      .insert(lecturerProfiles)
      .values({ userId: disabled.id, tenantId: 'learn', enabled: false });
    const frozen = await makeUser(testApp, { name: `${tag} Frozen`, isLecturer: true, disabled: true });
    const learner = await makeUser(testApp, { name: `${tag} Learner` });
    const ids = (await list({})).body.response.data.map((row) => row.userId);
    for (const person of [disabled, frozen, learner]) {
      expect(ids).not.toContain(person.id);
      const detail = await api.post(P.detail, { id: person.id }, { token });
      expect(detail.status).toBe(404);
    }
  });

  it('shows one lecturer and the courses they teach that the caller can find', async () => {
    const detail = await api.post<TLecturerCard>(P.detail, { id: String(rated.id) }, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.response).toMatchObject({ userId: rated.id, courseQty: 1, teacherScore: 5 });
    const taught = await api.post<TPage<TLecturerCourse>>(
      P.courses,
      { userId: rated.id, pageNo: 1, pageSize: 12 },
      { token },
    );
    expect(taught.status).toBe(200);
    expect(taught.body.response.totalNum).toBe(1);
    expect(taught.body.response.data[0]).toMatchObject({
      teacherName: `${tag} Rated`,
      studyNums: 5,
      score: 5,
      jumpType: 1,
    });
  });

  it('serves visitors, and another tenant sees none of these lecturers', async () => {
    const visitor = await api.post<TPage<TLecturerCard>>(P.list, { teacherName: tag }, { tenant: 'learn' });
    expect(visitor.status).toBe(200);
    expect(visitor.body.response.totalNum).toBe(3);
    const other = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const foreign = await api.post<TPage<TLecturerCard>>(
      P.list,
      { teacherName: tag },
      { token: other.token, tenant: 'acme' },
    );
    expect(foreign.body.response.data).toEqual([]);
    const detail = await api.post(P.detail, { id: popular.id }, { token: other.token, tenant: 'acme' });
    expect(detail.status).toBe(404);
    const taught = await api.post(P.courses, { userId: popular.id }, { token: other.token, tenant: 'acme' });
    expect(taught.status).toBe(404);
  });

  it('names bad input', async () => {
    const badSort = await list({ type: 9 });
    expect(badSort.status).toBe(400);
    expect(JSON.stringify(badSort.body)).toContain('type');
    const badId = await api.post(P.detail, { id: 'x' }, { token });
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body)).toContain('id');
    const long = await list({ teacherName: 'x'.repeat(101) });
    expect(long.status).toBe(400);
  });
});
