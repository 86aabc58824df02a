// Notifications through the real app (SPEC §7 Messages): unread count, list filter and paging (GET and
// POST), mark one or all read, detail marks read, other users' and other tenants' notifications stay
// invisible, validation errors, the dev seeding endpoint and notifyUser's sanitising.
import type { TNotification, TPage } from '@elearning/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { notifyUser } from './service.ts';

const COUNT = '/api/msg/v1/msg/notify/count';
const LIST = '/api/msg/v1/msg/notify';
const READ = '/api/msg/v1/msg/notify/read';
const DETAIL = '/api/msg/v1/msg/notify/detail';
const DEV = '/api/dev/notifications';

/** Seeded per learn-tenant demo user: 7 notifications, the 3 newest unread (seed/message-seed.ts). */
const SEEDED_TOTAL = 7;
const SEEDED_UNREAD = 3;

describe('notifications API', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  const tokens: Record<string, string> = {};

  async function userId(account: string, tenant = 'learn'): Promise<number> {
    const [row] = await testApp.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant), eq(users.account, account)));
    return row!.id;
  }

  async function unread(token: string, tenant = 'learn'): Promise<number> {
    const reply = await api.get<{ unreadCount: number }>(COUNT, { token, tenant });
    expect(reply.status).toBe(200);
    return reply.body.response.unreadCount;
  }

  async function page(token: string, query: Record<string, string | number> = {}, tenant = 'learn') {
    const reply = await api.get<TPage<TNotification>>(LIST, { token, tenant, query });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.response;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    for (const account of ['learner', 'lecturer', 'tutor', 'apprentice', 'orgadmin', 'vip']) {
      tokens[account] = (await api.login(account)).access_token;
    }
    tokens.acme = (await api.login('learner', { tenant: 'acme' })).access_token;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('needs a signed-in caller', async () => {
    for (const reply of [
      await api.get(COUNT),
      await api.get(LIST),
      await api.post(LIST, {}),
      await api.post(READ, {}),
      await api.get(DETAIL, { query: { id: 1 } }),
      await api.post(DEV, { count: 1 }),
    ]) {
      expect(reply.status).toBe(401);
      expect(reply.body.resCode).toBe(401);
    }
  });

  it('counts the caller’s unread notifications, whatever userId says', async () => {
    expect(await unread(tokens.learner!)).toBe(SEEDED_UNREAD);
    const other = await userId('lecturer');
    const reply = await api.get<{ unreadCount: number }>(COUNT, {
      token: tokens.learner,
      query: { userId: other },
    });
    expect(reply.body).toMatchObject({ resCode: 200, response: { unreadCount: SEEDED_UNREAD } });
  });

  it('lists the unread popup page newest first with the documented fields', async () => {
    const unreadPage = await page(tokens.learner!, { isRead: 0, pageSize: 3, pageNo: 1 });
    expect(unreadPage.totalNum).toBe(SEEDED_UNREAD);
    expect(unreadPage.totalPage).toBe(1);
    expect(unreadPage.data).toHaveLength(3);
    for (const item of unreadPage.data) {
      expect(Object.keys(item).sort()).toEqual(['content', 'createTime', 'id', 'isRead', 'title', 'type']);
      expect(item.isRead).toBe(0);
      expect(typeof item.id).toBe('number');
      expect(typeof item.createTime).toBe('number');
      expect(item.createTime).toBeGreaterThan(1_600_000_000_000);
    }
    const times = unreadPage.data.map((item) => item.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(unreadPage.data[0]!.title).toContain('高效沟通与协作');
    expect(unreadPage.data[0]!.content).toContain('<strong>');
    expect(unreadPage.data[0]!.content).toContain('李学员');
  });

  it('filters by isRead, or lists everything when it is omitted or blank', async () => {
    const all = await page(tokens.learner!);
    expect(all.totalNum).toBe(SEEDED_TOTAL);
    expect(all.data).toHaveLength(SEEDED_TOTAL);
    expect((await page(tokens.learner!, { isRead: '' })).totalNum).toBe(SEEDED_TOTAL);
    const read = await page(tokens.learner!, { isRead: 1 });
    expect(read.totalNum).toBe(SEEDED_TOTAL - SEEDED_UNREAD);
    expect(read.data.every((item) => item.isRead === 1)).toBe(true);
    expect(new Set(all.data.map((item) => item.type))).toEqual(
      new Set(['course', 'exam', 'train', 'runMsg', 'live', 'system']),
    );
  });

  it('pages with pageNo and pageSize', async () => {
    const first = await page(tokens.learner!, { pageSize: 2, pageNo: 1 });
    const last = await page(tokens.learner!, { pageSize: 2, pageNo: 4 });
    const beyond = await page(tokens.learner!, { pageSize: 2, pageNo: 5 });
    expect(first).toMatchObject({ totalNum: SEEDED_TOTAL, totalPage: 4 });
    expect(first.data).toHaveLength(2);
    expect(last.data).toHaveLength(1);
    expect(beyond.data).toEqual([]);
    const all = await page(tokens.learner!, { pageSize: 10 });
    expect(last.data[0]!.id).toBe(all.data[6]!.id);
    expect(first.data.map((item) => item.id)).toEqual(all.data.slice(0, 2).map((item) => item.id));
  });

  it('answers POST on the list path with the parameters in the body', async () => {
    const reply = await api.post<TPage<TNotification>>(
      LIST,
      { userId: 1, isRead: 0, pageSize: 3, pageNo: 1 },
      { token: tokens.learner },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.response.totalNum).toBe(SEEDED_UNREAD);
    expect(reply.body.response.data.map((item) => item.isRead)).toEqual([0, 0, 0]);
  });

  it('marks one notification read, then all of them', async () => {
    const token = tokens.tutor!;
    const [first] = (await page(token, { isRead: 0 })).data;
    const one = await api.post<{ updated: number }>(READ, { id: first!.id }, { token });
    expect(one.body).toMatchObject({ resCode: 200, response: { updated: 1 } });
    expect(await unread(token)).toBe(SEEDED_UNREAD - 1);
    const again = await api.post<{ updated: number }>(READ, { id: String(first!.id) }, { token });
    expect(again.body.response).toEqual({ updated: 0 });

    const all = await api.post<{ updated: number }>(READ, {}, { token });
    expect(all.body.response).toEqual({ updated: SEEDED_UNREAD - 1 });
    expect(await unread(token)).toBe(0);
    expect((await page(token, { isRead: 0 })).totalNum).toBe(0);
    expect((await api.post<{ updated: number }>(READ, {}, { token })).body.response).toEqual({ updated: 0 });
    // Another user's notifications are untouched.
    expect(await unread(tokens.learner!)).toBe(SEEDED_UNREAD);
  });

  it('opens a notification, which marks it read', async () => {
    const token = tokens.apprentice!;
    const [item] = (await page(token, { isRead: 0, pageSize: 1 })).data;
    const reply = await api.get<TNotification>(DETAIL, { token, query: { id: item!.id } });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toEqual({ ...item, isRead: 1 });
    expect(await unread(token)).toBe(SEEDED_UNREAD - 1);
    const listed = (await page(token)).data.find((n) => n.id === item!.id);
    expect(listed?.isRead).toBe(1);
    // Opening it again changes nothing.
    const again = await api.get<TNotification>(DETAIL, { token, query: { id: item!.id } });
    expect(again.body.response).toEqual({ ...item, isRead: 1 });
    expect(await unread(token)).toBe(SEEDED_UNREAD - 1);
  });

  it('never shows, reads or opens another user’s notification', async () => {
    const [theirs] = (await page(tokens.lecturer!, { isRead: 0, pageSize: 1 })).data;
    const detail = await api.get(DETAIL, { token: tokens.orgadmin, query: { id: theirs!.id } });
    expect(detail.status).toBe(404);
    expect(detail.body).toMatchObject({ resCode: 404, response: null });
    const read = await api.post(READ, { id: theirs!.id }, { token: tokens.orgadmin });
    expect(read.status).toBe(404);
    const mine = await page(tokens.orgadmin!, { pageSize: 100 });
    expect(mine.data.some((n) => n.id === theirs!.id)).toBe(false);
    expect(await unread(tokens.lecturer!)).toBe(SEEDED_UNREAD);
    const missing = await api.get(DETAIL, { token: tokens.orgadmin, query: { id: 2_000_000_000 } });
    expect(missing.status).toBe(404);
  });

  it('keeps tenants apart', async () => {
    const acme = await page(tokens.acme!, {}, 'acme');
    expect(acme.totalNum).toBe(3);
    expect(acme.data.every((n) => /^[\x20-\x7e]+$/.test(n.title))).toBe(true);
    expect(await unread(tokens.acme!, 'acme')).toBe(2);

    const [learnItem] = (await page(tokens.learner!, { pageSize: 1 })).data;
    const crossDetail = await api.get(DETAIL, {
      token: tokens.acme,
      tenant: 'acme',
      query: { id: learnItem!.id },
    });
    expect(crossDetail.status).toBe(404);
    const crossRead = await api.post(READ, { id: learnItem!.id }, { token: tokens.acme, tenant: 'acme' });
    expect(crossRead.status).toBe(404);
    await api.post(READ, {}, { token: tokens.acme, tenant: 'acme' });
    expect(await unread(tokens.acme!, 'acme')).toBe(0);
    expect(await unread(tokens.learner!)).toBe(SEEDED_UNREAD);
    // A learn token presented for tenant acme is refused outright.
    const wrongTenant = await api.get(COUNT, { token: tokens.learner, tenant: 'acme' });
    expect(wrongTenant.status).toBe(403);
  });

  it('rejects bad parameters with a field-level envelope error', async () => {
    const token = tokens.learner!;
    const cases: [Promise<{ status: number; body: { resCode: number; response: unknown } }>, string][] = [
      [api.get(LIST, { token, query: { isRead: 2 } }), 'isRead'],
      [api.get(LIST, { token, query: { isRead: 'yes' } }), 'isRead'],
      [api.get(LIST, { token, query: { pageSize: 0 } }), 'pageSize'],
      [api.get(LIST, { token, query: { pageSize: 101 } }), 'pageSize'],
      [api.get(LIST, { token, query: { pageNo: 'x' } }), 'pageNo'],
      [api.post(LIST, { isRead: 5 }, { token }), 'isRead'],
      [api.get(DETAIL, { token }), 'id'],
      [api.get(DETAIL, { token, query: { id: 'abc' } }), 'id'],
      [api.get(DETAIL, { token, query: { id: 0 } }), 'id'],
      [api.post(READ, { id: -1 }, { token }), 'id'],
      [api.post(READ, { id: 1.5 }, { token }), 'id'],
      [api.post(DEV, { count: 0 }, { token }), 'count'],
      [api.post(DEV, { count: 501 }, { token }), 'count'],
    ];
    for (const [pending, field] of cases) {
      const reply = await pending;
      expect(reply.status, field).toBe(400);
      expect(reply.body.resCode).toBe(400);
      expect(reply.body.response).toMatchObject({ fields: [{ field }] });
    }
    const en = await api.get(DETAIL, { token, lang: 'en' });
    expect(en.body.resMsg).toBe('id is required');
  });

  it('seeds many unread notifications for the caller in development', async () => {
    const token = tokens.vip!;
    const reply = await api.post<{ created: number }>(DEV, { count: 120 }, { token });
    expect(reply.body).toMatchObject({ resCode: 200, response: { created: 120 } });
    expect(await unread(token)).toBe(SEEDED_UNREAD + 120);
    const top = await page(token, { isRead: 0, pageSize: 3 });
    expect(top.data).toHaveLength(3);
    expect(top.totalNum).toBe(SEEDED_UNREAD + 120);
    expect(top.data[0]!.title).toBe('测试通知 120');
    const titled = await api.post<{ created: number }>(DEV, { count: '2', title: '自定义' }, { token });
    expect(titled.body.response.created).toBe(2);
    expect((await page(token, { pageSize: 1 })).data[0]!.title).toBe('自定义');
    expect(await unread(tokens.learner!)).toBe(SEEDED_UNREAD);
  });

  it('notifyUser sanitises the content before storing it', async () => {
    const learner = await userId('learner');
    const row = await notifyUser(testApp.database.db, {
      tenantId: 'learn',
      userId: learner,
      title: '  安全测试  ',
      type: 'exam',
      content:
        '<p onclick="steal()">你好<script>alert(1)</script></p><a href="javascript:alert(1)" target="_blank">链接</a><img src="https://example.com/a.png" onerror="x()"><img src="/api/common/v1/file/7" onerror="x()"><iframe src="https://evil"></iframe>',
    });
    expect(row.title).toBe('安全测试');
    const detail = await api.get<TNotification>(DETAIL, { token: tokens.learner, query: { id: row.id } });
    const content = detail.body.response.content;
    expect(content).toContain('<p>你好</p>');
    // Images from other hosts are dropped (they could track readers); our own file URLs stay.
    expect(content).not.toContain('example.com');
    expect(content).toContain('<img src="/api/common/v1/file/7" />');
    expect(content).toContain('rel="noopener noreferrer nofollow"');
    expect(content).not.toMatch(/script|onclick|onerror|javascript:|iframe/);
    expect(detail.body.response).toMatchObject({ title: '安全测试', type: 'exam', isRead: 1 });
  });
});
