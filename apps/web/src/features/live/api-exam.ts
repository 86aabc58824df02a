// Live exam hooks: the exams the live's viewer may take (the exam module's list, `liveId`), the lecturer's
// own exams to push, pushing one, and the live's exams with their figures (liveExamInfo).
import { examPaths, livePaths, type TExamItem, type TLiveExamItem, type TPage } from '@elearning/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export const liveExamKeys = {
  forViewer: (liveId: number) => ['live', 'exams', 'viewer', liveId] as const,
  figures: (liveId: number) => ['live', 'exams', 'figures', liveId] as const,
  pushable: (liveId: number) => ['live', 'exams', 'pushable', liveId] as const,
};

/** The live's exams arranged to the caller, with their batch to open (/exam/middle?id=batchId). */
export function useViewerLiveExams(liveId: number, enabled: boolean) {
  return useQuery({
    queryKey: liveExamKeys.forViewer(liveId),
    queryFn: () =>
      http.post<TPage<TExamItem>>(examPaths.examList, { liveId, pageNo: 1, pageSize: 20 }, { silent: true }),
    enabled: enabled && liveId > 0,
  });
}

export type TPushableExam = { examId: number; examName: string; pushed: boolean };

/** The lecturer's own published exams that may be pushed to this live. */
export function usePushableExams(liveId: number) {
  return useQuery({
    queryKey: liveExamKeys.pushable(liveId),
    queryFn: () => http.get<TPushableExam[]>(livePaths.pushableExams, { liveId }),
    enabled: liveId > 0,
  });
}

export function useLiveExamFigures(liveId: number, enabled = true) {
  return useQuery({
    queryKey: liveExamKeys.figures(liveId),
    queryFn: () =>
      http.get<TPage<TLiveExamItem>>(livePaths.lecturerExamInfo, { bizId: liveId, pageNo: 1, pageSize: 50 }),
    enabled: enabled && liveId > 0,
  });
}

export function usePushExam(liveId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (examId: number) =>
      http.post<{ examId: number; examName: string }>(livePaths.pushExam, { liveId, examId }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: liveExamKeys.figures(liveId) }),
        client.invalidateQueries({ queryKey: liveExamKeys.pushable(liveId) }),
      ]),
  });
}
