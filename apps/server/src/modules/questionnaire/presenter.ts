// Replies of the questionnaire domain's learner calls, in the original client's field names.
import {
  AsqQuestionType,
  type TAsqQuestion,
  type TQuestionnaireCard,
  type TQuestionnairePaper,
  type TQuestionnaireQuestion,
} from '@elearning/shared';
import type { CardRow, PlanRow, SheetRow } from './queries.ts';

export function presentCard(row: CardRow): TQuestionnaireCard {
  return {
    asqPlanId: row.id,
    asqName: row.name,
    asqStatus: row.status,
    asqLogicStatus: row.logic_status,
    finish: row.submitted ? 1 : 0,
    subjectId: row.submitted ? row.sheet_id : null,
    joinCount: row.join_count,
    startTime: row.start_time,
    endTime: row.end_time,
  };
}

function presentQuestion(question: TAsqQuestion, answer: string): TQuestionnaireQuestion {
  const choices = question.options.map((option) => ({
    questionOptionId: option.id,
    content: option.content,
  }));
  return {
    questionId: question.id,
    type: question.type,
    content: question.content,
    status: question.required ? 1 : 0,
    section: question.section ?? '',
    multiMin: question.type === AsqQuestionType.multi ? (question.multiMin ?? 0) : 0,
    multiMax: question.type === AsqQuestionType.multi ? (question.multiMax ?? question.options.length) : 0,
    ratingMax: question.type === AsqQuestionType.rating ? (question.ratingMax ?? 5) : 0,
    optionCpList: choices,
    rows: question.rows.map((row) => ({ questionOptionId: row.id, content: row.content })),
    answerUser: answer,
  };
}

/** The fill page (with my draft) or the check page (with my submitted answers). */
export function presentPaper(plan: PlanRow, sheet: SheetRow): TQuestionnairePaper {
  return {
    subjectCpId: plan.id,
    mySubjectCpId: sheet.id,
    asqPlanId: plan.id,
    subjectName: plan.name,
    remark: plan.remark,
    anonymous: plan.anonymous,
    submitted: sheet.submitted_at !== null,
    questionCpList: plan.questions.map((question) =>
      presentQuestion(question, sheet.answers[question.id] ?? ''),
    ),
  };
}
