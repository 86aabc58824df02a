// Back-office review of homework through the real app: the editors' picker (by source and bizId), one
// assignment with its audience, every submission, grading and returning from the back office (one grade
// wins), and all handed-in files as one zip with a folder per learner; another tenant's assignment is a 404
// and a learner is refused.
import {
  fileApiPath,
  filePaths,
  HomeworkState,
  homeworkPaths,
  homeworkAdminPaths as P,
  type THomeworkAdminRow,
  type THomeworkEditable,
  type THomeworkJob,
  type THomeworkSubmissions,
  type TPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { rawRequest } from '../course/test-helpers.ts';
import { makeFile } from '../file/test-factories.ts';
import { makeBackOfficeUser } from '../questionnaire/test-factories.ts';
import { makeHomework } from './test-factories.ts';

/** Entry names of a stored archive, read from its central directory. */
function zipNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

describe('homework: back-office review', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  it('picks, reviews and zips an assignment of a course', async () => {
    const admin = await makeBackOfficeUser(testApp);
    const learner = await makeSignedInUser(testApp);
    const other = await makeSignedInUser(testApp);
    const job = await makeHomework(testApp, {
      source: 'course',
      bizId: 777_001,
      creatorId: admin.user.id,
      target: { type: 'all', id: 0 },
    });
    await makeHomework(testApp, { source: 'course', bizId: 777_002, creatorId: admin.user.id });

    const picked = await api.get<TPage<THomeworkAdminRow>>(P.list, {
      token: admin.token,
      query: { source: 'course', bizId: 777_001 },
    });
    expect(picked.body.response.data.map((row) => row.id)).toEqual([job.id]);
    const editable = await api.get<THomeworkEditable>(P.detail, {
      token: admin.token,
      query: { id: job.id },
    });
    expect(editable.body.response.targets).toEqual([{ targetType: 'all', targetId: 0 }]);

    const file = await makeFile(testApp, learner.user, { name: 'essay.pdf', isPublic: true });
    const mine = {
      fileName: 'essay.pdf',
      filePath: fileApiPath(filePaths.file, `${file.id}.pdf`),
      fileSize: 10,
    };
    const sent = await api.post<{ id: number }>(
      homeworkPaths.submit,
      { jobId: job.id, content: 'Mine', files: [mine] },
      { token: learner.token },
    );
    expect(sent.status).toBe(200);
    // The other learner names the first learner's file: it is not theirs, so the submit is refused (and were
    // such a row stored some other way, the zip would still leave it out); they hand in text instead.
    const borrowed = { ...mine, fileName: 'copied.pdf' };
    const refused = await api.post(
      homeworkPaths.submit,
      { jobId: job.id, files: [borrowed] },
      { token: other.token },
    );
    expect(refused.status).toBe(400);
    await api.post(homeworkPaths.submit, { jobId: job.id, content: 'Text only' }, { token: other.token });

    const list = await api.get<THomeworkSubmissions>(P.submissions, {
      token: admin.token,
      query: { jobId: job.id },
    });
    expect(list.body.response.submissions).toHaveLength(2);

    const zip = await rawRequest(testApp, 'GET', P.zip, { token: admin.token, query: { jobId: job.id } });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const names = zipNames(zip.body);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(new RegExp(`-${learner.user.id}/essay\\.pdf$`));

    const graded = await api.post(
      P.review,
      { submissionId: sent.body.response.id, verdict: 'grade', score: 88, comment: 'Good' },
      { token: admin.token },
    );
    expect(graded.status).toBe(200);
    const again = await api.post(
      P.review,
      { submissionId: sent.body.response.id, verdict: 'return' },
      { token: admin.token },
    );
    expect(again.status).toBe(409);
    const after = await api.get<THomeworkSubmissions>(P.submissions, {
      token: admin.token,
      query: { jobId: job.id },
    });
    const row = after.body.response.submissions.find((s) => s.id === sent.body.response.id);
    expect(row).toMatchObject({ state: HomeworkState.graded, score: 88, comment: 'Good' });

    // A learner is refused; another tenant's back office does not find it.
    expect((await api.get(P.submissions, { token: learner.token, query: { jobId: job.id } })).status).toBe(
      403,
    );
    const stranger = await makeBackOfficeUser(testApp, 'acme');
    for (const path of [P.submissions, P.zip])
      expect(
        (await api.get(path, { token: stranger.token, tenant: 'acme', query: { jobId: job.id } })).status,
      ).toBe(404);
    expect(
      (
        await api.post(
          P.review,
          { submissionId: sent.body.response.id, verdict: 'return' },
          { token: stranger.token, tenant: 'acme' },
        )
      ).status,
    ).toBe(404);
  });

  it('answers 404 for a zip of an assignment nobody handed files in for', async () => {
    const admin = await makeBackOfficeUser(testApp);
    const job = await makeHomework(testApp, { creatorId: admin.user.id });
    const zip = await rawRequest(testApp, 'GET', P.zip, { token: admin.token, query: { jobId: job.id } });
    expect(zip.status).toBe(404);
  });

  it("serves the original back office's course page: listCourseJob of a learner and the teacher file", async () => {
    const admin = await makeBackOfficeUser(testApp);
    const learner = await makeSignedInUser(testApp);
    const courseId = 778_001;
    const job = await makeHomework(testApp, {
      source: 'course',
      bizId: courseId,
      courseId,
      target: { type: 'user', id: learner.user.id },
    });
    await api.post(homeworkPaths.submit, { jobId: job.id, content: 'Work' }, { token: learner.token });
    const work = await api.get<THomeworkJob[]>(homeworkPaths.listCourseJob, {
      token: admin.token,
      query: { courseId, stuId: learner.user.id },
    });
    expect(work.body.response.map((row) => [row.id, row.submission?.content])).toEqual([[job.id, 'Work']]);
    const review = {
      jobId: job.id,
      courseId,
      fileCategory: 'teacher',
      fileName: 'notes.pdf',
      filePath: fileApiPath(filePaths.file, `${crypto.randomUUID()}.pdf`),
      fileSize: 100,
      userId: learner.user.id,
    };
    expect((await api.post(homeworkPaths.saveLinkedFile, review, { token: admin.token })).status).toBe(200);
    // A signed-in user without the privilege who does not review it sees nothing of the learner's work.
    const other = await makeSignedInUser(testApp);
    const none = await api.get<THomeworkJob[]>(homeworkPaths.listCourseJob, {
      token: other.token,
      query: { courseId, stuId: learner.user.id },
    });
    expect(none.body.response).toEqual([]);
    expect((await api.post(homeworkPaths.saveLinkedFile, review, { token: other.token })).status).toBe(404);
  });
});
