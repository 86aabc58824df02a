// Notices, bans and expert views through the real app: a reply to my post or my reply reaches me as an unread
// notice until I read it; a moderator bans a person from a zone (they can neither post nor reply there) and
// lifts it; posts asking the experts and a post's expert and author replies.
import {
  communityPaths as P,
  type TCommunityMention,
  type TCommunityPost,
  type TCommunityReply,
  type TCommunityZoneUser,
  type TPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { type CommunityPerson, makePost, type makeZone, makeZoneWithPeople } from './test-factories.ts';

describe('community notices and bans', () => {
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

  const unread = async (token: string) =>
    (await api.get<{ count: number }>(P.mentionUnread, { token })).body.response.count;

  it('tells me of replies to my post and to my reply until I read them', async () => {
    const post = await makePost(testApp, zone, author.user.id);
    const first = await api.post<{ id: number }>(
      P.reply,
      { topicId: post.id, content: 'hi author' },
      { token: reader.token },
    );
    await api.post(P.reply, { topicId: post.id, content: 'my own note' }, { token: author.token });
    await api.post(
      P.reply,
      { topicId: post.id, content: 'answer', parentId: first.body.response.id },
      { token: author.token },
    );
    expect(await unread(author.token)).toBe(1);
    expect(await unread(reader.token)).toBe(1);
    const mine = await api.get<TPage<TCommunityMention>>(P.mentions, { token: author.token });
    expect(mine.body.response.data.map((m) => m.content)).toEqual(['hi author']);
    await api.post(P.mentionRead, { ids: [mine.body.response.data[0]?.id] }, { token: reader.token });
    expect(await unread(author.token)).toBe(1);
    await api.post(P.mentionRead, { ids: [mine.body.response.data[0]?.id] }, { token: author.token });
    expect(await unread(author.token)).toBe(0);
  });

  it('lets a moderator ban a person from posting and replying in the zone, and lift it', async () => {
    const post = await makePost(testApp, zone, author.user.id);
    expect(
      (await api.post(P.ban, { areaId: zone.id, userId: reader.user.id, hours: 2 }, { token: author.token }))
        .status,
    ).toBe(403);
    expect(
      (
        await api.post(
          P.ban,
          { areaId: zone.id, userId: reader.user.id, hours: 0 },
          { token: moderator.token },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await api.post(
          P.ban,
          { areaId: zone.id, userId: reader.user.id, hours: 2 },
          { token: moderator.token },
        )
      ).status,
    ).toBe(200);
    const check = await api.get<{ forbidden: boolean; areas: { areaId: number }[] }>(P.checkBan, {
      token: reader.token,
    });
    expect(check.body.response.forbidden).toBe(true);
    expect(
      (await api.post(P.addPost, { areaId: zone.id, title: 't', content: 'c' }, { token: reader.token }))
        .status,
    ).toBe(403);
    expect(
      (await api.post(P.reply, { topicId: post.id, content: 'c' }, { token: reader.token })).status,
    ).toBe(403);
    const people = await api.get<TPage<TCommunityZoneUser>>(P.zoneUsers, {
      token: moderator.token,
      query: { areaId: zone.id },
    });
    expect(people.body.response.data.find((p) => p.userId === author.user.id)).toBeTruthy();
    expect(
      (await api.post(P.unban, { areaId: zone.id, userId: reader.user.id }, { token: moderator.token }))
        .status,
    ).toBe(200);
    expect(
      (await api.post(P.reply, { topicId: post.id, content: 'back' }, { token: reader.token })).status,
    ).toBe(200);
  });

  it('lists posts asking the experts and a post’s expert and author replies', async () => {
    const asked = await api.post<{ id: number }>(
      P.addPost,
      { areaId: zone.id, title: 'Help please', content: 'how?', expertHelp: true },
      { token: author.token },
    );
    const topicId = asked.body.response.id;
    await api.post(P.reply, { topicId, content: 'expert says' }, { token: moderator.token });
    await api.post(P.reply, { topicId, content: 'author adds' }, { token: author.token });
    await api.post(P.reply, { topicId, content: 'reader wonders' }, { token: reader.token });
    const posts = await api.get<TPage<TCommunityPost>>(P.expertPosts, {
      token: reader.token,
      query: { areaId: zone.id },
    });
    expect(posts.body.response.data.map((p) => p.id)).toContain(topicId);
    const expert = await api.get<TPage<TCommunityReply>>(P.expertReplies, {
      token: reader.token,
      query: { topicId },
    });
    expect(expert.body.response.data.map((r) => r.content)).toEqual(['expert says']);
    const own = await api.get<TPage<TCommunityReply>>(P.authorReplies, {
      token: reader.token,
      query: { topicId },
    });
    expect(own.body.response.data.map((r) => r.content)).toEqual(['author adds']);
  });
});
