// My Task's homework cards are kept in memory for a few seconds (queries-my-cards.ts): these tests hold the
// kept pages to the truth — my submission, the lecturer's return and my resubmission, an assignment added
// and one removed through the back office all show on the next read, and a row written past the services
// stays hidden only until the tenant's pages are dropped.
import {
  homeworkAdminPaths as A,
  homeworkPaths as P,
  type THomeworkCard,
  type TPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeworkAssignments, homeworkTargets } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { makeBackOfficeUser } from '../questionnaire/test-factories.ts';
import { forgetMyCards } from './queries-my-cards.ts';
import { makeHomework } from './test-factories.ts';

describe('homework: kept card pages', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  const cards = async (token: string) => {
    const reply = await api.post<TPage<THomeworkCard>>(
      P.requiredWorkList,
      { pageNo: 1, pageSize: 20 },
      { token },
    );
    expect(reply.status).toBe(200);
    return reply.body.response.data;
  };

  it('moves subNum with my submission, the return and my resubmission', async () => {
    const lecturer = await makeSignedInUser(testApp, { isLecturer: true });
    const me = await makeSignedInUser(testApp);
    const job = await makeHomework(testApp, {
      bizId: 9101,
      lecturerId: lecturer.user.id,
      target: { type: 'user', id: me.user.id },
    });
    expect(await cards(me.token)).toEqual([expect.objectContaining({ bizId: 9101, subNum: 0, totalNum: 1 })]);
    const sent = await api.post<{ id: number }>(
      P.submit,
      { jobId: job.id, content: 'First' },
      { token: me.token },
    );
    expect(sent.status).toBe(200);
    expect(await cards(me.token)).toEqual([expect.objectContaining({ subNum: 1 })]);
    const back = await api.post(
      P.review,
      { submissionId: sent.body.response.id, verdict: 'return', comment: 'Redo' },
      { token: lecturer.token },
    );
    expect(back.status).toBe(200);
    expect(await cards(me.token)).toEqual([expect.objectContaining({ subNum: 0 })]);
    expect((await api.post(P.submit, { jobId: job.id, content: 'Second' }, { token: me.token })).status).toBe(
      200,
    );
    expect(await cards(me.token)).toEqual([expect.objectContaining({ subNum: 1 })]);
  });

  it('shows an assignment added and removed through the back office at once', async () => {
    const admin = await makeBackOfficeUser(testApp);
    const me = await makeSignedInUser(testApp);
    expect(await cards(me.token)).toEqual([]);
    const saved = await api.post<{ id: number }>(
      A.save,
      {
        source: 'course',
        bizId: 9202,
        bizName: 'Kept course',
        title: 'Essay',
        instructions: '<p>Write</p>',
        targets: [{ targetType: 'user', targetId: me.user.id }],
      },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    expect(await cards(me.token)).toEqual([expect.objectContaining({ bizId: 9202, totalNum: 1 })]);
    expect((await api.post(A.remove, { ids: [saved.body.response.id] }, { token: admin.token })).status).toBe(
      200,
    );
    expect(await cards(me.token)).toEqual([]);
  });

  it('hides a row written past the services only until the pages are dropped', async () => {
    const me = await makeSignedInUser(testApp);
    await makeHomework(testApp, { bizId: 9301, target: { type: 'user', id: me.user.id } });
    expect((await cards(me.token)).map((card) => card.bizId)).toEqual([9301]);
    const [row] = await testApp.database.db
      .insert(homeworkAssignments)
      .values({ tenantId: 'learn', source: 'course', bizId: 9302, bizName: 'Direct', title: 'Direct' })
      .returning();
    if (!row) throw new Error('no assignment');
    await testApp.database.db
      .insert(homeworkTargets)
      .values({ tenantId: 'learn', homeworkId: row.id, targetType: 'user', targetId: me.user.id });
    // Kept: the same page as before (this is what the cache saves) …
    expect((await cards(me.token)).map((card) => card.bizId)).toEqual([9301]);
    // … until the tenant's pages are dropped, as every write through the services does.
    forgetMyCards('learn');
    expect((await cards(me.token)).map((card) => card.bizId).sort()).toEqual([9301, 9302]);
  });
});
