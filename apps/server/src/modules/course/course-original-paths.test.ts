// The original learner client's course calls through the real app, with its paths, methods and parameter
// names: notes (`remark`, `contentId`, delete by GET), ratings (`scope`, `remark`, `size`), experiences as
// one uploaded file (DELETE to remove), collections under /collection/, and every course path served.
import {
  coursePaths,
  type TCourseCard,
  type TCourseExperience,
  type TCourseNote,
  type TCourseRatingList,
  type TPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_FILE_PATH } from '../../core/rich-text.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { ALL_CHAPTER_TYPES, makeCourse } from './test-factories.ts';
import { rawRequest } from './test-helpers.ts';

describe('the original client’s course calls', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let course: Awaited<ReturnType<typeof makeCourse>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    token = (await makeSignedInUser(testApp)).token;
    course = await makeCourse(testApp, { chapters: ALL_CHAPTER_TYPES });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('serves every course path and alias, the double-slash study detail included', () => {
    const served = new Set(testApp.app.routeTable.map((route) => route.url));
    const missing = Object.values(coursePaths).filter((path) => !served.has(path));
    expect(missing).toEqual([]);
  });

  it('writes a note with remark and contentId, lists it, edits it with remark and deletes it by GET', async () => {
    const chapter = course.chapters[1]!;
    const saved = await api.post<TCourseNote>(
      coursePaths.saveNotePc,
      { courseId: course.id, remark: 'from the PC page', contentId: chapter.id },
      { token },
    );
    expect(saved.body.response).toMatchObject({
      content: 'from the PC page',
      chapterId: chapter.id,
      isMine: true,
    });
    const plain = await api.post<TCourseNote>(
      coursePaths.saveNote,
      { courseId: course.id, content: 'plain' },
      { token },
    );
    expect(plain.status).toBe(200);
    const mine = await api.get<TPage<TCourseNote>>(coursePaths.myNotes, {
      token,
      query: { courseId: course.id, pageNo: 1, pageSize: 10 },
    });
    expect(mine.body.response.totalNum).toBe(2);
    const all = await api.get<TPage<TCourseNote>>(coursePaths.notes, {
      token,
      query: { courseId: course.id },
    });
    expect(all.body.response.totalNum).toBe(2);
    const id = saved.body.response.id;
    const edited = await api.post<TCourseNote>(coursePaths.editNote, { id, remark: 'edited' }, { token });
    expect(edited.body.response.content).toBe('edited');
    expect((await api.get(coursePaths.deleteNote, { token, query: { id } })).status).toBe(200);
    const after = await api.get<TPage<TCourseNote>>(coursePaths.myNotes, {
      token,
      query: { courseId: course.id },
    });
    expect(after.body.response.data.map((note) => note.id)).toEqual([plain.body.response.id]);
  });

  it('rates with scope and remark and pages the ratings with size', async () => {
    const rated = await api.post(
      coursePaths.rate,
      { courseId: course.id, scope: 4, remark: 'solid' },
      { token },
    );
    expect(rated.status).toBe(200);
    const list = await api.get<TCourseRatingList>(coursePaths.ratings, {
      token,
      query: { courseId: course.id, pageNo: 1, size: 5 },
    });
    expect(list.body.response).toMatchObject({ ratingCount: 1, scoreAvg: 4, myScore: 4, myContent: 'solid' });
    expect(list.body.response.data[0]).toMatchObject({ score: 4, content: 'solid' });
  });

  it('saves an experience given as one uploaded file, lists it and removes it with DELETE', async () => {
    const saved = await api.post<TCourseExperience>(
      coursePaths.saveExperience,
      { courseId: course.id, fileName: 'notes.pdf', filePath: `${OWN_FILE_PATH}f1.pdf`, fileSize: 12 },
      { token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.response.attachments).toEqual([
      { fileName: 'notes.pdf', fileUrl: `${OWN_FILE_PATH}f1.pdf`, fileSize: 12 },
    ]);
    const empty = await api.post(coursePaths.saveExperience, { courseId: course.id }, { token });
    expect(empty.status).toBe(400);
    const list = await api.get<TPage<TCourseExperience>>(coursePaths.experiences, {
      token,
      query: { courseId: course.id },
    });
    expect(list.body.response.data.map((row) => row.id)).toEqual([saved.body.response.id]);
    const removed = await api.del(coursePaths.removeExperience, { id: saved.body.response.id }, { token });
    expect(removed.status).toBe(200);
  });

  it('collects at /collection/save and cancels with DELETE /collection/cancel', async () => {
    const list = async () =>
      (await api.get<TPage<TCourseCard>>(coursePaths.collectedCourses, { token })).body.response;
    expect((await api.post(coursePaths.collect, { courseId: course.id }, { token })).status).toBe(200);
    expect((await list()).data.map((card) => card.id)).toEqual([course.id]);
    expect((await api.del(coursePaths.cancelCollection, { courseId: course.id }, { token })).status).toBe(
      200,
    );
    expect((await list()).totalNum).toBe(0);
  });

  it('answers the record and takes a save at the web/course paths', async () => {
    const chapter = course.chapters[0]!;
    const save = await rawRequest(testApp, 'POST', coursePaths.saveCourseRecord, {
      token,
      body: { courseId: course.id, contentRecords: `${chapter.id}:100`, period: 0 },
    });
    expect(save.status).toBe(200);
    const record = await api.get<{ records: { chapterId: number }[] }>(coursePaths.getCourseRecord, {
      token,
      query: { courseId: course.id },
    });
    expect(record.body.response.records.map((r) => r.chapterId)).toEqual([chapter.id]);
  });
});
