// News through the real app: the publish window and the pin decide what learners read, the editor's content
// is sanitised, a read counts, another tenant sees nothing, learners cannot author, and the regulation list.
import {
  newsAdminPaths as A,
  fileApiPath,
  filePaths,
  newsPaths as P,
  type TNewsAdminDetail,
  type TNewsCard,
  type TNewsDetail,
  type TPage,
  type TRegulation,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';
import { makeArticle, makeNewsAdmin, makeRegulation } from './test-factories.ts';

describe('news', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeNewsAdmin>>;
  let learner: Awaited<ReturnType<typeof makeSignedInUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeNewsAdmin(testApp);
    learner = await makeSignedInUser(testApp);
  });
  afterAll(() => testApp.close());

  const titles = async (search: string, isHot = 0) => {
    const reply = await api.get<TPage<TNewsCard>>(P.list, {
      token: learner.token,
      query: { search, isHot, pageSize: 50 },
    });
    expect(reply.status).toBe(200);
    return reply.body.response.data.map((card) => card.title);
  };

  it('shows published articles only inside their window, pinned first', async () => {
    const tag = `win${uniqueSuffix()}`;
    const hour = 3600_000;
    await makeArticle(testApp, { title: `${tag} open` });
    await makeArticle(testApp, { title: `${tag} pinned`, isTop: true, begin: Date.now() - 2 * hour });
    await makeArticle(testApp, { title: `${tag} future`, begin: Date.now() + hour });
    const ended = await makeArticle(testApp, {
      title: `${tag} ended`,
      begin: Date.now() - 3 * hour,
      end: Date.now() - hour,
    });
    await makeArticle(testApp, { title: `${tag} draft`, published: false });
    expect(await titles(tag)).toEqual([`${tag} pinned`, `${tag} open`]);
    const closed = await api.get(P.detail, { token: learner.token, query: { id: ended.id } });
    expect(closed.status).toBe(404);
  });

  it('orders hot news by reads and counts a read on the detail', async () => {
    const tag = `hot${uniqueSuffix()}`;
    const low = await makeArticle(testApp, { title: `${tag} low`, hits: 1 });
    await makeArticle(testApp, { title: `${tag} high`, hits: 9 });
    expect(await titles(tag, 1)).toEqual([`${tag} high`, `${tag} low`]);
    const detail = await api.get<TNewsDetail>(P.detail, { token: learner.token, query: { id: low.id } });
    expect(detail.status).toBe(200);
    expect(detail.body.response.hits).toBe(2);
    const home = await api.get<TNewsCard[]>(P.homeList, { query: { pageSize: 5 } });
    expect(home.status).toBe(200);
    expect(home.body.response.length).toBeGreaterThan(0);
  });

  it('keeps another tenant out', async () => {
    const tag = `ten${uniqueSuffix()}`;
    const article = await makeArticle(testApp, { title: `${tag} here` });
    const other = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const list = await api.get<TPage<TNewsCard>>(P.list, {
      token: other.token,
      tenant: 'acme',
      query: { search: tag },
    });
    expect(list.body.response.data).toEqual([]);
    const detail = await api.get(P.detail, { token: other.token, tenant: 'acme', query: { id: article.id } });
    expect(detail.status).toBe(404);
    const otherAdmin = await makeNewsAdmin(testApp, 'acme');
    const edit = await api.get(A.detail, {
      token: otherAdmin.token,
      tenant: 'acme',
      query: { id: article.id },
    });
    expect(edit.status).toBe(404);
  });

  it('authors, sanitises, publishes in a window and pins through the back office', async () => {
    const title = `Made ${uniqueSuffix()}`;
    const bad = await api.post(A.news, { title: '', content: 'x' }, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('title');
    const window = await api.post(
      A.news,
      { title, publishBegin: Date.now(), publishEnd: Date.now() - 1000 },
      { token: admin.token },
    );
    expect(window.status).toBe(400);
    const created = await api.post<{ id: number }>(
      A.news,
      {
        title,
        content: '<p onclick="x()">hi<script>alert(1)</script><a href="javascript:alert(1)">l</a></p>',
        brief: 'b',
      },
      { token: admin.token },
    );
    expect(created.status).toBe(200);
    const id = created.body.response.id;
    const stored = await api.get<TNewsAdminDetail>(A.detail, { token: admin.token, query: { id } });
    expect(stored.body.response.status).toBe('draft');
    expect(stored.body.response.content).not.toMatch(/script|onclick|javascript:/);
    expect(await titles(title)).toEqual([]);
    expect((await api.post(A.publish, { id }, { token: admin.token })).status).toBe(200);
    expect((await api.post(A.publish, { id }, { token: admin.token })).status).toBe(200);
    expect(await titles(title)).toEqual([title]);
    const later = await api.put(
      A.update,
      { id, title, publishBegin: Date.now() + 3600_000 },
      { token: admin.token },
    );
    expect(later.status).toBe(200);
    expect(await titles(title)).toEqual([]);
    await api.put(A.update, { id, title, publishBegin: '' }, { token: admin.token });
    expect((await api.post(A.top, { id, isTop: true }, { token: admin.token })).status).toBe(200);
    const list = await api.get<TPage<TNewsCard>>(P.list, { token: learner.token, query: { pageSize: 1 } });
    expect(list.body.response.data[0]?.id).toBe(id);
    expect((await api.del(A.news, { id }, { token: admin.token })).status).toBe(200);
    expect((await api.get(P.detail, { token: learner.token, query: { id } })).status).toBe(404);
  });

  it('lets no learner author news', async () => {
    const reply = await api.post(A.news, { title: 'x' }, { token: learner.token });
    expect(reply.status).toBe(403);
  });

  it('lists regulation documents pinned first and manages them in the back office', async () => {
    const tag = `reg${uniqueSuffix()}`;
    await makeRegulation(testApp, { title: `${tag} a` });
    await makeRegulation(testApp, { title: `${tag} b`, isTop: true });
    await makeRegulation(testApp, { title: `${tag} other`, tenantId: 'acme' });
    const list = await api.post<TPage<TRegulation>>(A.regulationList, { title: tag }, { token: admin.token });
    expect(list.body.response.data.map((r) => r.title)).toEqual([`${tag} b`, `${tag} a`]);
    const front = await api.post<TPage<TRegulation>>(
      P.regulationList,
      { pageSize: 100 },
      { token: learner.token },
    );
    expect(front.body.response.data.some((r) => r.title === `${tag} other`)).toBe(false);
    const foreign = await api.post(
      A.regulationAdd,
      { title: 'x', fileUrl: 'https://evil.example/x.pdf' },
      { token: admin.token },
    );
    expect(foreign.status).toBe(400);
    const added = await api.post<{ id: number }>(
      A.regulationAdd,
      { title: `${tag} new`, fileUrl: fileApiPath(filePaths.file, 'new.pdf') },
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    expect(
      (await api.post(A.regulationRemove, { id: added.body.response.id }, { token: admin.token })).status,
    ).toBe(200);
  });
});
