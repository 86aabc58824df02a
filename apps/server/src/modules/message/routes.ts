// Message endpoints (SPEC §7 Messages): unread count, list (GET, and POST with paging), mark read (the
// original client's POST notify, and SPEC's notify/read), detail. Always the caller's own notifications:
// a `userId` parameter is accepted for the original client and ignored.
import {
  isNotifyListRequest,
  messagePaths,
  ZDevNotificationsSchema,
  ZNotifyDetailQuerySchema,
  ZNotifyListQuerySchema,
  ZNotifyReadSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { devRoute, signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { countUnread, listNotifications, markRead, openNotification } from './inbox-service.ts';
import { notifyForTesting } from './notify-service.ts';
import { inboxOf } from './policy.ts';
import {
  presentCreated,
  presentNotification,
  presentNotificationPage,
  presentReadResult,
  presentUnreadCount,
} from './presenter.ts';

export async function messageRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(messagePaths.notifyCount, signedIn, async (request) => {
    const owner = inboxOf(actorOf(request));
    return ok(request, presentUnreadCount(await countUnread(db, owner)));
  });

  async function list(request: FastifyRequest) {
    const input = parseInput(ZNotifyListQuerySchema, queryAndBody(request), request);
    const owner = inboxOf(actorOf(request));
    const { rows, total } = await listNotifications(db, { ...input, ...owner });
    return ok(request, presentNotificationPage(rows, total, input.pageSize));
  }

  async function read(request: FastifyRequest) {
    const { id } = parseInput(ZNotifyReadSchema, queryAndBody(request), request);
    const owner = inboxOf(actorOf(request));
    return ok(request, presentReadResult(await markRead(db, { ...owner, id })));
  }

  app.get(messagePaths.notify, signedIn, list);
  app.post(messagePaths.notify, signedIn, (request) =>
    isNotifyListRequest(queryAndBody(request)) ? list(request) : read(request),
  );
  app.post(messagePaths.notifyRead, signedIn, read);

  app.get(messagePaths.notifyDetail, signedIn, async (request) => {
    const { id } = parseInput(ZNotifyDetailQuerySchema, request.query, request);
    const owner = inboxOf(actorOf(request));
    return ok(request, presentNotification(await openNotification(db, { ...owner, id })));
  });

  // Browser tests seed many unread notifications for the signed-in user with this.
  devRoute(app, 'POST', messagePaths.devNotifications, signedIn, async (request) => {
    const input = parseInput(ZDevNotificationsSchema, queryAndBody(request), request);
    const owner = inboxOf(actorOf(request));
    return ok(request, presentCreated(await notifyForTesting(db, owner, input)));
  });
}
