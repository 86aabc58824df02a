// Back-office API paths of the questionnaire domain: the original back office's (admin-calls.json domain
// `questionnaire`), templates and arrangements (plans) with their results, plus the Excel export.
const MARGIN = '/api/margin/v1';
const BLADE = '/api/blade-margin/v1';

export const questionnaireAdminPaths = {
  templateList: `${MARGIN}/questionnaireTemplate/list`,
  templateCreators: `${MARGIN}/questionnaireTemplate/listCreatorId`,
  templateDelete: `${MARGIN}/questionnaireTemplate/delete`,
  templateCopy: `${MARGIN}/questionnaireTemplate/copyAction`,
  templateAdd: `${MARGIN}/questionnaireTemplate/add`,
  templateEdit: `${MARGIN}/questionnaireTemplate/editAction`,
  templateView: `${MARGIN}/questionnaireTemplate/editView`,
  planList: `${BLADE}/QuestionnaireArrange/queryQuestionnaireList`,
  planDelete: `${BLADE}/QuestionnaireArrange/deleteQuestionnaire`,
  planSave: `${BLADE}/asq/plan/save`,
  planUpdate: `${BLADE}/asq/plan/update`,
  planView: `${BLADE}/asq/plan/saveQuery`,
  planTemplates: `${BLADE}/asq/plan/querySubject`,
  planSuspend: `${BLADE}/cms/plan/suspend`,
  planStart: `${BLADE}/cms/plan/start`,
  planFinish: `${BLADE}/cms/plan/finish`,
  planDetail: `${BLADE}/asq/plan/detail`,
  /** PUT {id, asqUrl}: keeps the plan's shared address. */
  planSaveUrl: `${BLADE}/asq/plan/saveAsqUrl`,
  planDetailStudents: `${BLADE}/asq/plan/detail/students`,
  planDetailQuestion: `${MARGIN}/asq/plan/detail/question`,
  planDetailSubject: `${MARGIN}/asq/plan/detail/subject`,
  planDetailCount: `${MARGIN}/asq/plan/detail/count`,
  /** GET {id}: the plan's answers as an Excel file (anonymous plans carry no names). */
  planExport: `${MARGIN}/asq/plan/detail/export`,
} as const;
