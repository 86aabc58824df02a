// Course pages through the real app, on courses the tests make: the detail reply with the learner's state,
// the catalogue of the six chapter types in order, off-shelf courses, related courses, the QR code and the
// prerequisite check.
import {
  ChapterType,
  coursePaths,
  type TCourseCard,
  type TCourseChapter,
  type TCourseDetail,
  type TPreCourseCheck,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import {
  ALL_CHAPTER_TYPES,
  assignCourse,
  makeCourse,
  makeKnowledgeSystem,
  recordStudy,
} from './test-factories.ts';
import { rawRequest } from './test-helpers.ts';

describe('course pages', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let learner: { user: { id: number; tenantId: string }; token: string };
  let lecturer: { user: { id: number; name: string; tenantId: string }; token: string };
  let course: Awaited<ReturnType<typeof makeCourse>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    learner = await makeSignedInUser(testApp);
    lecturer = await makeSignedInUser(testApp, { name: 'Lecturer Lee', isLecturer: true });
    course = await makeCourse(testApp, {
      lecturerId: lecturer.user.id,
      creditHours: 2,
      points: 10,
      introduction: '<p>Welcome</p>',
      chapters: ALL_CHAPTER_TYPES,
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const detailOf = (id: number, token = learner.token) =>
    api.get<TCourseDetail>(coursePaths.getCourse, { token, query: { id } });

  it('answers a course detail with the card fields, the learner state and the lecturer', async () => {
    const finished = await makeCourse(testApp, {
      lecturerId: lecturer.user.id,
      creditHours: 2,
      points: 10,
      chapters: ALL_CHAPTER_TYPES,
    });
    await assignCourse(testApp, finished, { type: 'user', id: learner.user.id });
    await recordStudy(testApp, learner.user, finished, 100);
    const rated = await api.post(
      coursePaths.rate,
      { courseId: finished.id, score: 5 },
      { token: learner.token },
    );
    expect(rated.status).toBe(200);
    const reply = await detailOf(finished.id);
    expect(reply.body.response).toMatchObject({
      id: finished.id,
      name: finished.name,
      teacherName: 'Lecturer Lee',
      creditHours: 2,
      points: 10,
      totalPrecent: 100,
      isFinish: 1,
      isInMyStudy: 1,
      isRemove: 0,
      chapterNum: 6,
      totalDuration: 120 + 1,
      scoreAvg: 5,
      ratingCount: 1,
      isLecturer: false,
    });
    expect(reply.body.response.introduction).toContain('<p>');
  });

  it('answers the catalogue in order with each chapter type and the learner state', async () => {
    const [thinking, video] = course.chapters;
    const saved = await api.post(
      coursePaths.saveCourseRecord,
      { courseId: course.id, contentRecords: `${thinking!.id}:100,${video!.id}:40:12` },
      { token: learner.token },
    );
    expect(saved.status).toBe(200);
    const reply = await api.get<TCourseChapter[]>(coursePaths.getCatalog, {
      token: learner.token,
      query: { courseId: course.id },
    });
    const chapters = reply.body.response;
    expect(chapters.map((c) => c.type)).toEqual([5, 6, 2, 1, 3, 4]);
    expect(chapters.map((c) => c.studyState)).toEqual([2, 1, 0, 0, 0, 0]);
    expect(chapters[1]).toMatchObject({ type: ChapterType.video, percent: 40, lastPosition: 12 });
    expect(chapters[1]!.duration).toBeGreaterThan(0);
    expect(chapters[5]!.linkUrl).toMatch(/^https:/);
  });

  it('hides an off-shelf course from learners but not from its lecturer', async () => {
    const draft = await makeCourse(testApp, { onShelf: false, lecturerId: lecturer.user.id });
    expect((await detailOf(draft.id)).status).toBe(404);
    const own = await detailOf(draft.id, lecturer.token);
    expect(own.body.response.isLecturer).toBe(true);
  });

  it('recommends related courses, never the course itself: same knowledge system first', async () => {
    const system = await makeKnowledgeSystem(testApp, { name: 'Related system' });
    const base = await makeCourse(testApp, { knowledgeSystemId: system.id });
    const sibling = await makeCourse(testApp, { knowledgeSystemId: system.id });
    const reply = await api.post<TCourseCard[]>(
      coursePaths.relatedCourses,
      { courseId: base.id },
      { token: learner.token },
    );
    const related = reply.body.response;
    expect(related.map((c) => c.id)).not.toContain(base.id);
    expect(related[0]).toMatchObject({ id: sibling.id, knowledgeSystemName: 'Related system' });
  });

  it('answers the QR code of a course as a PNG', async () => {
    const reply = await rawRequest(testApp, 'GET', coursePaths.qrCode, {
      token: learner.token,
      query: { courseId: course.id },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });

  it('tells whether the prerequisite is finished', async () => {
    const check = async (courseId: number) =>
      (
        await api.get<TPreCourseCheck>(coursePaths.preCourseCheck, {
          token: learner.token,
          query: { courseId },
        })
      ).body.response;
    expect(await check(course.id)).toEqual({ isFinish: true, preCourseId: null, preCourseName: '' });
    const first = await makeCourse(testApp, { name: 'Foundations first' });
    const second = await makeCourse(testApp, { preCourseId: first.id });
    expect(await check(second.id)).toEqual({
      isFinish: false,
      preCourseId: first.id,
      preCourseName: 'Foundations first',
    });
    await recordStudy(testApp, learner.user, first, 100);
    expect((await check(second.id)).isFinish).toBe(true);
  });

  it('keeps another tenant’s learner out of this course', async () => {
    const { token } = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const reply = await api.get(coursePaths.getCourse, { token, tenant: 'acme', query: { id: course.id } });
    expect(reply.status).toBe(404);
  });
});
