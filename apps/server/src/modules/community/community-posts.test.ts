// Posts and replies through the real app: what is stored is sanitised (script, handlers and javascript: URLs
// removed, images only from the file service), replies nest one level, likes count once per person even when
// two tabs race, the spam limit holds, and another tenant sees nothing.
import {
  COMMUNITY_RULES,
  fileApiPath,
  filePaths,
  communityPaths as P,
  type TCommunityPost,
  type TCommunityPostDetail,
  type TCommunityReply,
  type TPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { makePost, makeZone } from './test-factories.ts';

const IMAGE = fileApiPath(filePaths.file, 'a.png');

describe('community posts', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let author: Awaited<ReturnType<typeof makeSignedInUser>>;
  let reader: Awaited<ReturnType<typeof makeSignedInUser>>;
  let zone: Awaited<ReturnType<typeof makeZone>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    author = await makeSignedInUser(testApp);
    reader = await makeSignedInUser(testApp);
    zone = await makeZone(testApp);
  });
  afterAll(() => testApp.close());

  it('sanitises a post: script, handlers and javascript: URLs removed, foreign images refused', async () => {
    const foreign = await api.post(
      P.addPost,
      { areaId: zone.id, title: 't', content: '<p>x</p>', imgUrl: 'https://evil.example/a.png' },
      { token: author.token },
    );
    expect(foreign.status).toBe(400);
    const empty = await api.post(
      P.addPost,
      { areaId: zone.id, title: 't', content: '<script>x</script>' },
      { token: author.token },
    );
    expect(empty.status).toBe(400);
    const missing = await api.post(P.addPost, { areaId: zone.id, content: 'x' }, { token: author.token });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('title');
    const added = await api.post<{ id: number; status: string }>(
      P.addPost,
      {
        areaId: zone.id,
        title: 'Clean me',
        content: `<p onmouseover="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">link</a><img src="${IMAGE}" onerror="x()"><img src="https://evil.example/b.png"></p>`,
        imgUrl: IMAGE,
      },
      { token: author.token },
    );
    expect(added.status).toBe(200);
    expect(added.body.response.status).toBe('published');
    const post = await api.get<TCommunityPost>(P.post, {
      token: reader.token,
      query: { topicId: added.body.response.id },
    });
    expect(post.status).toBe(200);
    const html = post.body.response.content;
    expect(html).toContain('Hi');
    expect(html).toContain(IMAGE);
    expect(html).not.toMatch(/script|onmouseover|onerror|javascript:|evil\.example/);
    expect(post.body.response.imgUrl).toEqual([IMAGE]);
  });

  it('nests replies one level and counts them; only the author or a moderator deletes', async () => {
    const post = await makePost(testApp, zone, author.user.id);
    const first = await api.post<{ id: number }>(
      P.reply,
      { topicId: post.id, content: '<p>first<script>x</script></p>' },
      { token: reader.token },
    );
    expect(first.status).toBe(200);
    const answer = await api.post<{ id: number }>(
      P.reply,
      { topicId: post.id, content: 'answer', parentId: first.body.response.id },
      { token: author.token },
    );
    const deeper = await api.post(
      P.reply,
      { topicId: post.id, content: 'deeper', parentId: answer.body.response.id },
      { token: reader.token },
    );
    expect(deeper.status).toBe(200);
    const detail = await api.get<TCommunityPostDetail>(P.postDetail, {
      token: reader.token,
      query: { topicId: post.id },
    });
    expect(detail.body.response.replyNum).toBe(3);
    const top = detail.body.response.replies.data;
    expect(top).toHaveLength(1);
    expect(top[0]?.content).not.toContain('script');
    expect(top[0]?.children.map((c) => c.content)).toEqual(['answer', 'deeper']);
    expect(top[0]?.children[1]?.userToId).toBe(author.user.id);
    const sub = await api.get<TPage<TCommunityReply>>(P.subReplies, {
      token: reader.token,
      query: { topicId: post.id, parentId: first.body.response.id },
    });
    expect(sub.body.response.totalNum).toBe(2);
    const notMine = await api.post(
      P.deleteReply,
      { replyId: first.body.response.id },
      { token: author.token },
    );
    expect(notMine.status).toBe(404);
    expect(
      (await api.post(P.deleteReply, { replyId: first.body.response.id }, { token: reader.token })).status,
    ).toBe(200);
    const after = await api.get<TCommunityPost>(P.post, { token: reader.token, query: { topicId: post.id } });
    expect(after.body.response.replyNum).toBe(0);
  });

  it('counts a like once per person even when two tabs race', async () => {
    const post = await makePost(testApp, zone, author.user.id);
    await Promise.all([
      api.post(P.like, { topicId: post.id }, { token: reader.token }),
      api.post(P.like, { topicId: post.id }, { token: reader.token }),
    ]);
    const liked = await api.get<TCommunityPost>(P.post, { token: reader.token, query: { topicId: post.id } });
    expect(liked.body.response.hitNum).toBe(1);
    expect(liked.body.response.isHit).toBe(true);
    await api.post(P.unlike, { topicId: post.id }, { token: reader.token });
    await api.post(P.unlike, { topicId: post.id }, { token: reader.token });
    const unliked = await api.get<TCommunityPost>(P.post, {
      token: reader.token,
      query: { topicId: post.id },
    });
    expect(unliked.body.response.hitNum).toBe(0);
    await api.post(P.collect, { topicId: post.id }, { token: reader.token });
    const collected = await api.get<TPage<TCommunityPost>>(P.posts, {
      token: reader.token,
      query: { isCollect: 'true' },
    });
    expect(collected.body.response.data.map((p) => p.id)).toContain(post.id);
  });

  it('refuses posting beyond the spam limit', async () => {
    const spammer = await makeSignedInUser(testApp);
    const tries = await Promise.all(
      Array.from({ length: COMMUNITY_RULES.postsPerWindow + 2 }, (_, i) =>
        api.post(
          P.addPost,
          { areaId: zone.id, title: `spam ${i}`, content: 'buy now' },
          { token: spammer.token },
        ),
      ),
    );
    expect(tries.filter((r) => r.status === 200)).toHaveLength(COMMUNITY_RULES.postsPerWindow);
    expect(tries.filter((r) => r.status === 429)).toHaveLength(2);
  });

  it('shows another tenant nothing', async () => {
    const post = await makePost(testApp, zone, author.user.id);
    const other = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const opened = await api.get(P.post, { token: other.token, tenant: 'acme', query: { topicId: post.id } });
    expect(opened.status).toBe(404);
    const list = await api.get<TPage<TCommunityPost>>(P.posts, {
      token: other.token,
      tenant: 'acme',
      query: { areaId: zone.id },
    });
    expect(list.body.response.data).toEqual([]);
    const reply = await api.post(
      P.reply,
      { topicId: post.id, content: 'x' },
      { token: other.token, tenant: 'acme' },
    );
    expect(reply.status).toBe(404);
    const header = await api.get(P.userInfo, {
      token: other.token,
      tenant: 'acme',
      query: { userId: author.user.id },
    });
    expect(header.status).toBe(404);
  });
});
