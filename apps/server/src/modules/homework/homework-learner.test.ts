// The learner's homework through the real app: cards per source with submitted over total, the badge,
// details, submitting text and files with the file rules, resubmission until graded and not after, the due
// date, and other users' and tenants' assignments as 404.
import {
  fileApiPath,
  filePaths,
  homeworkEvents,
  homeworkPaths as P,
  type THomeworkCard,
  type THomeworkDetail,
  type THomeworkGroup,
  type THomeworkJob,
  type TPage,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRow } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makePosition, makeSignedInUser } from '../../test/factories.ts';
import { type HomeworkOptions, handedFile, makeHomework } from './test-factories.ts';

describe('homework: learner', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let learner: Awaited<ReturnType<typeof makeSignedInUser>>;
  let lecturer: Awaited<ReturnType<typeof makeSignedInUser>>;

  const homeworkFor = (options: HomeworkOptions = {}) =>
    makeHomework(testApp, {
      lecturerId: lecturer.user.id,
      target: { type: 'user', id: learner.user.id },
      ...options,
    });
  const submit = (jobId: number, body: Record<string, unknown>, token = learner.token) =>
    api.post<{ id: number }>(P.submit, { jobId, ...body }, { token });
  const mine = (options: { name?: string; size?: number } = {}) => handedFile(testApp, learner.user, options);
  const eventsOf = async (jobId: number, type: string = homeworkEvents.submitted) =>
    (
      await queryRow(
        testApp.database.db,
        sql`select count(*)::int as n from domain_events where type = ${type} and subject_id = ${jobId}`,
        { n: col.int },
      )
    )?.n;
  const review = (submissionId: number, body: Record<string, unknown>) =>
    api.post(P.review, { submissionId, ...body }, { token: lecturer.token });

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    learner = await makeSignedInUser(testApp);
    lecturer = await makeSignedInUser(testApp, { isLecturer: true });
  });
  afterAll(() => testApp.close());

  it('shows cards per source with submitted over total, and the badge of open work', async () => {
    const org = await makeOrgUnit(testApp);
    const me = await makeSignedInUser(testApp, { orgId: org.id });
    const target = { type: 'org' as const, id: org.id };
    const a = await makeHomework(testApp, { bizId: 501, bizName: 'Course A', target });
    await makeHomework(testApp, { bizId: 501, bizName: 'Course A', target });
    await makeHomework(testApp, { source: 'train', bizId: 601, bizName: 'Training', target });
    await makeHomework(testApp, {
      source: 'studyPlan',
      bizId: 701,
      target,
      dueAt: new Date(Date.now() - 1000),
    });

    expect((await api.get<number>(P.todoNum, { token: me.token })).body.response).toBe(3);
    expect((await submit(a.id, { content: 'My answer' }, me.token)).status).toBe(200);
    expect((await api.get<number>(P.todoNum, { token: me.token })).body.response).toBe(2);

    const courses = await api.post<TPage<THomeworkCard>>(
      P.requiredWorkList,
      { pageNo: 1, pageSize: 20 },
      { token: me.token },
    );
    expect(courses.body.response.data).toEqual([
      expect.objectContaining({ bizId: 501, title: 'Course A', subNum: 1, totalNum: 2, source: 'course' }),
    ]);
    const trains = await api.post<TPage<THomeworkCard>>(P.trainWorkList, {}, { token: me.token });
    expect(trains.body.response.data.map((card) => card.bizId)).toEqual([601]);
    const plans = await api.post<TPage<THomeworkCard>>(
      P.requiredWorkList,
      { sourse: 'studyPlan' },
      { token: me.token },
    );
    expect(plans.body.response.data.map((card) => card.bizId)).toEqual([701]);

    const detail = await api.get<THomeworkDetail>(P.studyWorkDetail, { token: me.token, query: { id: 501 } });
    expect(detail.body.response.jobs).toHaveLength(2);
    expect(detail.body.response.jobs.find((job) => job.id === a.id)?.submission?.content).toBe('My answer');
    const bad = await api.post(P.requiredWorkList, { pageSize: 1000 }, { token: me.token });
    expect(bad.status).toBe(400);
  });

  it('pages the cards newest source first, reaching me through a parent unit and my position', async () => {
    const parent = await makeOrgUnit(testApp);
    const unit = await makeOrgUnit(testApp, { parentId: parent.id });
    const position = await makePosition(testApp);
    const me = await makeSignedInUser(testApp, { orgId: unit.id, positionId: position.id });
    const first = await makeHomework(testApp, {
      bizId: 811,
      bizName: 'Older',
      target: { type: 'org', id: parent.id },
    });
    await makeHomework(testApp, {
      bizId: 812,
      bizName: 'Newer',
      target: { type: 'position', id: position.id },
    });
    await makeHomework(testApp, { bizId: 813, target: { type: 'position', id: position.id + 100_000 } });
    await makeHomework(testApp, { bizId: 814, target: { type: 'user', id: learner.user.id } });
    expect((await submit(first.id, { content: 'Done' }, me.token)).status).toBe(200);

    const page = (pageNo: number) =>
      api.post<TPage<THomeworkCard>>(P.requiredWorkList, { pageNo, pageSize: 1 }, { token: me.token });
    const one = (await page(1)).body.response;
    expect(one).toMatchObject({ totalNum: 2, totalPage: 2 });
    expect(one.data).toEqual([
      expect.objectContaining({ bizId: 812, title: 'Newer', subNum: 0, totalNum: 1 }),
    ]);
    const two = (await page(2)).body.response;
    expect(two.data).toEqual([
      expect.objectContaining({ bizId: 811, title: 'Older', subNum: 1, totalNum: 1 }),
    ]);
    expect((await page(3)).body.response).toMatchObject({ data: [], totalNum: 0 });
  });

  it('applies the file rules: allowed types and sizes, and something to hand in', async () => {
    const job = await homeworkFor({ allowedTypes: ['pdf'], maxSizeMb: 1 });
    expect((await submit(job.id, { content: '' })).body.resMsg).toBe('请填写作业内容或上传附件');
    const docx = await submit(job.id, { files: [await mine({ name: 'report.docx' })] });
    expect(docx.status).toBe(400);
    expect(docx.body.resMsg).toBe('该作业不允许上传此类型的文件');
    const big = await submit(job.id, { files: [await mine({ name: 'big.pdf', size: 2 * 1024 * 1024 })] });
    expect(big.body.resMsg).toBe('文件超过该作业允许的大小');
    const fine = await submit(job.id, { content: 'See attached', files: [await mine()] });
    expect(fine.status).toBe(200);
    const handedIn = await api.get<THomeworkJob>(P.jobDetail, {
      token: learner.token,
      query: { jobId: job.id },
    });
    expect(handedIn.body.response.submission).toMatchObject({
      state: 1,
      content: 'See attached',
      submitCount: 1,
    });
    expect(handedIn.body.response.submission?.files[0]?.fileName).toBe('report.pdf');
  });

  it('refuses a file that is not my own stored upload, or larger than allowed, and changes nothing', async () => {
    const job = await homeworkFor({ allowedTypes: ['pdf'], maxSizeMb: 1 });
    const kept = await submit(job.id, { content: 'Kept', files: [await mine()] });
    expect(kept.status).toBe(200);
    const other = await makeSignedInUser(testApp);
    const stranger = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const theirs = await handedFile(testApp, other.user, { name: 'theirs.pdf' });
    const foreignTenant = await handedFile(testApp, stranger.user, { name: 'acme.pdf' });
    const unknown = {
      fileName: 'ghost.pdf',
      filePath: fileApiPath(filePaths.file, `${crypto.randomUUID()}.pdf`),
      fileSize: 10,
    };
    const elsewhere = { fileName: 'far.pdf', filePath: 'https://elsewhere.example/far.pdf', fileSize: 10 };
    for (const file of [theirs, foreignTenant, unknown, elsewhere]) {
      const reply = await submit(job.id, { content: 'Swapped', files: [await mine(), file] });
      expect(reply.status).toBe(400);
      expect(reply.body.resMsg).toBe(`附件不是您上传的文件，请重新上传：${file.fileName}`);
      expect(reply.body.response).toEqual({
        fields: [{ field: 'files.1.filePath', message: 'homework.fileUnknown' }],
      });
    }
    const en = await api.post(
      P.submit,
      { jobId: job.id, files: [theirs] },
      { token: learner.token, lang: 'en' },
    );
    expect(en.body.resMsg).toBe('This attachment is not a file you uploaded; upload it again: theirs.pdf');
    // The one-file call names its own field.
    const linked = await api.post<{ fields: { field: string }[] }>(
      P.saveLinkedFile,
      { jobId: job.id, fileCategory: 'user', ...theirs },
      { token: learner.token },
    );
    expect(linked.body.response.fields[0]?.field).toBe('filePath');
    // The browser says 1 KB; the stored file is 2 MB, over the assignment's 1 MB.
    const big = await mine({ name: 'big.pdf', size: 2 * 1024 * 1024 });
    const tooLarge = await submit(job.id, { files: [{ ...big, fileSize: 1024 }] });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.resMsg).toBe('文件超过该作业允许的大小');
    // A Word file shown under a .pdf name: its stored type decides.
    const word = await mine({ name: 'notes.docx' });
    const renamed = await submit(job.id, { files: [{ ...word, fileName: 'notes.pdf' }] });
    expect(renamed.body.resMsg).toBe('该作业不允许上传此类型的文件');

    const detail = await api.get<THomeworkJob>(P.jobDetail, {
      token: learner.token,
      query: { jobId: job.id },
    });
    expect(detail.body.response.submission).toMatchObject({ content: 'Kept', submitCount: 1 });
    expect(detail.body.response.submission?.files.map((file) => file.fileName)).toEqual(['report.pdf']);
    expect(await eventsOf(job.id)).toBe(1);
  });

  it('keeps the stored size and address of a file, not what the browser claims', async () => {
    const job = await homeworkFor();
    const file = await mine({ name: 'sized.pdf', size: 4096 });
    const reply = await submit(job.id, {
      files: [{ ...file, filePath: `${file.filePath}?download=1`, fileSize: 1 }],
    });
    expect(reply.status).toBe(200);
    const detail = await api.get<THomeworkJob>(P.jobDetail, {
      token: learner.token,
      query: { jobId: job.id },
    });
    expect(detail.body.response.submission?.files).toEqual([
      { fileName: 'sized.pdf', filePath: file.filePath, fileSize: 4096 },
    ]);
  });

  it('counts a repeat of the same submission once, also two at the same moment; a change counts again', async () => {
    const job = await homeworkFor();
    const work = { content: 'Same answer', files: [await mine()] };
    const first = await submit(job.id, work);
    const before = await api.get<THomeworkJob>(P.jobDetail, {
      token: learner.token,
      query: { jobId: job.id },
    });
    const repeat = await submit(job.id, work);
    expect(repeat.status).toBe(200);
    expect(repeat.body.response.id).toBe(first.body.response.id);
    const after = await api.get<THomeworkJob>(P.jobDetail, {
      token: learner.token,
      query: { jobId: job.id },
    });
    expect(after.body.response.submission).toEqual(before.body.response.submission);
    expect(after.body.response.submission?.submitCount).toBe(1);
    expect(await eventsOf(job.id)).toBe(1);

    const changed = await submit(job.id, { ...work, content: 'Better answer' });
    expect(changed.status).toBe(200);
    const counted = await api.get<THomeworkJob>(P.jobDetail, {
      token: learner.token,
      query: { jobId: job.id },
    });
    expect(counted.body.response.submission).toMatchObject({ content: 'Better answer', submitCount: 2 });
    expect(await eventsOf(job.id)).toBe(2);
    // Returned for rework, the same work handed in again opens a new round and counts.
    expect((await review(first.body.response.id, { verdict: 'return', comment: 'Again' })).status).toBe(200);
    expect((await submit(job.id, { ...work, content: 'Better answer' })).status).toBe(200);
    expect(await eventsOf(job.id)).toBe(3);

    const raced = await homeworkFor();
    const both = await Promise.all([submit(raced.id, work), submit(raced.id, work)]);
    expect(both.map((reply) => reply.status)).toEqual([200, 200]);
    expect(both[0]?.body.response.id).toBe(both[1]?.body.response.id);
    const stored = await queryRow(
      testApp.database.db,
      sql`select count(*)::int as n, max(submit_count)::int as count from homework_submissions
        where homework_id = ${raced.id}`,
      { n: col.int, count: col.int },
    );
    expect(stored).toEqual({ n: 1, count: 1 });
    expect(await eventsOf(raced.id)).toBe(1);
  });

  it('resubmits until graded and not after; a return reopens it; passing emits one event', async () => {
    const job = await homeworkFor({ passScore: 60 });
    const first = await submit(job.id, { content: 'v1', files: [await mine()] });
    const submissionId = first.body.response.id;
    expect((await submit(job.id, { content: 'v2' })).status).toBe(200);
    expect((await review(submissionId, { verdict: 'return', comment: 'Add sources' })).status).toBe(200);
    const returned = await api.get<THomeworkJob>(P.jobDetail, {
      token: learner.token,
      query: { jobId: job.id },
    });
    expect(returned.body.response.submission).toMatchObject({
      state: 2,
      comment: 'Add sources',
      submitCount: 2,
    });
    expect((await review(submissionId, { verdict: 'grade', score: 90 })).status).toBe(409);
    expect((await submit(job.id, { content: 'v3 with sources' })).status).toBe(200);
    expect((await review(submissionId, { verdict: 'grade', score: 85, comment: 'Good' })).status).toBe(200);
    const graded = await api.get<THomeworkJob>(P.jobDetail, {
      token: learner.token,
      query: { jobId: job.id },
    });
    expect(graded.body.response.submission).toMatchObject({
      state: 3,
      score: 85,
      comment: 'Good',
      content: 'v3 with sources',
    });
    const late = await submit(job.id, { content: 'v4' }, learner.token);
    expect(late.status).toBe(409);
    expect(late.body.resMsg).toBe('作业已批改，不能再提交');
    expect(await eventsOf(job.id, homeworkEvents.passed)).toBe(1);
  });

  it('refuses work after the due date', async () => {
    const job = await homeworkFor({ dueAt: new Date(Date.now() - 60_000) });
    const reply = await submit(job.id, { content: 'Too late' });
    expect(reply.status).toBe(400);
    expect(reply.body.resMsg).toBe('已过提交截止时间');
  });

  it('serves the original one-file calls and work groups', async () => {
    const job = await homeworkFor({ source: 'train', bizId: 8801, courseId: 77 });
    const saved = await api.post(
      P.saveLinkedFile,
      {
        jobId: job.id,
        fileCategory: 'user',
        ...(await mine({ name: 'answer.pdf' })),
        userId: learner.user.id,
        courseId: 77,
      },
      { token: learner.token },
    );
    expect(saved.status).toBe(200);
    const groups = await api.get<THomeworkGroup[]>(P.trainWork, {
      token: learner.token,
      query: { trainId: 8801 },
    });
    const vos = groups.body.response[0]?.trainAttachmentVOS ?? [];
    expect(vos.find((row) => row.fileCategory === 'user')?.fileName).toBe('answer.pdf');
    expect(vos.find((row) => row.fileCategory === 'teacher')?.fileName).toBe('');
  });

  it('keeps other users and tenants out (404)', async () => {
    const job = await homeworkFor();
    const other = await makeSignedInUser(testApp);
    expect((await api.get(P.jobDetail, { token: other.token, query: { jobId: job.id } })).status).toBe(404);
    expect((await submit(job.id, { content: 'x' }, other.token)).status).toBe(404);
    const everyone = await makeHomework(testApp, { target: { type: 'all', id: 0 } });
    const stranger = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const cross = await api.get(P.jobDetail, {
      token: stranger.token,
      tenant: 'acme',
      query: { jobId: everyone.id },
    });
    expect(cross.status).toBe(404);
    const submission = (await submit(job.id, { content: 'mine' })).body.response.id;
    const otherLecturer = await makeSignedInUser(testApp, { isLecturer: true });
    const foreign = await api.post(
      P.review,
      { submissionId: submission, verdict: 'grade', score: 50 },
      { token: otherLecturer.token },
    );
    expect(foreign.status).toBe(404);
    expect(
      (
        await api.post(
          P.review,
          { submissionId: submission, verdict: 'grade', score: 50 },
          { token: learner.token },
        )
      ).status,
    ).toBe(403);
  });
});
