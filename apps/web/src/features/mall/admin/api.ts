// The mall back office's calls: goods and coupons (list, detail, save, shelf, restock, delete) and the
// exchange orders (list, ship, complete, cancel, export).
import {
  MallItemKind,
  mallAdminPaths as P,
  type TMallAdminExchange,
  type TMallAdminItem,
  type TMallItemSave,
  type TPage,
} from '@elearning/shared';
import { http } from '../../../lib/http/index.ts';

export const mallAdminKeys = {
  items: (kind: MallItemKind) => ['mall-admin', 'items', kind] as const,
  exchanges: ['mall-admin', 'exchanges'] as const,
};

const pathsOf = (kind: MallItemKind) => (kind === MallItemKind.coupon ? P.coupon : P.goods);

export const mallAdminApi = {
  items: (kind: MallItemKind, query: Record<string, unknown>) =>
    http.get<TPage<TMallAdminItem>>(pathsOf(kind).list, query),
  save: (kind: MallItemKind, input: Partial<TMallItemSave>) =>
    http.post<{ id: number }>(pathsOf(kind).save, input),
  shelf: (kind: MallItemKind, id: number, onShelf: boolean) =>
    http.post<{ id: number }>(pathsOf(kind).shelf, { id, onShelf }),
  restock: (kind: MallItemKind, id: number, quantity: number) =>
    http.post<{ id: number; stock: number }>(pathsOf(kind).restock, { id, quantity }),
  remove: (kind: MallItemKind, id: number) => http.post<{ id: number }>(pathsOf(kind).delete, { id }),
  exchanges: (query: Record<string, unknown>) => http.get<TPage<TMallAdminExchange>>(P.exchangeList, query),
  ship: (id: number, trackingCompany: string, trackingNo: string) =>
    http.post<{ id: number }>(P.exchangeShip, { id, trackingCompany, trackingNo }),
  complete: (id: number) => http.post<{ id: number }>(P.exchangeComplete, { id }),
  cancel: (id: number, reason: string) => http.post<{ id: number }>(P.exchangeCancel, { id, reason }),
};
