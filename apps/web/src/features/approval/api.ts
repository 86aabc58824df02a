// The approval centre's calls and their query hooks: the four tabs, one application with its record, the
// approver's and the applicant's actions, and the forms' generic submit with their pickers.
import {
  type ApprovalForm,
  type ApprovalStatus,
  type ApprovalTab,
  approvalPaths as P,
  type TApprovalDetail,
  type TApprovalRecord,
  type TApprovalRow,
  type TPage,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/http/errors.ts';
import { http } from '../../lib/http/index.ts';

export const APPROVAL_PAGE_SIZE = 10;

export const approvalKeys = {
  all: ['approval'] as const,
  list: (tab: ApprovalTab, filter: ApprovalFilter) => ['approval', 'list', tab, filter] as const,
  detail: (apprNo: number) => ['approval', 'detail', apprNo] as const,
  record: (apprNo: number) => ['approval', 'record', apprNo] as const,
  trainOptions: ['approval', 'trainOptions'] as const,
};

export type ApprovalFilter = { pageNo: number; search: string; status: ApprovalStatus | '' };

const TAB_PATHS: Record<ApprovalTab, string> = {
  wait: P.waitList,
  has: P.hasList,
  cc: P.ccList,
  my: P.myList,
};

export type TrainOption = { trainId: number; trainName: string };

export const approvalApi = {
  pass: (input: { apprNo: number; comment: string }) => http.post<null>(P.pass, input),
  reject: (input: { apprNo: number; comment: string }) => http.post<null>(P.reject, input),
  cancel: (input: { apprNo: number }) => http.post<null>(P.cancel, input),
  urge: (input: { apprNo: number }) => http.post<null>(P.urge, input),
  submit: (input: { formKey: ApprovalForm; formData: Record<string, unknown> }) =>
    http.post<{ apprNo: number }>(P.submit, input),
};

export function useApprovalList(tab: ApprovalTab, filter: ApprovalFilter) {
  return useQuery({
    queryKey: approvalKeys.list(tab, filter),
    queryFn: () =>
      http.get<TPage<TApprovalRow>>(TAB_PATHS[tab], {
        pageNo: filter.pageNo,
        pageSize: APPROVAL_PAGE_SIZE,
        search: filter.search || undefined,
        status: filter.status || undefined,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useApprovalDetail(apprNo: number) {
  return useQuery({
    queryKey: approvalKeys.detail(apprNo),
    queryFn: () => http.get<TApprovalDetail>(P.detail, { apprNo }),
    enabled: apprNo > 0,
  });
}

export function useApprovalRecord(apprNo: number) {
  return useQuery({
    queryKey: approvalKeys.record(apprNo),
    queryFn: () => http.get<TApprovalRecord[]>(P.record, { apprNo }),
    enabled: apprNo > 0,
  });
}

export function useTrainOptions(enabled: boolean) {
  return useQuery({
    queryKey: approvalKeys.trainOptions,
    queryFn: () => http.get<TrainOption[]>(P.trainOptionList),
    enabled,
  });
}

/** A mutation that refreshes every approval list and detail when it succeeds. */
export function useApprovalMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}

/** The server's field errors of a failed submit (the envelope's `response.fields`), empty otherwise. */
export function fieldErrorsOf(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const payload = error.payload;
  if (typeof payload !== 'object' || payload === null || !('fields' in payload)) return [];
  const fields = (payload as { fields: unknown }).fields;
  return Array.isArray(fields)
    ? fields.filter(
        (f): f is { field: string; message: string } =>
          typeof f === 'object' && f !== null && typeof f.field === 'string' && typeof f.message === 'string',
      )
    : [];
}
