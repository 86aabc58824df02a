// Training domain query hooks (SPEC §3 "Training card"). The training endpoints are built by a later
// issue; until they exist the hooks stay disabled and the home page renders its empty state.
import { PAGE_SIZES, type StudyStatus, type TPage, type TrainWay } from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type TrainingCard = {
  id: string;
  menuName: string;
  coverUrl?: string;
  coverPic?: string;
  trainWay?: TrainWay;
  peopleNum?: number;
  status?: StudyStatus;
};

/** Trainings for the home page's training center. Disabled: renders the empty state until its endpoint exists. */
export function useTrainingCenter() {
  return useQuery({
    queryKey: ['train', 'center'],
    queryFn: () =>
      http.get<TPage<TrainingCard>>('/api/manage/external/opening/v1/train/list', {
        pageNo: 1,
        pageSize: PAGE_SIZES.training.default,
      }),
    enabled: false,
    select: (page) => page.data,
  });
}
