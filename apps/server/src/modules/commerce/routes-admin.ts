// The back office's commerce: products and prices, coupon batches (create, issue), activity sign-ups, orders
// (list, refund, export), invoices (issue, send), commissions (list, settle), the sales report with export,
// and running the reconciliation job now. Every route is `backOffice(code)`.
import {
  commercePrivilegeCodes as C,
  commerceAdminPaths as P,
  ZActivitySignUpsSchema,
  ZAdminOrderListSchema,
  ZAdminProductListSchema,
  ZCommerceIdSchema,
  ZCommissionListSchema,
  ZCommissionSettleSchema,
  ZCouponBatchSaveSchema,
  ZCouponIssueSchema,
  ZInvoiceIssueSchema,
  ZInvoiceListSchema,
  ZPageQuerySchema,
  ZProductSaveSchema,
  ZRefundSchema,
  ZReportSchema,
  ZShelfSchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput, queryAndBody } from '../../core/validate.ts';
import { exportRows } from '../spreadsheet/write-service.ts';
import { listSignUps } from './activity-service.ts';
import { settleCommissions, tenantCommissions } from './commission-service.ts';
import { createBatch, issueBatch, listBatches } from './coupon-batch-service.ts';
import { issueInvoice, listInvoices, sendInvoice } from './invoice-service.ts';
import { pageOfOrders } from './order-service.ts';
import { tenantOrder } from './policy.ts';
import {
  presentBatch,
  presentCommission,
  presentInvoice,
  presentOrder,
  presentProduct,
} from './presenter.ts';
import { ORDER_EXPORT, orderSheetRow, REPORT_EXPORT, reportSheetRow } from './presenter-export.ts';
import { listProducts, saveProduct, setShelf } from './product-service.ts';
import { refundOrder } from './refund-service.ts';
import { ordersForExport, salesReport } from './report-service.ts';
import { payDepsOf, sweepCommerce } from './sweep-service.ts';

export async function commerceAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(P.productList, backOffice(C.product), async (request) => {
    const query = parseInput(ZAdminProductListSchema, request.query, request);
    const { rows, totalNum } = await listProducts(db, actorOf(request), query);
    return ok(
      request,
      paged(
        rows.map((row) => presentProduct({ row, myPriceCents: row.price_cents })),
        totalNum,
        query.pageSize,
      ),
    );
  });
  app.post(P.productSave, backOffice(C.productEdit), async (request) => {
    const input = parseInput(ZProductSaveSchema, request.body, request);
    return ok(request, { id: await saveProduct(db, actorOf(request), input) });
  });
  app.post(P.productShelf, backOffice(C.productEdit), async (request) => {
    await setShelf(db, actorOf(request), parseInput(ZShelfSchema, request.body, request));
    return ok(request, null);
  });

  app.get(P.couponBatchList, backOffice(C.coupon), async (request) => {
    const query = parseInput(ZPageQuerySchema, request.query, request);
    const { rows, totalNum } = await listBatches(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentBatch), totalNum, query.pageSize));
  });
  app.post(P.couponBatchSave, backOffice(C.couponEdit), async (request) => {
    const input = parseInput(ZCouponBatchSaveSchema, request.body, request);
    return ok(request, { id: await createBatch(db, actorOf(request), input) });
  });
  app.post(P.couponIssue, backOffice(C.couponEdit), async (request) => {
    const input = parseInput(ZCouponIssueSchema, request.body, request);
    return ok(request, { issued: await issueBatch(db, actorOf(request), input) });
  });
  app.get(P.activitySignUps, backOffice(C.product), async (request) => {
    const query = parseInput(ZActivitySignUpsSchema, request.query, request);
    const { rows, totalNum } = await listSignUps(db, actorOf(request), query);
    const page = rows.map((row) => ({
      userId: row.user_id,
      userName: row.user_name,
      orderNo: row.order_no,
      createdAt: row.created_at,
    }));
    return ok(request, paged(page, totalNum, query.pageSize));
  });

  app.get(P.orderList, backOffice(C.order), async (request) => {
    const query = parseInput(ZAdminOrderListSchema, request.query, request);
    const { rows, totalNum } = await pageOfOrders(db, tenantOrder(actorOf(request)), query);
    return ok(
      request,
      paged(
        rows.map((row) => presentOrder(row, undefined, true)),
        totalNum,
        query.pageSize,
      ),
    );
  });
  app.post(P.orderRefund, backOffice(C.orderRefund), async (request) => {
    const input = parseInput(ZRefundSchema, request.body, request);
    return ok(
      request,
      presentOrder(await refundOrder(payDepsOf(app), actorOf(request), input), undefined, true),
    );
  });
  app.get(P.orderExport, backOffice(C.order), async (request, reply) => {
    const query = parseInput(ZAdminOrderListSchema, request.query, request);
    const rows = await ordersForExport(db, actorOf(request), query);
    const lang = request.lang;
    return exportRows(reply, lang, { ...ORDER_EXPORT, rows: rows.map((row) => orderSheetRow(row, lang)) });
  });

  app.get(P.invoiceList, backOffice(C.invoice), async (request) => {
    const query = parseInput(ZInvoiceListSchema, request.query, request);
    const { rows, totalNum } = await listInvoices(db, actorOf(request), query);
    return ok(request, paged(rows.map(presentInvoice), totalNum, query.pageSize));
  });
  app.post(P.invoiceIssue, backOffice(C.invoiceEdit), async (request) => {
    await issueInvoice(db, actorOf(request), parseInput(ZInvoiceIssueSchema, request.body, request));
    return ok(request, null);
  });
  app.post(P.invoiceSend, backOffice(C.invoiceEdit), async (request) => {
    const { id } = parseInput(ZCommerceIdSchema, queryAndBody(request), request);
    await sendInvoice(db, actorOf(request), id);
    return ok(request, null);
  });

  app.get(P.commissionList, backOffice(C.commission), async (request) => {
    const query = parseInput(ZCommissionListSchema, request.query, request);
    const { rows, totalNum } = await tenantCommissions(db, actorOf(request), query);
    return ok(
      request,
      paged(
        rows.map((row) => presentCommission(row, true)),
        totalNum,
        query.pageSize,
      ),
    );
  });
  app.post(P.commissionSettle, backOffice(C.commissionSettle), async (request) => {
    const { ids } = parseInput(ZCommissionSettleSchema, request.body, request);
    return ok(request, { settled: await settleCommissions(db, actorOf(request), ids) });
  });

  app.get(P.report, backOffice(C.report), async (request) => {
    const input = parseInput(ZReportSchema, request.query, request);
    const rows = await salesReport(db, actorOf(request), input);
    return ok(
      request,
      rows.map((row) => ({
        kind: row.kind,
        orderNum: row.order_num,
        paidCents: row.paid_cents,
        refundedCents: row.refunded_cents,
      })),
    );
  });
  app.get(P.reportExport, backOffice(C.report), async (request, reply) => {
    const input = parseInput(ZReportSchema, request.query, request);
    const rows = await salesReport(db, actorOf(request), input);
    const lang = request.lang;
    return exportRows(reply, lang, { ...REPORT_EXPORT, rows: rows.map((row) => reportSheetRow(row, lang)) });
  });
  app.post(P.reconcile, backOffice(C.orderRefund), async (request) =>
    ok(request, await sweepCommerce(payDepsOf(app))),
  );
}
