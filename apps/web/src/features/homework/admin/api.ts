// The homework back office's calls: the assignments with their report (also the course and training
// editors' picker), one assignment for its editor, saving and deleting, every submission with its review,
// and the zip of all handed-in files.
import {
  courseAdminPaths,
  type HomeworkSource,
  homeworkAdminPaths as P,
  type TAdminOption,
  type THomeworkAdminRow,
  type THomeworkEditable,
  type THomeworkSaveInput,
  type THomeworkSubmissions,
  type TPage,
} from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../../admin/components/index.ts';
import { http } from '../../../lib/http/index.ts';

export const homeworkAdminKeys = {
  all: ['homework-admin'] as const,
  list: ['homework-admin', 'list'] as const,
  picker: (source: string, bizId: number, chapterId: number) =>
    ['homework-admin', 'picker', source, bizId, chapterId] as const,
  search: (keyword: string) => ['homework-admin', 'search', keyword] as const,
  job: (id: number) => ['homework-admin', 'job', id] as const,
  submissions: (id: number) => ['homework-admin', 'submissions', id] as const,
  lecturers: ['homework-admin', 'lecturers'] as const,
};

export const homeworkAdminApi = {
  list: (query: Record<string, unknown>) => http.get<TPage<THomeworkAdminRow>>(P.list, query),
  job: (id: number) => http.get<THomeworkEditable>(P.detail, { id }),
  save: (input: THomeworkSaveInput) => http.post<{ id: number }>(P.save, input),
  remove: (ids: number[]) => http.post<{ removed: number }>(P.remove, { ids }),
  submissions: (jobId: number) => http.get<THomeworkSubmissions>(P.submissions, { jobId }),
  review: (input: { submissionId: number; verdict: 'grade' | 'return'; score?: number; comment?: string }) =>
    http.post<{ id: number }>(P.review, input),
  zip: (jobId: number, title: string) => downloadFile(P.zip, { jobId }, `${title}.zip`),
};

/** The assignments attached to one course (chapter), training or plan: the editors' picker. */
export function useAttachedHomework(source: HomeworkSource, bizId: number, chapterId = 0) {
  return useQuery({
    queryKey: homeworkAdminKeys.picker(source, bizId, chapterId),
    queryFn: () =>
      homeworkAdminApi.list({ source, bizId, ...(chapterId ? { chapterId } : {}), pageNo: 1, pageSize: 100 }),
    enabled: bizId > 0,
  });
}

export function useHomeworkSubmissions(jobId: number) {
  return useQuery({
    queryKey: homeworkAdminKeys.submissions(jobId),
    queryFn: () => homeworkAdminApi.submissions(jobId),
    enabled: jobId > 0,
  });
}

export function useLecturerChoices() {
  return useQuery({
    queryKey: homeworkAdminKeys.lecturers,
    queryFn: () => http.get<TAdminOption[]>(courseAdminPaths.lecturerOptions, { pageSize: 100 }),
  });
}
