// The questionnaire back office's calls: templates, arrangements (plans) with start / suspend / finish,
// results and the Excel export.
import {
  questionnaireAdminPaths as P,
  type TAsqTemplateSave,
  type TPage,
  type TQuestionnairePlan,
  type TQuestionnaireResults,
  type TQuestionnaireTemplate,
} from '@elearning/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/index.ts';

export const questionnaireAdminKeys = {
  templates: ['questionnaire-admin', 'templates'] as const,
  template: (id: number) => ['questionnaire-admin', 'template', id] as const,
  plans: ['questionnaire-admin', 'plans'] as const,
  plan: (id: number) => ['questionnaire-admin', 'plan', id] as const,
  results: (id: number) => ['questionnaire-admin', 'results', id] as const,
};

export type PlanInput = {
  id?: number;
  templateId: number;
  name: string;
  startTime: number;
  endTime: number;
  targets: { targetType: string; targetId: number }[];
};

export const questionnaireAdminApi = {
  templates: (query: Record<string, unknown>) =>
    http.post<TPage<TQuestionnaireTemplate>>(P.templateList, query),
  template: (id: number) => http.get<TQuestionnaireTemplate>(P.templateView, { id }),
  saveTemplate: (input: TAsqTemplateSave) =>
    http.post<{ id: number }>(input.id ? P.templateEdit : P.templateAdd, input),
  copyTemplate: (id: number) => http.get<{ id: number }>(P.templateCopy, { id }),
  deleteTemplates: (ids: number[]) => http.post<{ removed: number }>(P.templateDelete, { ids }),
  plans: (query: Record<string, unknown>) => http.post<TPage<TQuestionnairePlan>>(P.planList, query),
  plan: (id: number) => http.get<TQuestionnairePlan>(P.planView, { id }),
  planTemplates: () => http.get<TQuestionnaireTemplate[]>(P.planTemplates),
  savePlan: (input: PlanInput) => http.post<{ id: number }>(input.id ? P.planUpdate : P.planSave, input),
  deletePlans: (ids: number[]) => http.post<{ removed: number }>(P.planDelete, { ids }),
  control: (id: number, action: 'start' | 'suspend' | 'finish') =>
    http.put<{ id: number }>(
      action === 'start' ? P.planStart : action === 'suspend' ? P.planSuspend : P.planFinish,
      { id },
    ),
  results: (id: number) => http.get<TQuestionnaireResults>(P.planDetailQuestion, { id }),
};

export function useAdminResults(id: number) {
  return useQuery({
    queryKey: questionnaireAdminKeys.results(id),
    queryFn: () => questionnaireAdminApi.results(id),
    enabled: id > 0,
  });
}
