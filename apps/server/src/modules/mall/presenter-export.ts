// The exchange records' export: one row per exchange, in the caller's language.
import type { Lang } from '@elearning/shared';
import type { ExportColumn, SheetRecord } from '../spreadsheet/write-service.ts';
import type { ExchangeRow } from './queries.ts';

export const EXCHANGE_EXPORT: { fileName: { 'zh-CN': string; en: string }; columns: ExportColumn[] } = {
  fileName: { 'zh-CN': '积分兑换订单', en: 'Points exchanges' },
  columns: [
    { key: 'id', header: { 'zh-CN': '订单号', en: 'Order' } },
    { key: 'createdAt', header: { 'zh-CN': '兑换时间', en: 'Exchanged at' }, width: 20 },
    { key: 'userName', header: { 'zh-CN': '兑换人', en: 'Learner' } },
    { key: 'account', header: { 'zh-CN': '账号', en: 'Account' } },
    { key: 'itemName', header: { 'zh-CN': '商品', en: 'Item' }, width: 30 },
    { key: 'quantity', header: { 'zh-CN': '数量', en: 'Quantity' } },
    { key: 'points', header: { 'zh-CN': '消耗积分', en: 'Points' } },
    { key: 'status', header: { 'zh-CN': '状态', en: 'Status' } },
    { key: 'address', header: { 'zh-CN': '收货信息', en: 'Ship to' }, width: 50 },
    { key: 'tracking', header: { 'zh-CN': '物流', en: 'Tracking' }, width: 30 },
  ],
};

const STATUS: Record<number, { 'zh-CN': string; en: string }> = {
  1: { 'zh-CN': '待发货', en: 'Pending shipment' },
  2: { 'zh-CN': '已发货', en: 'Shipped' },
  3: { 'zh-CN': '已完成', en: 'Completed' },
  4: { 'zh-CN': '已取消', en: 'Cancelled' },
};

export function exchangeSheetRow(row: ExchangeRow, lang: Lang): SheetRecord {
  const address = row.address;
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString().replace('T', ' ').slice(0, 19),
    userName: row.user_name,
    account: row.account,
    itemName: row.item_name,
    quantity: row.quantity,
    points: row.points,
    status: STATUS[row.status]?.[lang] ?? '',
    address: address
      ? `${address.receiver} ${address.phone} ${address.province}${address.city}${address.district}${address.detail}`
      : '',
    tracking: row.tracking_no ? `${row.tracking_company} ${row.tracking_no}` : '',
  };
}
