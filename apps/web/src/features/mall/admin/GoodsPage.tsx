// /admin/mall/goods: the mall's physical goods.
import { MallItemKind } from '@elearning/shared';
import { ItemListPage } from './ItemListPage.tsx';

export function Component() {
  return <ItemListPage kind={MallItemKind.goods} />;
}
