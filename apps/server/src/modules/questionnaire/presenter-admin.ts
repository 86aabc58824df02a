// Replies of the back office and the lecturer's results: templates, plans with their response rate, and
// the results workbook (exceljs) — for an anonymous plan without any name or time column.
import type {
  Lang,
  TAsqQuestion,
  TQuestionnairePlan,
  TQuestionnaireTemplate,
  TQuestionResult,
} from '@elearning/shared';
import { AsqQuestionType } from '@elearning/shared';
import ExcelJS from 'exceljs';
import type { AnswerRow } from './results-service.ts';

type TemplateRow = {
  id: number;
  name: string;
  remark: string;
  anonymous: boolean;
  questions: TAsqQuestion[];
  creator_id: number | null;
  creator_name: string;
  created_at: number;
  updated_at: number;
};

export function presentTemplate(row: TemplateRow): TQuestionnaireTemplate {
  return {
    id: row.id,
    name: row.name,
    remark: row.remark,
    anonymous: row.anonymous,
    questionNum: row.questions.length,
    creatorId: row.creator_id ?? 0,
    creatorName: row.creator_name,
    createTime: row.created_at,
    updateTime: row.updated_at,
    questions: row.questions,
  };
}

type PlanListRow = {
  id: number;
  template_id: number;
  name: string;
  anonymous: boolean;
  status: number;
  logic_status: number;
  start_time: number;
  end_time: number;
  biz_type: string;
  biz_id: number;
  asq_url?: string;
  creator_name: string;
  created_at: number;
  join_count: number;
  total_people: number;
};

export function presentPlan(
  row: PlanListRow,
  targets: { target_type: string; target_id: number }[] = [],
): TQuestionnairePlan {
  return {
    id: row.id,
    templateId: row.template_id,
    name: row.name,
    anonymous: row.anonymous,
    asqStatus: row.status,
    asqLogicStatus: row.logic_status,
    startTime: row.start_time,
    endTime: row.end_time,
    bizType: row.biz_type,
    bizId: row.biz_id,
    asqUrl: row.asq_url ?? '',
    targets: targets.map((t) => ({ targetType: t.target_type, targetId: t.target_id })),
    totalNum: row.total_people,
    joinCount: row.join_count,
    responseRate: row.total_people ? Math.round((row.join_count / row.total_people) * 1000) / 10 : 0,
    creatorName: row.creator_name,
    createTime: row.created_at,
  };
}

const HEAD = {
  time: { 'zh-CN': '提交时间', en: 'Submitted' },
  name: { 'zh-CN': '姓名', en: 'Name' },
  org: { 'zh-CN': '部门', en: 'Department' },
} as const;

function readable(question: TAsqQuestion, value: string): string {
  if (!value || question.type === AsqQuestionType.short || question.type === AsqQuestionType.rating)
    return value;
  const label = (id: string) => question.options.find((option) => option.id === id)?.content ?? id;
  if (question.type === AsqQuestionType.matrix)
    return value
      .split(',')
      .map((id, index) => `${question.rows[index]?.content ?? ''}: ${label(id)}`)
      .join('; ');
  return value.split(',').map(label).join(', ');
}

/**
 * One row per answer set. Names, departments and the submit time only when the plan is not anonymous; an
 * anonymous plan's rows come in results-service's answer order, so neither a time nor the row order tells
 * who answered.
 */
export async function resultsWorkbook(
  plan: { anonymous: boolean; questions: TAsqQuestion[]; name: string },
  rows: AnswerRow[],
  lang: Lang,
) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(plan.name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'answers');
  const named = !plan.anonymous;
  sheet.addRow([
    ...(named ? [HEAD.time[lang], HEAD.name[lang], HEAD.org[lang]] : []),
    ...plan.questions.map((question, index) => `${index + 1}. ${question.content}`),
  ]);
  for (const row of rows)
    sheet.addRow([
      ...(named
        ? [
            row.submittedAt === null ? '' : new Date(row.submittedAt).toLocaleString('sv-SE'),
            row.userName ?? '',
            row.orgName ?? '',
          ]
        : []),
      ...plan.questions.map((question) => readable(question, row.answers[question.id] ?? '')),
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type { TQuestionResult };
