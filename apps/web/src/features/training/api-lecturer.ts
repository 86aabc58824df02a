// The lecturer's training calls (SPEC §7 teacher train calls) and their hooks: own trainings, trainees
// with assessment, sign-ups, the schedule, the projected QR code, certificates, scoring and its import.
import {
  type TImportResult,
  type TPage,
  type TTrainApplyRow,
  type TTrainDetail,
  type TTrainLecturerRow,
  type TTrainQrCode,
  type TTrainScheduleItem,
  type TTrainStudentRow,
  trainingPath,
  trainingPaths,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLang } from '../../i18n/index.ts';
import { basicAuthorization } from '../../lib/http/config.ts';
import { http } from '../../lib/http/index.ts';
import { sessionStore } from '../session/store.ts';
import { tokens } from '../session/tokens.ts';

export const lecturerTrainingKeys = {
  all: ['lecturer', 'training'] as const,
  list: (query: object) => ['lecturer', 'training', 'list', query] as const,
  detail: (trainId: number) => ['lecturer', 'training', 'detail', trainId] as const,
  students: (trainId: number) => ['lecturer', 'training', 'students', trainId] as const,
  signUps: (trainId: number) => ['lecturer', 'training', 'signUps', trainId] as const,
  qr: (sessionId: number) => ['lecturer', 'training', 'qr', sessionId] as const,
};

export function useLecturerTrainings(query: { pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: lecturerTrainingKeys.list(query),
    queryFn: () => http.get<TPage<TTrainLecturerRow>>(trainingPaths.lecturerList, query),
    placeholderData: keepPreviousData,
  });
}

export function useLecturerTraining(trainId: number) {
  return useQuery({
    queryKey: lecturerTrainingKeys.detail(trainId),
    queryFn: () =>
      http.get<TTrainDetail & { schedule: TTrainScheduleItem[] }>(trainingPaths.lecturerDetail, { trainId }),
    enabled: trainId > 0,
  });
}

export function useTrainees(trainId: number) {
  return useQuery({
    queryKey: lecturerTrainingKeys.students(trainId),
    queryFn: () =>
      http.get<TPage<TTrainStudentRow>>(trainingPaths.students, { trainId, pageNo: 1, pageSize: 100 }),
  });
}

export function useSignUps(trainId: number) {
  return useQuery({
    queryKey: lecturerTrainingKeys.signUps(trainId),
    queryFn: () =>
      http.get<TPage<TTrainApplyRow>>(trainingPaths.applyJoinList, { trainId, pageNo: 1, pageSize: 100 }),
  });
}

/** The projected code, fetched again just after each rotation. */
export function useQrCode(sessionId: number) {
  return useQuery({
    queryKey: lecturerTrainingKeys.qr(sessionId),
    queryFn: () => http.get<TTrainQrCode>(trainingPaths.lecturerQrcode, { sessionId }),
    enabled: sessionId > 0,
    refetchInterval: (query) => {
      const rotatesAt = query.state.data?.rotatesAt;
      return rotatesAt ? Math.max(1000, Math.min(rotatesAt - Date.now() + 300, 5000)) : 5000;
    },
  });
}

export function useLecturerActions(trainId: number) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: lecturerTrainingKeys.all });
  const grant = useMutation({
    mutationFn: (stuIds: number[]) =>
      http.post<{ count: number }>(trainingPaths.grantCertificate, { trainId, stuIds: stuIds.join(',') }),
    onSuccess,
  });
  const revoke = useMutation({
    mutationFn: (stuIds: number[]) =>
      http.post<{ count: number }>(trainingPaths.revokeCertificate, { trainId, stuIds: stuIds.join(',') }),
    onSuccess,
  });
  const score = useMutation({
    mutationFn: (input: { userId: number; score: number }) =>
      http.post(trainingPaths.manualScoring, { trainId, ...input }),
    onSuccess,
  });
  const review = useMutation({
    mutationFn: (input: { signUpId: number; type: 'agree' | 'reject'; rejectDesc?: string }) =>
      http.put(trainingPaths.approveApplyJoin, { trainId, ...input }),
    onSuccess,
  });
  const stop = useMutation({
    mutationFn: (sessionId: number) =>
      http.put(trainingPath(trainingPaths.stopSchedule, { id: sessionId }), {}),
    onSuccess,
  });
  return { grant, revoke, score, review, stop };
}

/** Uploads the scoring workbook (multipart, as the spreadsheet framework reads it). */
export async function uploadScoring(file: File): Promise<TImportResult> {
  const form = new FormData();
  form.append('file', file);
  const token = tokens.access();
  const response = await fetch(trainingPaths.scoringImport, {
    method: 'POST',
    body: form,
    headers: {
      Authorization: basicAuthorization(),
      'Tenant-Id': sessionStore.get().tenantId,
      'Accept-Language': currentLang(),
      ...(token ? { accessToken: `bearer ${token}` } : {}),
    },
  });
  const body = (await response.json()) as { resMsg?: string; response?: TImportResult };
  if (!response.ok || !body.response) throw new Error(body.resMsg ?? String(response.status));
  return body.response;
}
