// Message endpoints (SPEC §7 Messages): unread count, list (GET and POST), mark read, detail. Always the
// caller's own notifications: a `userId` parameter is accepted for the original client and ignored.
import {
  ZDevNotificationsSchema,
  ZNotifyDetailQuerySchema,
  ZNotifyListQuerySchema,
  ZNotifyReadSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { authOf } from '../auth/auth-hook.ts';
import { presentNotification, presentNotificationPage } from './presenter.ts';
import {
  countUnread,
  listNotifications,
  markRead,
  type NotifyUserOptions,
  notifyUsers,
  openNotification,
} from './service.ts';

export async function messageRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const signedIn = { config: { auth: 'required' } } as const;

  app.get('/api/msg/v1/msg/notify/count', signedIn, async (request) => {
    const { tenantId, user } = authOf(request);
    return ok(request, { unreadCount: await countUnread(db, { tenantId, userId: user.id }) });
  });

  async function list(request: FastifyRequest) {
    const input = parseInput(ZNotifyListQuerySchema, queryAndBody(request), request);
    const { tenantId, user } = authOf(request);
    const { rows, total } = await listNotifications(db, { ...input, tenantId, userId: user.id });
    return ok(request, presentNotificationPage(rows, total, input.pageSize));
  }
  app.get('/api/msg/v1/msg/notify', signedIn, list);
  app.post('/api/msg/v1/msg/notify', signedIn, list);

  app.post('/api/msg/v1/msg/notify/read', signedIn, async (request) => {
    const { id } = parseInput(ZNotifyReadSchema, queryAndBody(request), request);
    const { tenantId, user } = authOf(request);
    return ok(request, { updated: await markRead(db, { tenantId, userId: user.id, id }) });
  });

  app.get('/api/msg/v1/msg/notify/detail', signedIn, async (request) => {
    const { id } = parseInput(ZNotifyDetailQuerySchema, request.query, request);
    const { tenantId, user } = authOf(request);
    return ok(request, presentNotification(await openNotification(db, { tenantId, userId: user.id, id })));
  });

  if (!config.production) {
    // Browser tests seed many unread notifications for the signed-in user with this.
    app.post('/api/dev/notifications', signedIn, async (request) => {
      const input = parseInput(ZDevNotificationsSchema, queryAndBody(request), request);
      const { tenantId, user } = authOf(request);
      // One millisecond apart, the last one now: the list shows them in creation order, newest first.
      const base = Date.now() - input.count + 1;
      const list: NotifyUserOptions[] = Array.from({ length: input.count }, (_, index) => ({
        tenantId,
        userId: user.id,
        title: input.title ?? `测试通知 ${index + 1}`,
        content: `<p>自动化测试生成的通知 #${index + 1}</p>`,
        type: 'system',
        createdAt: new Date(base + index),
      }));
      return ok(request, { created: await notifyUsers(db, list) });
    });
  }
}
