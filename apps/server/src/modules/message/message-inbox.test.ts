// A user's inbox through the real app (SPEC §7 Messages): unread count, list filter and paging (GET and
// POST), mark one or all read, detail marks read, other users' and other tenants' notifications stay
// invisible, and validation errors. Every user and notification is made by factories.
import { messagePaths, type TNotification, type TPage } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { makeInbox } from './test-factories.ts';

const { notifyCount: COUNT, notify: LIST, notifyRead: READ, notifyDetail: DETAIL } = messagePaths;
const TOTAL = 7;
const UNREAD = 3;

type Person = { token: string; tenant: string; inbox: Awaited<ReturnType<typeof makeInbox>> };

describe('notifications API: the inbox', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  const people: Record<string, Person> = {};

  async function person(tenantId = 'learn'): Promise<Person> {
    const { user, token } = await makeSignedInUser(testApp, { tenantId });
    return {
      token,
      tenant: tenantId,
      inbox: await makeInbox(testApp, user, { total: TOTAL, unread: UNREAD }),
    };
  }
  async function unread(who: Person): Promise<number> {
    const reply = await api.get<{ unreadCount: number }>(COUNT, { token: who.token, tenant: who.tenant });
    expect(reply.status).toBe(200);
    return reply.body.response.unreadCount;
  }
  async function page(who: Person, query: Record<string, string | number> = {}) {
    const reply = await api.get<TPage<TNotification>>(LIST, { token: who.token, tenant: who.tenant, query });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.response;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    for (const name of ['reader', 'marker', 'opener', 'owner', 'stranger']) people[name] = await person();
    people.acme = await person('acme');
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
    ]) {
      expect(reply.status).toBe(401);
      expect(reply.body.resCode).toBe(401);
    }
  });

  it('counts the caller’s unread notifications, whatever userId says', async () => {
    const { reader, owner } = people as Record<string, Person>;
    expect(await unread(reader!)).toBe(UNREAD);
    const reply = await api.get<{ unreadCount: number }>(COUNT, {
      token: reader!.token,
      query: { userId: owner!.inbox[0]!.userId },
    });
    expect(reply.body).toMatchObject({ resCode: 200, response: { unreadCount: UNREAD } });
  });

  it('lists the unread popup page newest first with the documented fields', async () => {
    const reader = people.reader!;
    const unreadPage = await page(reader, { isRead: 0, pageSize: 3, pageNo: 1 });
    expect(unreadPage.totalNum).toBe(UNREAD);
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
    expect(unreadPage.data[0]!.title).toBe(reader.inbox[0]!.title);
    expect(unreadPage.data[0]!.content).toContain('<strong>');
  });

  it('filters by isRead, or lists everything when it is omitted or blank', async () => {
    const reader = people.reader!;
    const all = await page(reader);
    expect(all.totalNum).toBe(TOTAL);
    expect(all.data).toHaveLength(TOTAL);
    expect((await page(reader, { isRead: '' })).totalNum).toBe(TOTAL);
    const read = await page(reader, { isRead: 1 });
    expect(read.totalNum).toBe(TOTAL - UNREAD);
    expect(read.data.every((item) => item.isRead === 1)).toBe(true);
    expect(new Set(all.data.map((item) => item.type))).toEqual(
      new Set(['course', 'exam', 'train', 'runMsg', 'live', 'system']),
    );
  });

  it('pages with pageNo and pageSize', async () => {
    const reader = people.reader!;
    const first = await page(reader, { pageSize: 2, pageNo: 1 });
    const last = await page(reader, { pageSize: 2, pageNo: 4 });
    const beyond = await page(reader, { pageSize: 2, pageNo: 5 });
    expect(first).toMatchObject({ totalNum: TOTAL, totalPage: 4 });
    expect(first.data).toHaveLength(2);
    expect(last.data).toHaveLength(1);
    expect(beyond.data).toEqual([]);
    const all = await page(reader, { pageSize: 10 });
    expect(last.data[0]!.id).toBe(all.data[6]!.id);
    expect(first.data.map((item) => item.id)).toEqual(all.data.slice(0, 2).map((item) => item.id));
  });

  it('answers POST on the list path with the parameters in the body', async () => {
    const reader = people.reader!;
    const reply = await api.post<TPage<TNotification>>(
      LIST,
      { userId: 1, isRead: 0, pageSize: 3, pageNo: 1 },
      { token: reader.token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.response.totalNum).toBe(UNREAD);
    expect(reply.body.response.data.map((item) => item.isRead)).toEqual([0, 0, 0]);
  });

  it('marks one notification read, then all of them', async () => {
    const marker = people.marker!;
    const { token } = marker;
    const [first] = (await page(marker, { isRead: 0 })).data;
    const one = await api.post<{ updated: number }>(READ, { id: first!.id }, { token });
    expect(one.body).toMatchObject({ resCode: 200, response: { updated: 1 } });
    expect(await unread(marker)).toBe(UNREAD - 1);
    const again = await api.post<{ updated: number }>(READ, { id: String(first!.id) }, { token });
    expect(again.body.response).toEqual({ updated: 0 });
    const all = await api.post<{ updated: number }>(READ, {}, { token });
    expect(all.body.response).toEqual({ updated: UNREAD - 1 });
    expect(await unread(marker)).toBe(0);
    expect((await page(marker, { isRead: 0 })).totalNum).toBe(0);
    expect((await api.post<{ updated: number }>(READ, {}, { token })).body.response).toEqual({ updated: 0 });
    // Another user's notifications are untouched.
    expect(await unread(people.reader!)).toBe(UNREAD);
  });

  it('opens a notification, which marks it read', async () => {
    const opener = people.opener!;
    const { token } = opener;
    const [item] = (await page(opener, { isRead: 0, pageSize: 1 })).data;
    const reply = await api.get<TNotification>(DETAIL, { token, query: { id: item!.id } });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toEqual({ ...item, isRead: 1 });
    expect(await unread(opener)).toBe(UNREAD - 1);
    const listed = (await page(opener)).data.find((n) => n.id === item!.id);
    expect(listed?.isRead).toBe(1);
    // Opening it again changes nothing.
    const again = await api.get<TNotification>(DETAIL, { token, query: { id: item!.id } });
    expect(again.body.response).toEqual({ ...item, isRead: 1 });
    expect(await unread(opener)).toBe(UNREAD - 1);
  });

  it('never shows, reads or opens another user’s notification', async () => {
    const { owner, stranger } = people as Record<string, Person>;
    const theirs = owner!.inbox[0]!;
    const detail = await api.get(DETAIL, { token: stranger!.token, query: { id: theirs.id } });
    expect(detail.status).toBe(404);
    expect(detail.body).toMatchObject({ resCode: 404, response: null });
    const read = await api.post(READ, { id: theirs.id }, { token: stranger!.token });
    expect(read.status).toBe(404);
    const mine = await page(stranger!, { pageSize: 100 });
    expect(mine.data.some((n) => n.id === theirs.id)).toBe(false);
    expect(await unread(owner!)).toBe(UNREAD);
    const missing = await api.get(DETAIL, { token: stranger!.token, query: { id: 2_000_000_000 } });
    expect(missing.status).toBe(404);
  });

  it('keeps tenants apart', async () => {
    const { acme, reader } = people as Record<string, Person>;
    const acmePage = await page(acme!);
    expect(acmePage.totalNum).toBe(TOTAL);
    expect(acmePage.data.map((n) => n.id).sort()).toEqual(acme!.inbox.map((n) => n.id).sort());
    expect(await unread(acme!)).toBe(UNREAD);
    const learnItem = reader!.inbox[0]!;
    const crossDetail = await api.get(DETAIL, {
      token: acme!.token,
      tenant: 'acme',
      query: { id: learnItem.id },
    });
    expect(crossDetail.status).toBe(404);
    const crossRead = await api.post(READ, { id: learnItem.id }, { token: acme!.token, tenant: 'acme' });
    expect(crossRead.status).toBe(404);
    await api.post(READ, {}, { token: acme!.token, tenant: 'acme' });
    expect(await unread(acme!)).toBe(0);
    expect(await unread(reader!)).toBe(UNREAD);
    // A learn token presented for tenant acme is refused outright.
    const wrongTenant = await api.get(COUNT, { token: reader!.token, tenant: 'acme' });
    expect(wrongTenant.status).toBe(403);
  });

  it('rejects bad parameters with a field-level envelope error', async () => {
    const token = people.reader!.token;
    const cases: [Promise<{ status: number; body: { resCode: number; response: unknown } }>, string][] = [
      [api.get(LIST, { token, query: { isRead: 2 } }), 'isRead'],
      [api.get(LIST, { token, query: { isRead: 'yes' } }), 'isRead'],
      [api.get(LIST, { token, query: { pageSize: 0 } }), 'pageSize'],
      [api.get(LIST, { token, query: { pageSize: 101 } }), 'pageSize'],
      [api.get(LIST, { token, query: { pageNo: 'x' } }), 'pageNo'],
      [api.post(LIST, { isRead: 5 }, { token }), 'isRead'],
      [api.post(LIST, { id: 'abc' }, { token }), 'id'],
      [api.get(DETAIL, { token }), 'id'],
      [api.get(DETAIL, { token, query: { id: 'abc' } }), 'id'],
      [api.get(DETAIL, { token, query: { id: 0 } }), 'id'],
      [api.post(READ, { id: -1 }, { token }), 'id'],
      [api.post(READ, { id: 1.5 }, { token }), 'id'],
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
});
