// Commerce's learner calls and their query hooks: member centre, products, quotes, orders and paying,
// coupons, invoices, commissions, activities, and the sandbox gateway's own page.
import {
  type CouponSource,
  type OrderStatus,
  commercePaths as P,
  payPaths,
  type TActivity,
  type TActivitySignUpReply,
  type TCommission,
  type TCoupon,
  type TCouponBatch,
  type TInvoice,
  type TMemberCenter,
  type TOrder,
  type TPage,
  type TPayStart,
  type TProduct,
  type TQuoteReply,
  type TSandboxTrade,
} from '@elearning/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export const ORDER_PAGE_SIZE = 10;

export type CouponChoice = { couponId?: number; couponSource?: CouponSource };
export type CommissionPage = TPage<TCommission> & {
  pendingCents: number;
  availableCents: number;
  settledCents: number;
};

export const commerceKeys = {
  all: ['commerce'] as const,
  member: ['commerce', 'member'] as const,
  product: (id: number) => ['commerce', 'product', id] as const,
  quote: (productId: number, choice: CouponChoice) => ['commerce', 'quote', productId, choice] as const,
  order: (id: number) => ['commerce', 'order', id] as const,
  orders: (status: OrderStatus | undefined, pageNo: number) =>
    ['commerce', 'orders', status, pageNo] as const,
  coupons: (productId?: number) => ['commerce', 'coupons', productId] as const,
  batch: (id: number) => ['commerce', 'batch', id] as const,
  invoice: (orderId: number) => ['commerce', 'invoice', orderId] as const,
  commissions: (pageNo: number) => ['commerce', 'commissions', pageNo] as const,
  activities: (pageNo: number) => ['commerce', 'activities', pageNo] as const,
  activity: (id: number) => ['commerce', 'activity', id] as const,
  trade: (tradeNo: string) => ['commerce', 'trade', tradeNo] as const,
};

export const commerceApi = {
  member: () => http.get<TMemberCenter>(P.memberCenter),
  product: (id: number) => http.get<TProduct>(P.productDetail, { id }, { silent: true }),
  quote: (productId: number, choice: CouponChoice) =>
    http.get<TQuoteReply>(P.quote, { productId, ...choice }),
  createOrder: (input: { productId: number; requestId: string; shareCode?: string } & CouponChoice) =>
    http.post<TOrder>(P.orderCreate, input),
  order: (id: number) => http.get<TOrder>(P.orderDetail, { id }, { silent: true }),
  orders: (status: OrderStatus | undefined, pageNo: number) =>
    http.get<TPage<TOrder>>(P.orderList, { status, pageNo, pageSize: ORDER_PAGE_SIZE }),
  pay: (id: number) => http.post<TPayStart>(P.orderPay, { id }),
  cancel: (id: number) => http.post<TOrder>(P.orderCancel, { id }),
  coupons: (productId?: number) => http.get<TCoupon[]>(P.myCoupons, { productId }),
  batch: (id: number) => http.get<TCouponBatch>(P.couponDetail, { id }, { silent: true }),
  claim: (id: number) => http.post<TCouponBatch>(P.couponClaim, { id }),
  applyInvoice: (input: { orderId: number; title: string; taxNo?: string; email: string }) =>
    http.post<TInvoice>(P.invoiceApply, input),
  invoice: (orderId: number) => http.get<TInvoice>(P.invoiceDetail, { orderId }, { silent: true }),
  commissions: (pageNo: number) =>
    http.get<CommissionPage>(P.myCommissions, { pageNo, pageSize: ORDER_PAGE_SIZE }),
  activities: (pageNo: number) => http.get<TPage<TActivity>>(P.activityList, { pageNo, pageSize: 12 }),
  activity: (id: number) => http.get<TActivity>(P.activityDetail, { id }, { silent: true }),
  signUp: (id: number, requestId: string) =>
    http.post<TActivitySignUpReply>(P.activitySignUp, { id, requestId }),
  trade: (tradeNo: string, token: string) =>
    http.get<TSandboxTrade>(payPaths.sandboxCheckout, { tradeNo, token }, { silent: true }),
  confirmTrade: (tradeNo: string, token: string, outcome: 'pay' | 'cancel') =>
    http.post<TSandboxTrade>(payPaths.sandboxConfirm, { tradeNo, token, outcome }),
};

export const useMemberCenter = () => useQuery({ queryKey: commerceKeys.member, queryFn: commerceApi.member });

export const useProduct = (id: number) =>
  useQuery({ queryKey: commerceKeys.product(id), queryFn: () => commerceApi.product(id), enabled: id > 0 });

export const useQuote = (productId: number, choice: CouponChoice) =>
  useQuery({
    queryKey: commerceKeys.quote(productId, choice),
    queryFn: () => commerceApi.quote(productId, choice),
    enabled: productId > 0,
  });

/** The order; polled while `poll` says so (waiting for the gateway's notification). */
export const useOrder = (id: number, poll?: (order: TOrder | undefined) => boolean) =>
  useQuery({
    queryKey: commerceKeys.order(id),
    queryFn: () => commerceApi.order(id),
    enabled: id > 0,
    refetchInterval: (query) => (poll?.(query.state.data) ? 1500 : false),
  });

export const useOrders = (status: OrderStatus | undefined, pageNo: number) =>
  useQuery({
    queryKey: commerceKeys.orders(status, pageNo),
    queryFn: () => commerceApi.orders(status, pageNo),
  });

export const useMyCoupons = (productId?: number) =>
  useQuery({ queryKey: commerceKeys.coupons(productId), queryFn: () => commerceApi.coupons(productId) });

export const useInvoice = (orderId: number) =>
  useQuery({
    queryKey: commerceKeys.invoice(orderId),
    queryFn: () => commerceApi.invoice(orderId),
    enabled: orderId > 0,
    retry: false,
  });

export const useCommissions = (pageNo: number) =>
  useQuery({ queryKey: commerceKeys.commissions(pageNo), queryFn: () => commerceApi.commissions(pageNo) });

export const useActivities = (pageNo: number) =>
  useQuery({ queryKey: commerceKeys.activities(pageNo), queryFn: () => commerceApi.activities(pageNo) });

export const useActivity = (id: number) =>
  useQuery({ queryKey: commerceKeys.activity(id), queryFn: () => commerceApi.activity(id), enabled: id > 0 });

export const useBatch = (id: number) =>
  useQuery({ queryKey: commerceKeys.batch(id), queryFn: () => commerceApi.batch(id), enabled: id > 0 });

/** After anything that changes orders, coupons or membership. */
export function useRefreshCommerce() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: commerceKeys.all });
}

export function useCancelOrder() {
  const refresh = useRefreshCommerce();
  return useMutation({ mutationFn: commerceApi.cancel, onSuccess: refresh });
}
