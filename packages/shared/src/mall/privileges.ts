// Back-office privilege codes of the points mall (shape: role/privileges.ts): goods, coupons and the
// exchange orders to ship.
import type { DomainPrivileges } from '../role/privileges.ts';

export const mallPrivilegeCodes = {
  root: 'mall:root',
  goods: 'mall:goods',
  goodsEdit: 'mall:goods:edit',
  coupon: 'mall:coupon',
  couponEdit: 'mall:coupon:edit',
  exchange: 'mall:exchange',
  exchangeShip: 'mall:exchange:ship',
  exchangeCancel: 'mall:exchange:cancel',
  exchangeExport: 'mall:exchange:export',
} as const;

const C = mallPrivilegeCodes;
const button = (code: string, zh: string, en: string, menu: string) => ({ code, name: { zh, en }, menu });

export const mallPrivileges: DomainPrivileges = {
  menus: [
    { code: C.root, name: { zh: '积分商城', en: 'Points mall' }, path: '/mall', sort: 70 },
    { code: C.goods, name: { zh: '商品管理', en: 'Goods' }, path: '/mall/goods', parent: C.root, sort: 1 },
    {
      code: C.coupon,
      name: { zh: '优惠券管理', en: 'Coupons' },
      path: '/mall/coupons',
      parent: C.root,
      sort: 2,
    },
    {
      code: C.exchange,
      name: { zh: '兑换订单', en: 'Exchange orders' },
      path: '/mall/exchanges',
      parent: C.root,
      sort: 3,
    },
  ],
  buttons: [
    button(C.goodsEdit, '新建/编辑商品、上下架、补库存', 'Edit goods, shelf and stock', C.goods),
    button(C.couponEdit, '新建/编辑优惠券、上下架、补库存', 'Edit coupons, shelf and stock', C.coupon),
    button(C.exchangeShip, '发货/完成', 'Ship and complete', C.exchange),
    button(C.exchangeCancel, '取消订单（退积分）', 'Cancel (refund points)', C.exchange),
    button(C.exchangeExport, '导出', 'Export', C.exchange),
  ],
};
