// The exam back office's calls and query hooks: categories, the question bank, papers and their preview,
// arrangements, and the pickers' positions and org units (the org module's paths).
import {
  examAdminPaths,
  orgAdminPaths,
  type TAdminExam,
  type TAdminPaper,
  type TAdminQuestion,
  type TArrangeRow,
  type TExamCategoryNode,
  type TPage,
  type TPaperPreview,
  type TPositionNode,
} from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/index.ts';

export const examAdminKeys = {
  categories: ['exam-admin', 'categories'] as const,
  questions: ['exam-admin', 'questions'] as const,
  papers: ['exam-admin', 'papers'] as const,
  paperOptions: ['exam-admin', 'paper-options'] as const,
  arrangements: ['exam-admin', 'arrangements'] as const,
  positions: ['exam-admin', 'positions'] as const,
};

export const examAdminApi = {
  categories: (type: 0 | 1 | 2 = 0) =>
    http.get<TExamCategoryNode[]>(examAdminPaths.categoryTree, { type, parentId: 0 }),
  addCategory: (name: string) => http.post<{ id: number }>(examAdminPaths.category, { name, type: 0 }),
  questions: (query: Record<string, unknown>) =>
    http.get<TPage<TAdminQuestion>>(examAdminPaths.questionList, query),
  saveQuestion: (input: Record<string, unknown>) =>
    input.id
      ? http.put<TAdminQuestion>(examAdminPaths.question, input)
      : http.post<TAdminQuestion>(examAdminPaths.question, input),
  deleteQuestions: (ids: number[]) => http.post<null>(examAdminPaths.questionDelete, { id: ids.join(',') }),
  papers: (query: Record<string, unknown>) => http.get<TPage<TAdminPaper>>(examAdminPaths.paperList, query),
  savePaper: (input: Record<string, unknown>) => http.post<TAdminPaper>(examAdminPaths.paper, input),
  deletePaper: (id: number) => http.del<null>(examAdminPaths.paper, { id }),
  preview: (paperId: number) => http.get<TPaperPreview>(examAdminPaths.previewRandom, { paperId }),
  arrangements: (query: Record<string, unknown>) =>
    http.get<TPage<TArrangeRow>>(examAdminPaths.arrangeList, query),
  saveArrangement: (input: Record<string, unknown>) => http.post<TAdminExam>(examAdminPaths.arrange, input),
  deleteArrangements: (ids: number[]) => http.del<null>(examAdminPaths.arrange, { ids: ids.join(',') }),
};

export function useQuestionCategories() {
  return useQuery({ queryKey: examAdminKeys.categories, queryFn: () => examAdminApi.categories(0) });
}

export function usePaperOptions() {
  return useQuery({
    queryKey: examAdminKeys.paperOptions,
    queryFn: () => examAdminApi.papers({ pageNo: 1, pageSize: 100 }),
  });
}

export function usePositions() {
  return useQuery({
    queryKey: examAdminKeys.positions,
    queryFn: () => http.get<TPositionNode[]>(orgAdminPaths.positionAll),
  });
}

/** Flattens a category tree into select options ("parent / child"). */
export function categoryOptions(nodes: TExamCategoryNode[], prefix = ''): { label: string; value: number }[] {
  return nodes.flatMap((node) => [
    { label: `${prefix}${node.name}`, value: node.id },
    ...categoryOptions(node.children, `${prefix}${node.name} / `),
  ]);
}
