// Moderation through the real app: only a zone's moderators pin, mark fine, hide (with a reason) and approve
// or reject waiting posts; an author deletes their own, a moderator anyone's with a reason; reports count once
// per person and the back office decides on them; the back office manages zones and their moderators.
import {
  communityAdminPaths as A,
  communityPaths as P,
  type TCommunityPost,
  type TCommunityReport,
  type TCommunityZone,
  type TPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';
import {
  type CommunityPerson,
  makeCommunityAdmin,
  makePost,
  makeZone,
  makeZoneWithPeople,
} from './test-factories.ts';

describe('community moderation', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let moderator: CommunityPerson;
  let author: CommunityPerson;
  let reader: CommunityPerson;
  let zone: Awaited<ReturnType<typeof makeZone>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    ({ moderator, author, reader, zone } = await makeZoneWithPeople(testApp));
  });
  afterAll(() => testApp.close());

  const zonePosts = async (token: string) =>
    (await api.get<TPage<TCommunityPost>>(P.posts, { token, query: { areaId: zone.id, pageSize: 100 } })).body
      .response.data;

  it('lets only moderators pin and hide; a hidden post leaves the lists but its author sees the reason', async () => {
    const older = await makePost(testApp, zone, author.user.id);
    await makePost(testApp, zone, author.user.id);
    expect((await api.post(P.pin, { topicId: older.id }, { token: reader.token })).status).toBe(403);
    expect((await api.post(P.pin, { topicId: older.id }, { token: moderator.token })).status).toBe(200);
    expect((await zonePosts(reader.token))[0]?.id).toBe(older.id);
    expect((await api.post(P.fine, { topicId: older.id }, { token: moderator.token })).status).toBe(200);
    const noReason = await api.post(P.hide, { topicId: older.id }, { token: moderator.token });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('reason');
    expect(
      (await api.post(P.hide, { topicId: older.id, reason: 'off topic' }, { token: moderator.token })).status,
    ).toBe(200);
    expect((await zonePosts(reader.token)).map((p) => p.id)).not.toContain(older.id);
    expect((await api.get(P.post, { token: reader.token, query: { topicId: older.id } })).status).toBe(404);
    const own = await api.get<TCommunityPost>(P.post, { token: author.token, query: { topicId: older.id } });
    expect(own.body.response.status).toBe('hidden');
    expect(own.body.response.removeReason).toBe('off topic');
  });

  it('deletes: the author their own, a moderator anyone’s with a reason, nobody else', async () => {
    const post = await makePost(testApp, zone, author.user.id);
    expect((await api.post(P.deletePost, { topicId: post.id }, { token: reader.token })).status).toBe(403);
    expect((await api.post(P.deletePost, { topicId: post.id }, { token: moderator.token })).status).toBe(400);
    expect(
      (await api.post(P.deletePost, { topicId: post.id, reason: 'spam' }, { token: moderator.token })).status,
    ).toBe(200);
    expect((await api.get(P.post, { token: author.token, query: { topicId: post.id } })).status).toBe(404);
    const mine = await makePost(testApp, zone, author.user.id);
    expect((await api.post(P.deletePost, { topicId: mine.id }, { token: author.token })).status).toBe(200);
  });

  it('holds posts of an audited zone until a moderator approves or rejects them', async () => {
    const audited = await makeZone(testApp, { moderatorIds: [moderator.user.id], needAudit: true });
    // A fresh writer: the author's earlier posts in this file count towards the spam limit.
    const writer = await makeSignedInUser(testApp);
    const write = (title: string) =>
      api.post<{ id: number; status: string }>(
        P.addPost,
        { areaId: audited.id, title, content: 'hello' },
        { token: writer.token },
      );
    const a = await write('wait a');
    const b = await write('wait b');
    expect(a.body.response.status).toBe('pending');
    const listed = await api.get<TPage<TCommunityPost>>(P.posts, {
      token: reader.token,
      query: { areaId: audited.id },
    });
    expect(listed.body.response.data).toEqual([]);
    const pending = await api.get<TPage<TCommunityPost>>(P.pendingPosts, {
      token: moderator.token,
      query: { areaId: audited.id },
    });
    expect(pending.body.response.totalNum).toBe(2);
    expect(
      (await api.post(P.approve, { topicIds: [a.body.response.id] }, { token: reader.token })).status,
    ).toBe(404);
    expect(
      (await api.post(P.approve, { topicIds: [a.body.response.id] }, { token: moderator.token })).status,
    ).toBe(200);
    expect(
      (await api.post(P.reject, { topicIds: `${b.body.response.id}` }, { token: moderator.token })).status,
    ).toBe(200);
    const after = await api.get<TPage<TCommunityPost>>(P.posts, {
      token: reader.token,
      query: { areaId: audited.id },
    });
    expect(after.body.response.data.map((p) => p.title)).toEqual(['wait a']);
  });

  it('counts reports once per person and lets the back office decide', async () => {
    const admin = await makeCommunityAdmin(testApp);
    const post = await makePost(testApp, zone, author.user.id, { title: `reported ${uniqueSuffix()}` });
    await api.post(P.report, { topicId: post.id, reason: 'rude' }, { token: reader.token });
    await api.post(P.report, { topicId: post.id, reason: 'rude again' }, { token: reader.token });
    await api.post(P.report, { topicId: post.id, reason: 'ads' }, { token: moderator.token });
    const reports = await api.get<TPage<TCommunityReport>>(A.reports, {
      token: admin.token,
      query: { pageSize: 100 },
    });
    const row = reports.body.response.data.find((r) => r.topicId === post.id);
    expect(row?.reportNum).toBe(2);
    expect((await api.get(A.reports, { token: reader.token })).status).toBe(403);
    expect(
      (await api.post(A.handleReport, { topicId: post.id, action: 'delete' }, { token: admin.token })).status,
    ).toBe(400);
    expect(
      (
        await api.post(
          A.handleReport,
          { topicId: post.id, action: 'hide', reason: 'rude' },
          { token: admin.token },
        )
      ).status,
    ).toBe(200);
    expect((await api.get(P.post, { token: reader.token, query: { topicId: post.id } })).status).toBe(404);
    expect(
      (await api.post(A.handleReport, { topicId: post.id, action: 'keep' }, { token: admin.token })).status,
    ).toBe(404);
  });

  it('manages zones and moderators in the back office, in its own tenant only', async () => {
    const admin = await makeCommunityAdmin(testApp);
    const name = `Admin zone ${uniqueSuffix()}`;
    const added = await api.post<{ id: number }>(
      A.add,
      { name, moderatorIds: [reader.user.id] },
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    const id = added.body.response.id;
    const zoneRow = await api.get<TCommunityZone>(A.zone, { token: admin.token, query: { id } });
    expect(zoneRow.body.response.moderators.map((m) => m.userId)).toEqual([reader.user.id]);
    const foreign = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const bad = await api.post(A.edit, { id, name, moderatorIds: [foreign.user.id] }, { token: admin.token });
    expect(bad.status).toBe(404);
    expect((await api.post(A.close, { id }, { token: admin.token })).status).toBe(200);
    const open = await api.get<TPage<TCommunityZone>>(P.zones, {
      token: author.token,
      query: { pageSize: 100 },
    });
    expect(open.body.response.data.map((z) => z.id)).not.toContain(id);
    const closedPost = await api.post(
      P.addPost,
      { areaId: id, title: 'x', content: 'y' },
      { token: reader.token },
    );
    expect(closedPost.status).toBe(409);
    const otherAdmin = await makeCommunityAdmin(testApp, 'acme');
    expect((await api.post(A.delete, { id }, { token: otherAdmin.token, tenant: 'acme' })).status).toBe(404);
    expect((await api.post(A.delete, { id }, { token: admin.token })).status).toBe(200);
  });
});
