// The learner's commerce calls: the member centre and products, quotes and orders (create once per request
// id, list, detail, pay, cancel), coupons, invoices, share links, commissions and the activities centre.
import {
  commercePaths as P,
  ZActivitySignUpSchema,
  ZCommerceIdSchema,
  ZCommissionListSchema,
  ZInvoiceApplySchema,
  ZMyCouponsSchema,
  ZOrderCreateSchema,
  ZOrderIdSchema,
  ZOrderListSchema,
  ZPageQuerySchema,
  ZProductListSchema,
  ZQuoteSchema,
  ZShareLinkSchema,
} from '@elearning/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { activityDetail, listActivities, signUpForActivity } from './activity-service.ts';
import { commerceClock } from './clock.ts';
import { myCommissions, shareLinkOf } from './commission-service.ts';
import { claimableBatch, claimCoupon } from './coupon-batch-service.ts';
import { listMyCoupons } from './coupon-service.ts';
import { applyInvoice, invoiceOf } from './invoice-service.ts';
import { announceMembership } from './membership-service.ts';
import { createOrder, orderWithLedger, pageOfOrders, quote } from './order-service.ts';
import { startPayment } from './payment-service.ts';
import { ownOrder } from './policy.ts';
import {
  presentActivity,
  presentBatch,
  presentCommission,
  presentInvoice,
  presentLines,
  presentOrder,
  presentProduct,
} from './presenter.ts';
import { totalOf } from './pricing-service.ts';
import { listShelf, memberCenter, shelfProduct } from './product-service.ts';
import { cancelMyOrder } from './refund-service.ts';
import { payDepsOf } from './sweep-service.ts';

const idOf = (request: FastifyRequest) => parseInput(ZCommerceIdSchema, queryAndBody(request), request).id;

export async function commerceLearnerRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.memberCenter, signedIn, async (request) => {
    const { plans, membership } = await memberCenter(db, actorOf(request));
    return ok(request, { plans: plans.map(presentProduct), membership });
  });
  app.get(P.productList, signedIn, async (request) => {
    const query = parseInput(ZProductListSchema, request.query, request);
    const { rows, totalNum } = await listShelf(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentProduct), totalNum, query.pageSize));
  });
  app.get(P.productDetail, signedIn, async (request) =>
    ok(request, presentProduct(await shelfProduct(db, actorOf(request), idOf(request)))),
  );

  app.get(P.quote, signedIn, async (request) => {
    const input = parseInput(ZQuoteSchema, request.query, request);
    const actor = actorOf(request);
    const { row } = await shelfProduct(db, actor, input.productId);
    const lines = await quote(db, actor, row, input);
    return ok(request, {
      productId: row.id,
      lines: presentLines(lines.map((l) => ({ entry: l.entry, amount_cents: l.amountCents }))),
      totalCents: totalOf(lines),
    });
  });
  app.post(P.orderCreate, signedIn, async (request) => {
    const input = parseInput(ZOrderCreateSchema, request.body, request);
    const actor = actorOf(request);
    const created = await db.transaction((tx) => createOrder(tx, actor, input));
    if (created.fulfilled) await announceMembership(app.deps, actor.tenantId, actor.userId);
    const { order, lines } = await orderWithLedger(db, ownOrder(actor), created.id);
    return ok(request, presentOrder(order, lines));
  });
  app.get(P.orderList, signedIn, async (request) => {
    const query = parseInput(ZOrderListSchema, request.query, request);
    const { rows, totalNum } = await pageOfOrders(db, ownOrder(actorOf(request)), query);
    return ok(
      request,
      paged(
        rows.map((row) => presentOrder(row)),
        totalNum,
        query.pageSize,
      ),
    );
  });
  app.get(P.orderDetail, signedIn, async (request) => {
    const { order, lines } = await orderWithLedger(db, ownOrder(actorOf(request)), idOf(request));
    return ok(request, presentOrder(order, lines));
  });
  app.post(P.orderPay, signedIn, async (request) =>
    ok(request, await startPayment(payDepsOf(app), actorOf(request), idOf(request))),
  );
  app.post(P.orderCancel, signedIn, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    await cancelMyOrder(payDepsOf(app), actor, id);
    const { order, lines } = await orderWithLedger(db, ownOrder(actor), id);
    return ok(request, presentOrder(order, lines));
  });

  app.get(P.myCoupons, signedIn, async (request) => {
    const query = parseInput(ZMyCouponsSchema, request.query, request);
    return ok(request, await listMyCoupons(db, actorOf(request), query.productId, commerceClock.now()));
  });
  app.get(P.couponDetail, signedIn, async (request) =>
    ok(request, presentBatch(await claimableBatch(db, actorOf(request), idOf(request)))),
  );
  app.post(P.couponClaim, signedIn, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    await claimCoupon(db, actor, id);
    return ok(request, presentBatch(await claimableBatch(db, actor, id)));
  });

  app.post(P.invoiceApply, signedIn, async (request) => {
    const input = parseInput(ZInvoiceApplySchema, request.body, request);
    const actor = actorOf(request);
    await applyInvoice(db, actor, input);
    return ok(request, presentInvoice(await invoiceOf(db, ownOrder(actor), input.orderId)));
  });
  app.get(P.invoiceDetail, signedIn, async (request) => {
    const { orderId } = parseInput(ZOrderIdSchema, request.query, request);
    return ok(request, presentInvoice(await invoiceOf(db, ownOrder(actorOf(request)), orderId)));
  });

  app.post(P.shareLink, signedIn, async (request) => {
    const { productId } = parseInput(ZShareLinkSchema, request.body, request);
    return ok(request, await shareLinkOf(db, actorOf(request), productId));
  });
  app.get(P.myCommissions, signedIn, async (request) => {
    const query = parseInput(ZCommissionListSchema, request.query, request);
    const { rows, totalNum, sums } = await myCommissions(db, actorOf(request), query);
    const page = paged(
      rows.map((row) => presentCommission(row)),
      totalNum,
      query.pageSize,
    );
    return ok(request, {
      ...page,
      pendingCents: sums.pending,
      availableCents: sums.available,
      settledCents: sums.settled,
    });
  });

  app.get(P.activityList, signedIn, async (request) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    const { rows, totalNum } = await listActivities(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentActivity), totalNum, query.pageSize));
  });
  app.get(P.activityDetail, signedIn, async (request) =>
    ok(request, presentActivity(await activityDetail(db, actorOf(request), idOf(request)))),
  );
  app.post(P.activitySignUp, signedIn, async (request) => {
    const input = parseInput(ZActivitySignUpSchema, request.body, request);
    const created = await signUpForActivity(db, actorOf(request), input);
    return ok(request, { signedUp: created.fulfilled, orderId: created.id });
  });
}
