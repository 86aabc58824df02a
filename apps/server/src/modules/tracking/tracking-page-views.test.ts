// Page-view tracking through the real app: anonymous on the opening path, signed in on either path,
// what a row records, and validation of path, title and pageType.
import { trackingPaths } from '@elearning/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutOpening } from '../../core/opening-routes.ts';
import { pageViews } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { lastPageView } from './test-factories.ts';

const OPENING = trackingPaths.buryPointWeb;
const SIGNED_IN = withoutOpening(OPENING);

describe('page-view tracking (buryPointWeb)', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let learner: { token: string; id: number };

  const lastView = () => lastPageView(testApp);

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    const { user, token } = await makeSignedInUser(testApp);
    learner = { token, id: user.id };
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('records an anonymous page view on the opening path', async () => {
    const reply = await api.get(OPENING, {
      query: { path: '/course/list', title: '课程列表', pageType: 'list' },
      headers: { 'user-agent': 'vitest-browser/1.0' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ resCode: 200, response: null });
    const row = await lastView();
    expect(row).toMatchObject({
      tenantId: 'learn',
      userId: null,
      path: '/course/list',
      title: '课程列表',
      pageType: 'list',
      userAgent: 'vitest-browser/1.0',
    });
    expect(row!.ip).toBeTruthy();
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('records the signed-in user on the aliased path and on the opening path with a token', async () => {
    const reply = await api.get(SIGNED_IN, {
      token: learner.token,
      query: { path: '/course/detail?id=7', title: '课程详情', pageType: 'course' },
    });
    expect(reply.status).toBe(200);
    expect(await lastView()).toMatchObject({ userId: learner.id, pageType: 'course' });

    await api.get(OPENING, {
      token: learner.token,
      query: { path: '/memberCenter', pageType: 'member' },
    });
    expect(await lastView()).toMatchObject({ userId: learner.id, path: '/memberCenter', title: '' });
  });

  it('needs a token on the aliased path', async () => {
    const reply = await api.get(SIGNED_IN, { query: { path: '/live/list', pageType: 'live' } });
    expect(reply.status).toBe(401);
  });

  it('files the view under the tenant it is for', async () => {
    await api.get(OPENING, { tenant: 'acme', query: { path: '/train/index', pageType: 'train' } });
    expect(await lastView()).toMatchObject({ tenantId: 'acme', userId: null, pageType: 'train' });
    const unknown = await api.get(OPENING, { tenant: 'nope', query: { path: '/x', pageType: 'list' } });
    expect(unknown.status).toBe(400);
  });

  it('defaults a missing pageType to other', async () => {
    await api.get(OPENING, { query: { path: '/news/list' } });
    expect(await lastView()).toMatchObject({ path: '/news/list', pageType: 'other' });
  });

  it('rejects bad input with a clear envelope error and records nothing', async () => {
    const before = await testApp.database.db.$count(pageViews);
    const cases: [Record<string, string>, string][] = [
      [{ pageType: 'list' }, 'path'],
      [{ path: '   ', pageType: 'list' }, 'path'],
      [{ path: `/${'a'.repeat(500)}`, pageType: 'list' }, 'path'],
      [{ path: '/ok', title: 't'.repeat(201), pageType: 'list' }, 'title'],
      [{ path: '/ok', pageType: 'bogus' }, 'pageType'],
    ];
    for (const [query, field] of cases) {
      const reply = await api.get(OPENING, { query, lang: 'en' });
      expect(reply.status, field).toBe(400);
      expect(reply.body.resCode).toBe(400);
      expect(reply.body.response).toMatchObject({ fields: [{ field }] });
      expect(reply.body.resMsg).toContain(field);
    }
    const long = await api.get(OPENING, { query: { path: `/${'a'.repeat(500)}` }, lang: 'en' });
    expect(long.body.resMsg).toBe('path must be at most 500 characters');
    expect(await testApp.database.db.$count(pageViews)).toBe(before);
    // The limits themselves are accepted.
    const edge = await api.get(OPENING, {
      query: { path: `/${'a'.repeat(499)}`, title: 't'.repeat(200), pageType: 'other' },
    });
    expect(edge.status).toBe(200);
    expect(await testApp.database.db.$count(pageViews, eq(pageViews.pageType, 'other'))).toBeGreaterThan(0);
  });
});
