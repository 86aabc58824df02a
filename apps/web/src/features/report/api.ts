// The dashboard's calls (issue 20 item 9): the figures of each area and the department chart, for an org unit
// and a day range.
import {
  type AnalysisType,
  reportPaths,
  type TAnalysisReply,
  type TStudyCourseReply,
  type TStudyExamReply,
  type TStudyLiveReply,
  type TStudyPlanReply,
  type TStudyTrainReply,
  type TSystemDashboardReply,
  type TSystemLoginReply,
  type TSystemMemberReply,
} from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

/** What the dashboard is filtered by; days as YYYY-MM-DD. */
export type DashboardFilter = { orgId?: number; startTime?: string; endTime?: string };

const params = (filter: DashboardFilter) => {
  const query: Record<string, string | number> = {};
  if (filter.orgId) query.orgId = filter.orgId;
  if (filter.startTime) query.startTime = filter.startTime;
  if (filter.endTime) query.endTime = filter.endTime;
  return query;
};

export const reportApi = {
  organisation: (f: DashboardFilter) =>
    http.get<TSystemDashboardReply>(reportPaths.systemDashboard, params(f)),
  members: (f: DashboardFilter) => http.get<TSystemMemberReply>(reportPaths.systemMember, params(f)),
  logins: (f: DashboardFilter) => http.get<TSystemLoginReply>(reportPaths.systemLogin, params(f)),
  course: (f: DashboardFilter) => http.get<TStudyCourseReply>(reportPaths.studyCourse, params(f)),
  live: (f: DashboardFilter) => http.get<TStudyLiveReply>(reportPaths.studyLive, params(f)),
  plan: (f: DashboardFilter) => http.get<TStudyPlanReply>(reportPaths.studyPlan, params(f)),
  train: (f: DashboardFilter) => http.get<TStudyTrainReply>(reportPaths.studyTrain, params(f)),
  exam: (f: DashboardFilter) => http.get<TStudyExamReply>(reportPaths.studyExam, params(f)),
  analysis: (type: AnalysisType, f: DashboardFilter) =>
    http.get<TAnalysisReply>(reportPaths.analysis, { ...params(f), type }),
};

export type FigureArea = Exclude<keyof typeof reportApi, 'analysis'>;

export const reportKeys = {
  all: ['report'] as const,
  figures: (area: FigureArea, filter: DashboardFilter) => [...reportKeys.all, area, filter] as const,
  analysis: (type: AnalysisType, filter: DashboardFilter) =>
    [...reportKeys.all, 'analysis', type, filter] as const,
};

/** One area's figures; organisation and people ignore the day range, as in the original dashboard. */
export function useFigures(area: FigureArea, filter: DashboardFilter) {
  const undated = area === 'organisation' || area === 'members';
  const effective = undated ? { orgId: filter.orgId } : filter;
  return useQuery({
    queryKey: reportKeys.figures(area, effective),
    queryFn: () => reportApi[area](effective) as Promise<Record<string, number>>,
  });
}

export function useAnalysis(type: AnalysisType, filter: DashboardFilter) {
  return useQuery({
    queryKey: reportKeys.analysis(type, filter),
    queryFn: () => reportApi.analysis(type, filter),
  });
}
