// Questionnaire calls (SPEC §7 Questionnaire) and their query hooks: the My Task tab and its badge, the fill
// page with autosave, submit and the check page, and the lecturer's results.
import {
  PAGE_SIZES,
  questionnairePaths,
  type TAsqAnswerItem,
  type TPage,
  type TQuestionnaireCard,
  type TQuestionnairePaper,
  type TQuestionnairePlan,
  type TQuestionnaireResults,
  type TQuestionnaireSubmitted,
} from '@elearning/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export const questionnaireKeys = {
  all: ['questionnaire'] as const,
  todo: ['questionnaire', 'todo'] as const,
  list: (pageNo: number) => ['questionnaire', 'list', pageNo] as const,
  paper: (planId: number) => ['questionnaire', 'paper', planId] as const,
  answers: (sheetId: number) => ['questionnaire', 'answers', sheetId] as const,
  lecturer: (pageNo: number) => ['questionnaire', 'lecturer', pageNo] as const,
  results: (planId: number) => ['questionnaire', 'results', planId] as const,
};

export const questionnaireApi = {
  todoNum: () => http.get<number>(questionnairePaths.todoNum, undefined, { silent: true }),
  list: (pageNo: number) =>
    http.get<TPage<TQuestionnaireCard>>(questionnairePaths.myPlans, {
      pageNo,
      pageSize: PAGE_SIZES.questionnaire.default,
    }),
  join: (asqPlanId: number) =>
    http.get<TQuestionnairePaper>(questionnairePaths.join, { asqPlanId }, { silent: true }),
  saveDraft: (asqPlanId: number, questionList: TAsqAnswerItem[]) =>
    http.post<{ saved: boolean }>(
      questionnairePaths.saveDraft,
      { asqPlanId, questionList },
      { silent: true },
    ),
  submit: (paper: TQuestionnairePaper, questionList: TAsqAnswerItem[]) =>
    http.post<TQuestionnaireSubmitted>(questionnairePaths.submit, {
      subjectCpId: paper.subjectCpId,
      mySubjectCpId: paper.mySubjectCpId,
      questionList,
    }),
  viewAnswer: (subjectCpId: number) =>
    http.get<TQuestionnairePaper>(questionnairePaths.viewAnswer, { subjectCpId }, { silent: true }),
  lecturerPlans: (pageNo: number) =>
    http.get<TPage<TQuestionnairePlan>>(questionnairePaths.lecturerPlans, { pageNo, pageSize: 10 }),
  lecturerResults: (id: number) =>
    http.get<TQuestionnaireResults>(questionnairePaths.lecturerResults, { id }),
};

export function useQuestionnaireTodoNum() {
  return useQuery({
    queryKey: questionnaireKeys.todo,
    queryFn: () => questionnaireApi.todoNum().catch(() => 0),
    staleTime: 0,
  });
}

export function useMyQuestionnaires(pageNo: number) {
  return useQuery({
    queryKey: questionnaireKeys.list(pageNo),
    queryFn: () => questionnaireApi.list(pageNo),
    placeholderData: keepPreviousData,
  });
}

export function useQuestionnairePaper(planId: number) {
  return useQuery({
    queryKey: questionnaireKeys.paper(planId),
    queryFn: () => questionnaireApi.join(planId),
    enabled: planId > 0,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useMyAnswers(sheetId: number) {
  return useQuery({
    queryKey: questionnaireKeys.answers(sheetId),
    queryFn: () => questionnaireApi.viewAnswer(sheetId),
    enabled: sheetId > 0,
    retry: false,
  });
}

export function useSubmitQuestionnaire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { paper: TQuestionnairePaper; answers: TAsqAnswerItem[] }) =>
      questionnaireApi.submit(input.paper, input.answers),
    onSuccess: () => client.invalidateQueries({ queryKey: questionnaireKeys.all }),
  });
}

export function useLecturerQuestionnaires(pageNo: number) {
  return useQuery({
    queryKey: questionnaireKeys.lecturer(pageNo),
    queryFn: () => questionnaireApi.lecturerPlans(pageNo),
  });
}

export function useLecturerResults(planId: number | null) {
  return useQuery({
    queryKey: questionnaireKeys.results(planId ?? 0),
    queryFn: () => questionnaireApi.lecturerResults(planId ?? 0),
    enabled: planId !== null,
  });
}
