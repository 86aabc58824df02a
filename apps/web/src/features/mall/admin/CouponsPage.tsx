// /admin/mall/coupons: the coupons sold for points (each item a batch: its stock is the batch size).
import { MallItemKind } from '@elearning/shared';
import { ItemListPage } from './ItemListPage.tsx';

export function Component() {
  return <ItemListPage kind={MallItemKind.coupon} />;
}
