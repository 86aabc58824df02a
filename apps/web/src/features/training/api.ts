// The training domain's calls and query hooks (learner, sign-in, certificates, lecturer tab), with the
// paths from the shared constants and the reply types from @elearning/shared.
import {
  type ApplyJoinStatus,
  myTaskPaths,
  StudyItemType,
  type TCertificateVerification,
  type TPage,
  type TrainScope,
  type TrainStatus,
  type TTrainCard,
  type TTrainCertificate,
  type TTrainDetail,
  type TTrainScheduleItem,
  type TTrainSignInResult,
  trainingPath,
  trainingPaths,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type TrainListQuery = {
  pageNo: number;
  pageSize: number;
  keyword?: string | undefined;
  status?: TrainStatus | undefined;
  trainScope?: TrainScope | undefined;
  mine?: 0 | 1;
};

export const trainingKeys = {
  all: ['training'] as const,
  list: (query: object) => ['training', 'list', query] as const,
  detail: (trainId: number) => ['training', 'detail', trainId] as const,
  schedule: (trainId: number) => ['training', 'schedule', trainId] as const,
  certificates: (query: object) => ['training', 'certificates', query] as const,
  certificate: (id: number) => ['training', 'certificate', id] as const,
  verify: (code: string) => ['training', 'verify', code] as const,
};

export function useTrainList(query: TrainListQuery) {
  return useQuery({
    queryKey: trainingKeys.list(query),
    queryFn: () => http.get<TPage<TTrainCard>>(trainingPaths.list, query),
    placeholderData: keepPreviousData,
  });
}

export function useTrainDetail(trainId: number) {
  return useQuery({
    queryKey: trainingKeys.detail(trainId),
    queryFn: () => http.get<TTrainDetail>(trainingPaths.detail, { trainId }, { silent: true }),
    enabled: trainId > 0,
    retry: false,
  });
}

export function useSchedule(trainId: number, enabled: boolean) {
  return useQuery({
    queryKey: trainingKeys.schedule(trainId),
    queryFn: () => http.get<TTrainScheduleItem[]>(trainingPaths.trainDate, { trainId }),
    enabled: trainId > 0 && enabled,
  });
}

export function useSignUp(trainId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<{ status: ApplyJoinStatus }>(trainingPaths.applyJoin, { trainId }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { token?: string; code?: string; trainId?: number }) =>
      http.post<TTrainSignInResult>(trainingPaths.signIn, input),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}

export function useMyCertificates(query: { pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: trainingKeys.certificates(query),
    queryFn: () => http.get<TPage<TTrainCertificate>>(trainingPaths.certificateList, query),
    placeholderData: keepPreviousData,
  });
}

export function useMyCertificate(id: number) {
  return useQuery({
    queryKey: trainingKeys.certificate(id),
    queryFn: () =>
      http.get<TTrainCertificate & { body: string }>(
        trainingPaths.certificateDetail,
        { id },
        { silent: true },
      ),
    enabled: id > 0,
    retry: false,
  });
}

export function useVerification(code: string) {
  return useQuery({
    queryKey: trainingKeys.verify(code),
    queryFn: () =>
      http.get<TCertificateVerification>(trainingPath(trainingPaths.verify, { code }), {}, { silent: true }),
    enabled: code !== '',
    retry: false,
  });
}

/** Downloads a binary reply through a temporary link. */
export async function downloadBlob(path: string, params: Record<string, unknown>, fileName: string) {
  const blob = await http.get<Blob>(path, params, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** My Task list 3: my trainings (myCourseCatalog courseType 1), paged by 10. */
export function useMyTrainings(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: ['training', 'mine', pageNo, pageSize],
    queryFn: () =>
      http.get<TPage<TTrainCard> & { todoNum: number }>(myTaskPaths.myCourseCatalog, {
        courseType: 1,
        pageNo,
        pageSize,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRemoveMyTrainings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.get<{ removedNum: number }>(myTaskPaths.remove, { ids: ids.join(','), type: StudyItemType.train }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['training'] });
      await client.invalidateQueries({ queryKey: ['myTask'] });
    },
  });
}
