// My-task domain query hooks (SPEC §7 "Study lists"). The task endpoints are built by a later issue; until
// they exist the hook stays disabled and the home page renders its empty state.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type PendingTask = { id: string; name: string; kind: 'exam' | 'training'; endTime?: number };
export type PendingTasks = { total: number; data: PendingTask[] };

/** Pending exams and trainings of the signed-in user. Disabled: renders the empty state until its endpoint exists. */
export function usePendingTasks() {
  return useQuery({
    queryKey: ['myTask', 'pending'],
    queryFn: () => http.get<PendingTasks>('/manage/v1/study/studyTodoNum'),
    enabled: false,
  });
}
