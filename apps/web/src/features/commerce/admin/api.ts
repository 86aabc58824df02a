// The commerce back office's calls: products and prices, coupon batches, orders and refunds, invoices,
// commissions and the sales report (paths from packages/shared).
import {
  commerceAdminPaths as P,
  type TCommission,
  type TCouponBatch,
  type TCouponBatchSave,
  type TInvoice,
  type TOrder,
  type TPage,
  type TProduct,
  type TProductSave,
  type TSalesReportRow,
} from '@elearning/shared';
import { http } from '../../../lib/http/index.ts';

export const commerceAdminKeys = {
  products: ['commerce-admin', 'products'] as const,
  batches: ['commerce-admin', 'batches'] as const,
  orders: ['commerce-admin', 'orders'] as const,
  invoices: ['commerce-admin', 'invoices'] as const,
  commissions: ['commerce-admin', 'commissions'] as const,
  report: ['commerce-admin', 'report'] as const,
};

export const commerceAdminApi = {
  products: (query: Record<string, unknown>) => http.get<TPage<TProduct>>(P.productList, query),
  saveProduct: (input: Partial<TProductSave>) => http.post<{ id: number }>(P.productSave, input),
  shelf: (id: number, onShelf: boolean) => http.post<null>(P.productShelf, { id, onShelf }),
  batches: (query: Record<string, unknown>) => http.get<TPage<TCouponBatch>>(P.couponBatchList, query),
  saveBatch: (input: Partial<TCouponBatchSave>) => http.post<{ id: number }>(P.couponBatchSave, input),
  issue: (batchId: number, userIds: number[]) =>
    http.post<{ issued: number }>(P.couponIssue, { batchId, userIds }),
  orders: (query: Record<string, unknown>) => http.get<TPage<TOrder>>(P.orderList, query),
  refund: (id: number, reason: string) => http.post<TOrder>(P.orderRefund, { id, reason }),
  invoices: (query: Record<string, unknown>) => http.get<TPage<TInvoice>>(P.invoiceList, query),
  issueInvoice: (id: number, fileUrl: string) => http.post<null>(P.invoiceIssue, { id, fileUrl }),
  sendInvoice: (id: number) => http.post<null>(P.invoiceSend, { id }),
  commissions: (query: Record<string, unknown>) => http.get<TPage<TCommission>>(P.commissionList, query),
  settle: (ids: number[]) => http.post<{ settled: number }>(P.commissionSettle, { ids }),
  report: (query: Record<string, unknown>) => http.get<TSalesReportRow[]>(P.report, query),
};
