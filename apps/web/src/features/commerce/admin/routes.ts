// Commerce's back-office pages: products and prices, coupon batches, orders with refunds, invoices,
// commissions and settlement, the sales report (menu codes of packages/shared/src/commerce/privileges.ts).
import { commercePrivilegeCodes as C } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const commerceAdminRoutes: AdminRoute[] = [
  {
    path: 'commerce/products',
    menuCode: C.product,
    title: 'commerce:admin.products',
    group: 'commerce',
    load: () => import('./ProductListPage.tsx'),
  },
  {
    path: 'commerce/coupons',
    menuCode: C.coupon,
    title: 'commerce:admin.batches',
    group: 'commerce',
    load: () => import('./CouponBatchPage.tsx'),
  },
  {
    path: 'commerce/orders',
    menuCode: C.order,
    title: 'commerce:admin.orders',
    group: 'commerce',
    load: () => import('./OrderListPage.tsx'),
  },
  {
    path: 'commerce/invoices',
    menuCode: C.invoice,
    title: 'commerce:admin.invoices',
    group: 'commerce',
    load: () => import('./InvoiceListPage.tsx'),
  },
  {
    path: 'commerce/commissions',
    menuCode: C.commission,
    title: 'commerce:admin.commissions',
    group: 'commerce',
    load: () => import('./CommissionListPage.tsx'),
  },
  {
    path: 'commerce/report',
    menuCode: C.report,
    title: 'commerce:admin.report',
    group: 'commerce',
    load: () => import('./ReportPage.tsx'),
  },
];
