// The back office's study-plan calls, with the paths from the shared constants.
import {
  studyPlanAdminPaths as A,
  studyPlanPaths as P,
  type TPage,
  type TPlanCategoryNode,
  type TStudyPlanEdit,
  type TStudyPlanLearner,
  type TStudyPlanRow,
} from '@elearning/shared';
import { http } from '../../../lib/http/index.ts';

export const studyPlanAdminKeys = {
  list: ['study-plan-admin', 'list'] as const,
  plan: (id: number) => ['study-plan-admin', 'plan', id] as const,
  report: ['study-plan-admin', 'report'] as const,
  categories: ['study-plan-admin', 'categories'] as const,
};

export type Option = { id: number; name: string };

export const studyPlanAdminApi = {
  list: (query: Record<string, unknown>) => http.get<TPage<TStudyPlanRow>>(P.queryPlan, query),
  plan: (id: number) => http.get<TStudyPlanEdit>(A.planDetail, { id }),
  add: (body: Record<string, unknown>) => http.post<{ id: number }>(A.addPlan, body),
  update: (body: Record<string, unknown>) => http.put<{ id: number }>(A.updatePlan, body),
  status: (id: number, status: 1 | 2) => http.get<{ id: number }>(P.updateStatus, { id, status }),
  remove: (id: number) => http.del<null>(P.deletePlan, { id }),
  report: (query: Record<string, unknown>) =>
    http.get<TPage<TStudyPlanLearner>>(A.queryPercentageComplete, query),
  itemOptions: (kind: string, name: string) => http.get<Option[]>(A.itemOptions, { kind, name }),
  audienceOptions: (type: string, name: string) => http.get<Option[]>(A.audienceOptions, { type, name }),
  categories: () => http.get<TPlanCategoryNode[]>(A.categoryTree),
  addCategory: (body: { name: string; parentId: number | '0' }) =>
    http.post<{ id: number }>(A.addCatalog, body),
  editCategory: (body: { id: number; name: string; parentId: number | '0' }) =>
    http.post<{ id: number }>(A.editCategory, body),
  categoryStatus: (id: number, status: 0 | 1) => http.post<{ id: number }>(A.categoryStatus, { id, status }),
  removeCategory: (id: number) => http.get<{ id: number }>(A.deleteCategory, { id }),
};
