// The order list's and the sales report's exports: one row per record, in the caller's language.
import type { Bilingual, Lang } from '@elearning/shared';
import type { ExportColumn, SheetRecord } from '../spreadsheet/write-service.ts';
import type { OrderRow } from './queries.ts';

export const ORDER_EXPORT: { fileName: Bilingual; columns: ExportColumn[] } = {
  fileName: { 'zh-CN': '订单', en: 'Orders' },
  columns: [
    { key: 'orderNo', header: { 'zh-CN': '订单号', en: 'Order' }, width: 26 },
    { key: 'createdAt', header: { 'zh-CN': '下单时间', en: 'Ordered at' }, width: 20 },
    { key: 'userName', header: { 'zh-CN': '购买人', en: 'Buyer' } },
    { key: 'productName', header: { 'zh-CN': '商品', en: 'Product' }, width: 30 },
    { key: 'list', header: { 'zh-CN': '原价（元）', en: 'List price' } },
    { key: 'discount', header: { 'zh-CN': '优惠（元）', en: 'Discount' } },
    { key: 'total', header: { 'zh-CN': '实付（元）', en: 'Paid' } },
    { key: 'status', header: { 'zh-CN': '状态', en: 'Status' } },
  ],
};

const STATUS: Record<string, Bilingual> = {
  created: { 'zh-CN': '待支付', en: 'Awaiting payment' },
  paid: { 'zh-CN': '已支付', en: 'Paid' },
  fulfilled: { 'zh-CN': '已完成', en: 'Completed' },
  refunded: { 'zh-CN': '已退款', en: 'Refunded' },
  expired: { 'zh-CN': '已过期', en: 'Expired' },
  cancelled: { 'zh-CN': '已取消', en: 'Cancelled' },
};

const KIND: Record<string, Bilingual> = {
  vip_monthly: { 'zh-CN': '月度会员', en: 'Monthly VIP' },
  vip_yearly: { 'zh-CN': '年度会员', en: 'Yearly VIP' },
  course: { 'zh-CN': '课程', en: 'Course' },
  training: { 'zh-CN': '培训', en: 'Training' },
  activity: { 'zh-CN': '活动', en: 'Activity' },
};

/** Cents as yuan with two decimals, exactly (no floating point). */
export function yuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function orderSheetRow(row: OrderRow, lang: Lang): SheetRecord {
  return {
    orderNo: row.order_no,
    createdAt: new Date(row.created_at).toISOString().replace('T', ' ').slice(0, 19),
    userName: row.user_name,
    productName: row.product_name,
    list: yuan(row.list_price_cents),
    discount: yuan(row.discount_cents),
    total: yuan(row.total_cents),
    status: STATUS[row.status]?.[lang] ?? row.status,
  };
}

export const REPORT_EXPORT: { fileName: Bilingual; columns: ExportColumn[] } = {
  fileName: { 'zh-CN': '交易报表', en: 'Sales report' },
  columns: [
    { key: 'kind', header: { 'zh-CN': '商品类型', en: 'Kind' } },
    { key: 'orderNum', header: { 'zh-CN': '订单数', en: 'Orders' } },
    { key: 'paid', header: { 'zh-CN': '实收（元）', en: 'Collected' } },
    { key: 'refunded', header: { 'zh-CN': '退款（元）', en: 'Refunded' } },
  ],
};

export function reportSheetRow(
  row: { kind: string; order_num: number; paid_cents: number; refunded_cents: number },
  lang: Lang,
): SheetRecord {
  return {
    kind: KIND[row.kind]?.[lang] ?? row.kind,
    orderNum: row.order_num,
    paid: yuan(row.paid_cents),
    refunded: yuan(row.refunded_cents),
  };
}
