// Knowledge points through the real app (issue 15 §1 rules "knowledge" and "sharing"): reading an article
// pays the reader once per article within the rule's daily cap, and a share pays its uploader when the
// review approves it — both from the knowledge domain's events, never from its tables.
import { knowledgeAdminPaths, knowledgePaths, PointsSource } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { linkShare, makeKnowledgeAdmin, makeKnowledgeCatalog } from '../knowledge/test-factories.ts';
import { balanceOf } from './ledger-service.ts';
import { ledgerEntriesOf, setRule, settleEvents } from './test-factories.ts';

describe('achievement: knowledge read and shared', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let catalogId: number;
  let admin: { token: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    catalogId = (await makeKnowledgeCatalog(testApp)).id;
    admin = await makeKnowledgeAdmin(testApp);
    await setRule(testApp, PointsSource.share, 3, 6);
    await setRule(testApp, PointsSource.knowledge, 1, 2);
  });
  afterAll(() => testApp.close());

  /** A learner's share, approved by the back office; its id. */
  async function approvedShare(token: string) {
    const added = await api.post<{ id: number }>(knowledgePaths.frontAdd, linkShare(catalogId), { token });
    expect(added.status).toBe(200);
    const id = added.body.response.id;
    const approve = await api.post(
      knowledgeAdminPaths.updateStatus,
      { id, status: 'approve' },
      { token: admin.token },
    );
    expect(approve.status).toBe(200);
    return id;
  }

  const balance = (userId: number) => balanceOf(testApp.database.db, 'learn', userId);

  it('pays the uploader once when the review approves a share, nothing while it waits', async () => {
    const uploader = await makeSignedInUser(testApp);
    const pending = await api.post(knowledgePaths.frontAdd, linkShare(catalogId), { token: uploader.token });
    expect(pending.status).toBe(200);
    await settleEvents(testApp);
    expect(await balance(uploader.user.id)).toBe(0);
    await approvedShare(uploader.token);
    await settleEvents(testApp);
    expect(await balance(uploader.user.id)).toBe(3);
    const entries = await ledgerEntriesOf(testApp, uploader.user.id);
    expect(entries.map((entry) => entry.reason)).toEqual([PointsSource.share]);
  });

  it('pays a reader once per article, however often it is opened, within the daily cap', async () => {
    const uploader = await makeSignedInUser(testApp);
    const ids = [
      await approvedShare(uploader.token),
      await approvedShare(uploader.token),
      await approvedShare(uploader.token),
    ];
    const reader = await makeSignedInUser(testApp);
    const view = (id: number) => api.put(knowledgePaths.watch, { id }, { token: reader.token });
    const [first] = ids;
    if (first === undefined) throw new Error('no share');
    expect((await view(first)).status).toBe(200);
    expect((await view(first)).status).toBe(200);
    await settleEvents(testApp);
    expect(await balance(reader.user.id)).toBe(1);
    for (const id of ids) expect((await view(id)).status).toBe(200);
    await settleEvents(testApp);
    // Three articles read, the cap is 2 a day.
    expect(await balance(reader.user.id)).toBe(2);
    const entries = await ledgerEntriesOf(testApp, reader.user.id);
    expect(entries.map((entry) => entry.reason)).toEqual([PointsSource.knowledge, PointsSource.knowledge]);
  });
});
