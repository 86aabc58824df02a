// Notes, ratings, experiences, collections and shares through the real app: only the author edits or
// deletes; ratings replace themselves; stored HTML is sanitised; collecting is idempotent.
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
import { chaptersOf } from './test-helpers.ts';

describe('course notes, ratings, experiences, collections and shares', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let learner: string;
  let learnerName: string;
  let colleague: string;
  let courseId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    const author = await makeSignedInUser(testApp, { name: 'Note Author' });
    learner = author.token;
    learnerName = author.user.name;
    colleague = (await makeSignedInUser(testApp)).token;
    courseId = (await makeCourse(testApp, { chapters: ALL_CHAPTER_TYPES })).id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('writes, lists, edits and deletes a note on a chapter; only the author may change it', async () => {
    const [, video] = await chaptersOf(testApp, courseId);
    const saved = await api.post<TCourseNote>(
      coursePaths.saveNotePcAlias,
      { courseId, chapterId: video!.id, content: '  useMemo 只在昂贵计算时使用  ', position: 12.5 },
      { token: learner },
    );
    expect(saved.status).toBe(200);
    const note = saved.body.response;
    expect(note).toMatchObject({
      content: 'useMemo 只在昂贵计算时使用',
      chapterId: video!.id,
      position: 12.5,
      isMine: true,
    });

    const mine = await api.get<TPage<TCourseNote>>(coursePaths.myNotesAlias, {
      token: learner,
      query: { courseId },
    });
    expect(mine.body.response.data.map((n) => n.id)).toEqual([note.id]);
    const everyone = await api.get<TPage<TCourseNote>>(coursePaths.notesAlias, {
      token: colleague,
      query: { courseId },
    });
    expect(everyone.body.response.data[0]).toMatchObject({
      id: note.id,
      isMine: false,
      userName: learnerName,
    });

    const forbiddenEdit = await api.post(
      coursePaths.editNoteAlias,
      { id: note.id, content: 'hijack' },
      { token: colleague },
    );
    expect(forbiddenEdit.status).toBe(403);
    const forbiddenDelete = await api.del(coursePaths.deleteNoteAlias, { id: note.id }, { token: colleague });
    expect(forbiddenDelete.status).toBe(403);

    const edited = await api.post<TCourseNote>(
      coursePaths.editNoteAlias,
      { id: note.id, content: '改好了' },
      { token: learner },
    );
    expect(edited.body.response.content).toBe('改好了');
    expect((await api.del(coursePaths.deleteNoteAlias, { id: note.id }, { token: learner })).status).toBe(
      200,
    );
    const after = await api.get<TPage<TCourseNote>>(coursePaths.myNotesAlias, {
      token: learner,
      query: { courseId },
    });
    expect(after.body.response.totalNum).toBe(0);
  });

  it('limits a note to 200 characters and needs some text', async () => {
    const tooLong = await api.post(
      coursePaths.saveNoteAlias,
      { courseId, content: '字'.repeat(201) },
      { token: learner },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.resMsg).toBe('笔记不能超过200个字符');
    expect(
      (await api.post(coursePaths.saveNoteAlias, { courseId, content: '字'.repeat(200) }, { token: learner }))
        .status,
    ).toBe(200);
    expect(
      (await api.post(coursePaths.saveNoteAlias, { courseId, content: '   ' }, { token: learner })).status,
    ).toBe(400);
  });

  it('cannot touch another tenant’s note', async () => {
    const saved = await api.post<TCourseNote>(
      coursePaths.saveNoteAlias,
      { courseId, content: 'tenant' },
      { token: learner },
    );
    const acme = (await makeSignedInUser(testApp, { tenantId: 'acme' })).token;
    const reply = await api.post(
      coursePaths.editNoteAlias,
      { id: saved.body.response.id, content: 'x' },
      { token: acme, tenant: 'acme' },
    );
    expect(reply.status).toBe(404);
  });

  it('rates a course once per learner; rating again replaces it and the mean follows', async () => {
    const id = (await makeCourse(testApp)).id;
    const list = async () =>
      (
        await api.get<TCourseRatingList>(coursePaths.ratingsAlias, {
          token: learner,
          query: { courseId: id },
        })
      ).body.response;
    expect((await list()).ratingCount).toBe(0);
    await api.post(coursePaths.rateAlias, { courseId: id, score: 2, content: '一般' }, { token: learner });
    await api.post(
      coursePaths.rateAlias,
      { courseId: id, score: 5, content: '复习后觉得很好' },
      { token: learner },
    );
    await api.post(coursePaths.rateAlias, { courseId: id, score: 4 }, { token: colleague });
    const after = await list();
    expect(after).toMatchObject({
      ratingCount: 2,
      scoreAvg: 4.5,
      myScore: 5,
      myContent: '复习后觉得很好',
      totalNum: 2,
    });
    const bad = await api.post(coursePaths.rateAlias, { courseId: id, score: 6 }, { token: learner });
    expect(bad.status).toBe(400);
  });

  it('saves an experience with its HTML sanitised and own-file attachments; only the author removes it', async () => {
    const saved = await api.post<TCourseExperience>(
      coursePaths.saveExperienceAlias,
      {
        courseId,
        content: '<p onclick="x()">收获很大<script>alert(1)</script></p>',
        attachments: [{ fileName: '总结.pdf', fileUrl: `${OWN_FILE_PATH}abc`, fileSize: 1024 }],
      },
      { token: learner },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.response.content).toBe('<p>收获很大</p>');
    const foreign = await api.post(
      coursePaths.saveExperienceAlias,
      {
        courseId,
        content: '<p>x</p>',
        attachments: [{ fileName: 'a.pdf', fileUrl: 'https://evil.example/a.pdf' }],
      },
      { token: learner },
    );
    expect(foreign.status).toBe(400);
    const list = await api.get<TPage<TCourseExperience>>(coursePaths.experiencesAlias, {
      token: colleague,
      query: { courseId },
    });
    expect(list.body.response.data[0]).toMatchObject({ id: saved.body.response.id, isMine: false });
    const id = saved.body.response.id;
    expect((await api.post(coursePaths.removeExperienceAlias, { id }, { token: colleague })).status).toBe(
      403,
    );
    expect((await api.post(coursePaths.removeExperienceAlias, { id }, { token: learner })).status).toBe(200);
  });

  it('collects idempotently, lists collections and cancels', async () => {
    const list = async () =>
      (await api.get<TPage<TCourseCard>>(coursePaths.collectedCourses, { token: colleague })).body.response;
    expect(
      (await api.post(coursePaths.collectAlias, { bizId: courseId, type: 'course' }, { token: colleague }))
        .status,
    ).toBe(200);
    await api.post(coursePaths.collectAlias, { courseId }, { token: colleague });
    expect((await list()).data.map((c) => c.id)).toEqual([courseId]);
    const detail = await api.get<{ isCollect: number }>(coursePaths.getCourse, {
      token: colleague,
      query: { id: courseId },
    });
    expect(detail.body.response.isCollect).toBe(1);
    await api.post(coursePaths.cancelCollectionAlias, { courseId }, { token: colleague });
    expect((await list()).totalNum).toBe(0);
  });

  it('shares a course: the reply is the course address', async () => {
    const reply = await api.post<{ shareUrl: string }>(
      coursePaths.shareCourse,
      { courseId },
      { token: learner },
    );
    expect(reply.body.response.shareUrl).toMatch(new RegExp(`/course/detail\\?id=${courseId}$`));
  });
});
