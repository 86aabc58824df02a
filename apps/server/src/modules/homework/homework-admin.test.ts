// Back-office homework through the real app: authoring an assignment with its audience (instructions
// sanitised), the learner then sees it, the report counts reached / submitted / graded / passed; learners
// are refused, another tenant's assignment is a 404.
import { homeworkPaths, homeworkAdminPaths as P, type THomeworkJob, type TPage } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';
import { makeBackOfficeUser } from '../questionnaire/test-factories.ts';
import { makeHomework } from './test-factories.ts';

type ReportRow = THomeworkJob & { reached: number; submitted: number; graded: number; passed: number };

describe('homework: back office', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  it('authors an assignment, the learner hands it in, the report counts it', async () => {
    const admin = await makeBackOfficeUser(testApp);
    const lecturer = await makeSignedInUser(testApp, { isLecturer: true });
    const learner = await makeSignedInUser(testApp);
    const saved = await api.post<{ id: number }>(
      P.save,
      {
        source: 'train',
        bizId: 31337,
        bizName: 'Onboarding',
        title: 'Reflection',
        instructions: '<p>Write</p><script>alert(1)</script>',
        allowedTypes: ['pdf'],
        lecturerId: lecturer.user.id,
        targets: [{ targetType: 'user', targetId: learner.user.id }],
      },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    const id = saved.body.response.id;
    const job = await api.get<THomeworkJob>(homeworkPaths.jobDetail, {
      token: learner.token,
      query: { jobId: id },
    });
    expect(job.body.response.instructions).not.toContain('script');
    const sent = await api.post<{ id: number }>(
      homeworkPaths.submit,
      { jobId: id, content: 'Done' },
      { token: learner.token },
    );
    await api.post(
      homeworkPaths.review,
      { submissionId: sent.body.response.id, verdict: 'grade', score: 90 },
      { token: lecturer.token },
    );
    const report = await api.get<TPage<ReportRow>>(P.list, {
      token: admin.token,
      query: { source: 'train' },
    });
    expect(report.body.response.data.find((row) => row.id === id)).toMatchObject({
      reached: 1,
      submitted: 1,
      graded: 1,
      passed: 1,
    });

    expect((await api.get(P.list, { token: learner.token })).status).toBe(403);
    const bad = await api.post(
      P.save,
      { source: 'train', bizId: 1, bizName: 'x', title: '', targets: [] },
      { token: admin.token },
    );
    expect(bad.status).toBe(400);
    const stranger = await makeBackOfficeUser(testApp, 'acme');
    expect((await api.post(P.remove, { ids: [id] }, { token: stranger.token, tenant: 'acme' })).status).toBe(
      404,
    );
    expect((await api.post(P.remove, { ids: String(id) }, { token: admin.token })).status).toBe(200);
  });

  it('finds assignments by title or source name for the training editor’s picker', async () => {
    const admin = await makeBackOfficeUser(testApp);
    const mark = uniqueSuffix();
    const save = (title: string, bizName: string) =>
      api.post<{ id: number }>(
        P.save,
        { source: 'train', bizId: 4242, bizName, title, targets: [{ targetType: 'all', targetId: 0 }] },
        { token: admin.token },
      );
    const byTitle = (await save(`Essay ${mark} 100%`, 'Sales camp')).body.response.id;
    const byName = (await save('Quiz', `Camp ${mark}`)).body.response.id;
    await save('Unrelated', 'Other');
    await makeHomework(testApp, { tenantId: 'acme', bizName: `Camp ${mark}` });
    const search = async (keyword: string) =>
      (
        await api.get<TPage<ReportRow>>(P.list, { token: admin.token, query: { keyword, pageSize: 50 } })
      ).body.response.data
        .map((row) => row.id)
        .sort((a, b) => a - b);
    expect(await search(mark)).toEqual([byTitle, byName].sort((a, b) => a - b));
    expect(await search(`${mark} 100%`)).toEqual([byTitle]);
    // `%` and `_` typed are literal characters, not wildcards.
    expect(await search(`${mark}%`)).toEqual([]);
    const long = await api.get<{ fields: { field: string }[] }>(P.list, {
      token: admin.token,
      query: { keyword: 'x'.repeat(101) },
    });
    expect(long.status).toBe(400);
    expect(long.body.response.fields.map((f) => f.field)).toEqual(['keyword']);
  });
});
