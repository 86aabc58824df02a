// The points mall's back-office pages: goods, coupons and the exchange orders to ship.
import { mallPrivilegeCodes as C } from '@elearning/shared';
import type { AdminRoute } from '../../../admin/types.ts';

export const mallAdminRoutes: AdminRoute[] = [
  {
    path: 'mall/goods',
    menuCode: C.goods,
    title: 'mall:admin.goodsTitle',
    group: 'mall',
    load: () => import('./GoodsPage.tsx'),
  },
  {
    path: 'mall/coupons',
    menuCode: C.coupon,
    title: 'mall:admin.couponsTitle',
    group: 'mall',
    load: () => import('./CouponsPage.tsx'),
  },
  {
    path: 'mall/exchanges',
    menuCode: C.exchange,
    title: 'mall:admin.exchangesTitle',
    group: 'mall',
    load: () => import('./ExchangeListPage.tsx'),
  },
];
