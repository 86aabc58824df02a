// Back-office privilege codes of commerce (shape: role/privileges.ts).
import type { DomainPrivileges } from '../role/privileges.ts';

export const commercePrivilegeCodes = {
  root: 'commerce:root',
  product: 'commerce:product',
  productEdit: 'commerce:product:edit',
  coupon: 'commerce:coupon',
  couponEdit: 'commerce:coupon:edit',
  order: 'commerce:order',
  orderRefund: 'commerce:order:refund',
  invoice: 'commerce:invoice',
  invoiceEdit: 'commerce:invoice:edit',
  commission: 'commerce:commission',
  commissionSettle: 'commerce:commission:settle',
  report: 'commerce:report',
} as const;

const C = commercePrivilegeCodes;
const button = (code: string, zh: string, en: string, menu: string) => ({ code, name: { zh, en }, menu });
const menu = (code: string, zh: string, en: string, path: string, sort: number) => ({
  code,
  name: { zh, en },
  path,
  parent: C.root,
  sort,
});

export const commercePrivileges: DomainPrivileges = {
  menus: [
    { code: C.root, name: { zh: '商城交易', en: 'Commerce' }, path: '/commerce', sort: 75 },
    menu(C.product, '商品与价格', 'Products and prices', '/commerce/products', 1),
    menu(C.coupon, '优惠券批次', 'Coupon batches', '/commerce/coupons', 2),
    menu(C.order, '订单管理', 'Orders', '/commerce/orders', 3),
    menu(C.invoice, '发票管理', 'Invoices', '/commerce/invoices', 4),
    menu(C.commission, '佣金结算', 'Commissions', '/commerce/commissions', 5),
    menu(C.report, '交易报表', 'Sales report', '/commerce/report', 6),
  ],
  buttons: [
    button(C.productEdit, '新建/编辑商品、上下架', 'Edit products and shelf', C.product),
    button(C.couponEdit, '新建批次、发放优惠券', 'Create batches and issue coupons', C.coupon),
    button(C.orderRefund, '退款', 'Refund', C.order),
    button(C.invoiceEdit, '开具/发送发票', 'Issue and send invoices', C.invoice),
    button(C.commissionSettle, '结算佣金', 'Settle commissions', C.commission),
  ],
};
