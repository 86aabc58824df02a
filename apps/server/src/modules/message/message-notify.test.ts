// Sending and marking through the real app: the original client's `POST /api/msg/v1/msg/notify`
// (`{ userId, id }` marks read), the development seeding endpoint, and notifyUser's sanitising.
import { fileApiPath, filePaths, messagePaths, type TNotification, type TPage } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { notifyUser } from './notify-service.ts';
import { makeInbox } from './test-factories.ts';

const { notifyCount: COUNT, notify: LIST, notifyDetail: DETAIL, devNotifications: DEV } = messagePaths;
/** An image of our own file service, which notifications may show. */
const OWN_IMAGE = fileApiPath(filePaths.file, '7');

describe('notifications API: sending and the original client’s calls', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  async function unread(token: string): Promise<number> {
    return (await api.get<{ unreadCount: number }>(COUNT, { token })).body.response.unreadCount;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('marks one notification read with the original POST notify { userId, id }, then all with id null', async () => {
    const { user, token } = await makeSignedInUser(testApp);
    const inbox = await makeInbox(testApp, user, { total: 5, unread: 3 });
    const other = await makeSignedInUser(testApp);
    await makeInbox(testApp, other.user, { total: 2, unread: 2 });

    const one = await api.post<{ updated: number }>(LIST, { userId: user.id, id: inbox[0]!.id }, { token });
    expect(one.status).toBe(200);
    expect(one.body.response).toEqual({ updated: 1 });
    expect(await unread(token)).toBe(2);

    const all = await api.post<{ updated: number }>(LIST, { userId: String(user.id), id: null }, { token });
    expect(all.body.response).toEqual({ updated: 2 });
    expect(await unread(token)).toBe(0);
    // The `userId` names nobody else: another user's inbox is untouched.
    await api.post(LIST, { userId: other.user.id }, { token });
    expect(await unread(other.token)).toBe(2);
    const theirs = await api.post(
      LIST,
      { userId: user.id, id: (await makeInbox(testApp, other.user))[0]!.id },
      { token },
    );
    expect(theirs.status).toBe(404);
  });

  it('seeds many unread notifications for the caller in development', async () => {
    const { token } = await makeSignedInUser(testApp);
    const bystander = await makeSignedInUser(testApp);
    const reply = await api.post<{ created: number }>(DEV, { count: 120 }, { token });
    expect(reply.body).toMatchObject({ resCode: 200, response: { created: 120 } });
    expect(await unread(token)).toBe(120);
    const top = await api.get<TPage<TNotification>>(LIST, { token, query: { isRead: 0, pageSize: 3 } });
    expect(top.body.response.data).toHaveLength(3);
    expect(top.body.response.totalNum).toBe(120);
    expect(top.body.response.data[0]!.title).toBe('测试通知 120');
    const titled = await api.post<{ created: number }>(DEV, { count: '2', title: '自定义' }, { token });
    expect(titled.body.response.created).toBe(2);
    const newest = await api.get<TPage<TNotification>>(LIST, { token, query: { pageSize: 1 } });
    expect(newest.body.response.data[0]!.title).toBe('自定义');
    expect(await unread(bystander.token)).toBe(0);
  });

  it('refuses the development endpoint without a caller or with a bad count', async () => {
    expect((await api.post(DEV, { count: 1 })).status).toBe(401);
    const { token } = await makeSignedInUser(testApp);
    for (const count of [0, 501]) {
      const reply = await api.post(DEV, { count }, { token });
      expect(reply.status).toBe(400);
      expect(reply.body.response).toMatchObject({ fields: [{ field: 'count' }] });
    }
  });

  it('notifyUser sanitises the content before storing it', async () => {
    const { user, token } = await makeSignedInUser(testApp);
    const row = await notifyUser(testApp.database.db, {
      tenantId: user.tenantId,
      userId: user.id,
      title: '  安全测试  ',
      type: 'exam',
      content:
        '<p onclick="steal()">你好<script>alert(1)</script></p><a href="javascript:alert(1)" target="_blank">链接</a><img src="https://example.com/a.png" onerror="x()">' +
        `<img src="${OWN_IMAGE}" onerror="x()"><iframe src="https://evil"></iframe>`,
    });
    expect(row.title).toBe('安全测试');
    const detail = await api.get<TNotification>(DETAIL, { token, query: { id: row.id } });
    const content = detail.body.response.content;
    expect(content).toContain('<p>你好</p>');
    // Images from other hosts are dropped (they could track readers); our own file URLs stay.
    expect(content).not.toContain('example.com');
    expect(content).toContain(`<img src="${OWN_IMAGE}" />`);
    expect(content).toContain('rel="noopener noreferrer nofollow"');
    expect(content).not.toMatch(/script|onclick|onerror|javascript:|iframe/);
    expect(detail.body.response).toMatchObject({ title: '安全测试', type: 'exam', isRead: 1 });
  });
});
