// The knowledge base's learner calls and hooks: the list and its catalogue tree, a resource's page (views,
// downloads, collecting, rating), the share form, and the personal centre's "my shares" (useMyShares /
// useShareApproval / useDeleteKnowledge).
import {
  knowledgePaths as P,
  type TKnowledgeApprovalInfo,
  type TKnowledgeAttachment,
  type TKnowledgeCard,
  type TKnowledgeCatalog,
  type TKnowledgeDetail,
  type TKnowledgeRating,
  type TKnowledgeShare,
  type TPage,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type KnowledgeSort = 'new' | 'hot' | 'download';
export type KnowledgeQuery = {
  pageNo: number;
  pageSize: number;
  sort: KnowledgeSort;
  catalogId?: number;
  type?: number;
  name?: string;
};

export const knowledgeKeys = {
  all: ['knowledge'] as const,
  list: (query: KnowledgeQuery) => ['knowledge', 'list', query] as const,
  catalogs: ['knowledge', 'catalogs'] as const,
  myShares: (pageNo: number, pageSize: number) => ['knowledge', 'myShares', pageNo, pageSize] as const,
  approval: (id: number) => ['knowledge', 'approval', id] as const,
  detail: (id: number) => ['knowledge', 'detail', id] as const,
  ratings: (id: number) => ['knowledge', 'ratings', id] as const,
};

export function useKnowledgeList(query: KnowledgeQuery) {
  return useQuery({
    queryKey: knowledgeKeys.list(query),
    queryFn: () => http.get<TPage<TKnowledgeCard>>(P.list, query),
    placeholderData: keepPreviousData,
  });
}

/** The enabled catalogues as a tree (list filter and the share form's picker). */
export function useCatalogTree() {
  return useQuery({
    queryKey: knowledgeKeys.catalogs,
    queryFn: () => http.post<TKnowledgeCatalog[]>(P.catalogTree, {}),
    staleTime: 60_000,
  });
}

export function useMyShares(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: knowledgeKeys.myShares(pageNo, pageSize),
    queryFn: () => http.get<TPage<TKnowledgeCard>>(P.myShares, { pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useShareApproval(id: number, enabled = true) {
  return useQuery({
    queryKey: knowledgeKeys.approval(id),
    queryFn: () =>
      http.get<TKnowledgeApprovalInfo>(P.approvalInfo, { formKey: 'applyKnowledgeShare', bizId: id }),
    enabled,
  });
}

/** One resource; a missing or hidden one is a 404 the page explains itself (so the call stays silent). */
export function useKnowledgeDetail(id: number) {
  return useQuery({
    queryKey: knowledgeKeys.detail(id),
    queryFn: () => http.get<TKnowledgeDetail>(P.details, { id }, { silent: true }),
    enabled: id > 0,
    retry: false,
  });
}

export function useKnowledgeRatings(id: number) {
  return useQuery({
    queryKey: knowledgeKeys.ratings(id),
    queryFn: () => http.get<TPage<TKnowledgeRating>>(P.ratings, { knowledgeId: id, pageNo: 1, pageSize: 20 }),
    enabled: id > 0,
  });
}

export const knowledgeApi = {
  /** Counts the opening of a resource (a points event on the first). */
  watch: (id: number) => http.put<null>(P.watch, { id }),
  /** Counts a download and returns the files to fetch. */
  download: (id: number) => http.put<{ attachments: TKnowledgeAttachment[] }>(P.download, { id }),
  collect: (id: number) => http.get<{ isCollect: boolean }>(P.collect, { id }),
  rate: (knowledgeId: number, score: number, comment: string) =>
    http.post<null>(P.rate, { knowledgeId, score, comment }),
  share: (input: TKnowledgeShare) => http.post<{ id: number; status: string }>(P.frontAdd, input),
};

/** A knowledge call that refreshes every knowledge query once it succeeds. */
export function useKnowledgeMutation<I, R>(call: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}

export function useDeleteKnowledge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<null>(P.remove, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}
