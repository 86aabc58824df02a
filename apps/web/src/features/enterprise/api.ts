// The enterprise centre's calls and their query hooks: the unit tree, the overview figures, the students
// list, a learner's figures, the per-department situation, the Excel exports and reminders.
import {
  type EnterpriseArea,
  enterprisePaths as P,
  type TEnterpriseFigures,
  type TEnterpriseSituation,
  type TEnterpriseStudent,
  type TEnterpriseUnit,
  type TPage,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export const STUDENT_PAGE_SIZE = 10;

export type ScopeFilter = { orgId?: number; startTime?: string; endTime?: string };
export type StudentFilter = { orgId?: number; keyword?: string; pageNo: number };

export function useUnitTree() {
  return useQuery({
    queryKey: ['enterprise', 'tree'],
    queryFn: () => http.get<TEnterpriseUnit[]>(P.orgTree),
  });
}

export function useOverview(filter: ScopeFilter) {
  return useQuery({
    queryKey: ['enterprise', 'overview', filter],
    queryFn: () => http.get<TEnterpriseFigures>(P.overview, filter),
    placeholderData: keepPreviousData,
  });
}

export function useStudents(filter: StudentFilter) {
  return useQuery({
    queryKey: ['enterprise', 'students', filter],
    queryFn: () =>
      http.get<TPage<TEnterpriseStudent>>(P.students, { ...filter, pageSize: STUDENT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useStudentSituation(userId: number | undefined) {
  return useQuery({
    queryKey: ['enterprise', 'student', userId],
    queryFn: () =>
      http.get<{ student: TEnterpriseStudent; figures: TEnterpriseFigures }>(P.studentSituation, { userId }),
    enabled: userId !== undefined,
  });
}

export function useSituation(type: EnterpriseArea, filter: ScopeFilter) {
  return useQuery({
    queryKey: ['enterprise', 'situation', type, filter],
    queryFn: () => http.get<TEnterpriseSituation>(P.situation, { type, ...filter }),
    placeholderData: keepPreviousData,
  });
}

export function useRemind() {
  return useMutation({
    mutationFn: (input: { type: EnterpriseArea; userIds: number[] }) =>
      http.post<{ remindedNum: number }>(P.remind, input),
  });
}

/** Downloads a workbook the server builds for the current filters. */
export async function downloadWorkbook(path: string, params: Record<string, unknown>, fileName: string) {
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

export const exportPaths = { students: P.studentsExport, situation: P.situationExport };
