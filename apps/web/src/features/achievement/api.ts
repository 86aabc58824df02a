// The achievement domain's learner calls and their query hooks: my points figures and ledger, the rules,
// rankings, the medal wall and the learning record (with its CSV export).
import {
  achievementPaths as P,
  type RankMeasure,
  type RankPeriod,
  type RankScope,
  type TLearningRecord,
  type TMedal,
  type TMyRank,
  type TPage,
  type TPointsSummary,
  type TRankLine,
  type TScoreEntry,
  type TScoreRule,
  type TTopLearner,
} from '@elearning/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type DayRange = { startTime?: string; endTime?: string };
export type RankingQuery = { period: RankPeriod; scope: RankScope; measure: RankMeasure; pageNo: number };

export const RANK_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 10;
export const RECORD_PAGE_SIZE = 10;

export const achievementKeys = {
  all: ['achievement'] as const,
  summary: ['achievement', 'summary'] as const,
  ledger: (range: DayRange, pageNo: number, pageSize: number) =>
    ['achievement', 'ledger', range, pageNo, pageSize] as const,
  rules: ['achievement', 'rules'] as const,
  ranking: (query: RankingQuery) => ['achievement', 'ranking', query] as const,
  myRank: (query: Omit<RankingQuery, 'pageNo'>) => ['achievement', 'my-rank', query] as const,
  top: (measure: RankMeasure, num: number) => ['achievement', 'top', measure, num] as const,
  medals: ['achievement', 'medals'] as const,
  record: (range: DayRange, kind: string | undefined, pageNo: number) =>
    ['achievement', 'record', range, kind, pageNo] as const,
};

export function useSummary() {
  return useQuery({ queryKey: achievementKeys.summary, queryFn: () => http.get<TPointsSummary>(P.summary) });
}

export function useLedger(range: DayRange, pageNo: number, pageSize = LEDGER_PAGE_SIZE) {
  return useQuery({
    queryKey: achievementKeys.ledger(range, pageNo, pageSize),
    queryFn: () => http.post<TPage<TScoreEntry>>(P.scoreList, { ...range, pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useRules() {
  return useQuery({ queryKey: achievementKeys.rules, queryFn: () => http.get<TScoreRule[]>(P.scoreRules) });
}

export function useRanking(query: RankingQuery) {
  return useQuery({
    queryKey: achievementKeys.ranking(query),
    queryFn: () => http.get<TPage<TRankLine>>(P.ranking, { ...query, pageSize: RANK_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useMyRank(query: Omit<RankingQuery, 'pageNo'>) {
  return useQuery({
    queryKey: achievementKeys.myRank(query),
    queryFn: () => http.get<TMyRank>(P.myRanking, query),
  });
}

/** The home page's monthly top learners by points or by study hours. */
export function useTopLearners(measure: RankMeasure, num = 5) {
  return useQuery({
    queryKey: achievementKeys.top(measure, num),
    queryFn: () => http.get<TTopLearner[]>(measure === 'hours' ? P.monthlyPeriod : P.monthlyCredit, { num }),
  });
}

export function useMedalWall() {
  return useQuery({ queryKey: achievementKeys.medals, queryFn: () => http.get<TMedal[]>(P.medalWall) });
}

export function useLearningRecord(range: DayRange, kind: string | undefined, pageNo: number) {
  return useQuery({
    queryKey: achievementKeys.record(range, kind, pageNo),
    queryFn: () =>
      http.get<TLearningRecord>(P.learningRecord, { ...range, kind, pageNo, pageSize: RECORD_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads my learning record in the range as CSV. */
export async function exportLearningRecord(range: DayRange, kind: string | undefined, fileName: string) {
  const blob = await http.get<Blob>(P.learningRecordExport, { ...range, kind }, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
