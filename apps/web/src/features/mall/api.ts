// The points mall's learner calls and their query hooks: the shelf, an item, my points, exchanging, my
// exchange records, my addresses and my coupons.
import {
  type ExchangeStatus,
  type MallItemKind,
  mallPaths as P,
  type TMallAddress,
  type TMallAddressSave,
  type TMallExchange,
  type TMallItem,
  type TMallItemDetail,
  type TMallPoints,
  type TPage,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export const MALL_PAGE_SIZE = 12;
export const RECORD_PAGE_SIZE = 10;

export type ShelfQuery = { kind: MallItemKind; category?: string; keyword?: string; pageNo: number };

export const mallKeys = {
  all: ['mall'] as const,
  shelf: (query: ShelfQuery) => ['mall', 'shelf', query] as const,
  categories: ['mall', 'categories'] as const,
  item: (id: number) => ['mall', 'item', id] as const,
  points: ['mall', 'points'] as const,
  records: (status: ExchangeStatus | undefined, pageNo: number) =>
    ['mall', 'records', status, pageNo] as const,
  record: (id: number) => ['mall', 'record', id] as const,
  addresses: ['mall', 'addresses'] as const,
};

export const mallApi = {
  shelf: (query: ShelfQuery) =>
    http.get<TPage<TMallItem>>(P.itemList, { ...query, pageSize: MALL_PAGE_SIZE }),
  categories: () => http.get<string[]>(P.categories),
  item: (id: number) => http.get<TMallItemDetail>(P.itemDetail, { id }, { silent: true }),
  points: () => http.get<TMallPoints>(P.myPoints),
  exchange: (input: { itemId: number; quantity: number; addressId?: number; requestId: string }) =>
    http.post<TMallExchange>(P.exchange, input),
  records: (status: ExchangeStatus | undefined, pageNo: number) =>
    http.get<TPage<TMallExchange>>(P.exchangeRecords, { status, pageNo, pageSize: RECORD_PAGE_SIZE }),
  record: (id: number) => http.get<TMallExchange>(P.exchangeDetail, { id }, { silent: true }),
  cancel: (id: number) => http.post<TMallExchange>(P.exchangeCancel, { id }),
  receive: (id: number) => http.post<TMallExchange>(P.exchangeReceive, { id }),
  addresses: () => http.get<TMallAddress[]>(P.addressList),
  saveAddress: (input: Partial<TMallAddressSave>) => http.post<{ id: number }>(P.addressSave, input),
  deleteAddress: (id: number) => http.post<{ id: number }>(P.addressDelete, { id }),
  defaultAddress: (id: number) => http.post<{ id: number }>(P.addressDefault, { id }),
};

export function useShelf(query: ShelfQuery) {
  return useQuery({
    queryKey: mallKeys.shelf(query),
    queryFn: () => mallApi.shelf(query),
    placeholderData: keepPreviousData,
  });
}

export const useCategories = () => useQuery({ queryKey: mallKeys.categories, queryFn: mallApi.categories });

export function useMallItem(id: number) {
  return useQuery({ queryKey: mallKeys.item(id), queryFn: () => mallApi.item(id), enabled: id > 0 });
}

export const useMyPoints = () =>
  useQuery({ queryKey: mallKeys.points, queryFn: mallApi.points, staleTime: 0 });

export function useRecords(status: ExchangeStatus | undefined, pageNo: number) {
  return useQuery({
    queryKey: mallKeys.records(status, pageNo),
    queryFn: () => mallApi.records(status, pageNo),
    placeholderData: keepPreviousData,
  });
}

export function useRecord(id: number) {
  return useQuery({ queryKey: mallKeys.record(id), queryFn: () => mallApi.record(id), enabled: id > 0 });
}

export const useAddresses = () => useQuery({ queryKey: mallKeys.addresses, queryFn: mallApi.addresses });

/** A change that may move points, stock or records: everything of the mall is read again afterwards. */
export function useMallMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mallKeys.all }),
  });
}
