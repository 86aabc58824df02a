// Points and study-hours query hooks (personal statistics and monthly rankings). Their endpoints are built
// by a later issue; until they exist the hooks stay disabled and the home page renders its empty state.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type LearningStats = {
  totalPoints: number;
  totalHours: number;
  monthPoints: number;
  monthHours: number;
};
export type RankingEntry = { userId: string; name: string; avatarUrl?: string; value: number };
export type RankingKind = 'points' | 'hours';

const RANKING_SIZE = 5;

/** The signed-in user's points and hours. Disabled: renders the empty state until its endpoint exists. */
export function useLearningStats() {
  return useQuery({
    queryKey: ['integral', 'stats'],
    queryFn: () => http.get<LearningStats>('/api/margin/v1/integral/my/statistics'),
    enabled: false,
  });
}

/** This month's top 5 by points or hours. Disabled: renders the empty state until its endpoint exists. */
export function useMonthlyRanking(kind: RankingKind) {
  return useQuery({
    queryKey: ['integral', 'ranking', kind],
    queryFn: () =>
      http.get<RankingEntry[]>('/api/margin/v1/integral/ranking/month', { kind, size: RANKING_SIZE }),
    enabled: false,
  });
}
