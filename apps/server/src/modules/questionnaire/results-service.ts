// Results of a plan for organisers and lecturers: response rate, per-question tallies (options, matrix
// cells, ratings), free-text answers and the respondents. An anonymous plan never yields who answered —
// not in tallies, texts, the respondent list or the export.
import { AsqQuestionType, type TQuestionResult } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { col, queryRows } from '../../db/rows.ts';
import { ms, type PlanRow } from './queries.ts';

export const answerRowShape = {
  id: col.int,
  user_id: col.int,
  user_name: col.text,
  org_name: col.text,
  answers: col.json<Record<string, string>>(),
  submitted_at: col.epochMs,
};
export type AnswerRow = {
  /** The sheet's id (subjectCpId); null for an anonymous plan, so no sheet leads back to a person. */
  sheetId: number | null;
  userId: number | null;
  userName: string | null;
  orgName: string | null;
  answers: Record<string, string>;
  submittedAt: number;
};

/** Every submitted answer set of the plan; names are dropped here for an anonymous plan. */
export async function submittedAnswers(db: DbOrTx, plan: PlanRow): Promise<AnswerRow[]> {
  const rows = await queryRows(
    db,
    sql`select s.id, s.user_id, coalesce(nullif(u.real_name, ''), u.name, '') as user_name, coalesce(o.name, '') as org_name,
        s.answers, ${ms('s.submitted_at')} as submitted_at
      from questionnaire_answer_sheets s join users u on u.id = s.user_id left join organisations o on o.id = u.org_id
      where s.tenant_id = ${plan.tenant_id} and s.plan_id = ${plan.id} and s.submitted_at is not null
      order by s.submitted_at, s.id`,
    answerRowShape,
  );
  return rows.map((row) =>
    plan.anonymous
      ? {
          sheetId: null,
          userId: null,
          userName: null,
          orgName: null,
          answers: row.answers,
          submittedAt: row.submitted_at,
        }
      : {
          sheetId: row.id,
          userId: row.user_id,
          userName: row.user_name,
          orgName: row.org_name,
          answers: row.answers,
          submittedAt: row.submitted_at,
        },
  );
}

export function tallyQuestions(plan: PlanRow, rows: readonly AnswerRow[]): TQuestionResult[] {
  return plan.questions.map((question) => {
    const given = rows
      .map((row) => ({ value: row.answers[question.id] ?? '', row }))
      .filter((item) => item.value);
    const count = (pick: (value: string) => boolean) => given.filter((item) => pick(item.value)).length;
    const ratingMax = question.ratingMax ?? 5;
    const ratings =
      question.type === AsqQuestionType.rating
        ? Array.from({ length: ratingMax }, (_, index) => ({
            score: index + 1,
            count: count((v) => Number(v) === index + 1),
          }))
        : [];
    const ratingTotal = ratings.reduce((sum, item) => sum + item.score * item.count, 0);
    return {
      questionId: question.id,
      type: question.type,
      content: question.content,
      answered: given.length,
      options:
        question.type === AsqQuestionType.single || question.type === AsqQuestionType.multi
          ? question.options.map((option) => ({
              questionOptionId: option.id,
              content: option.content,
              count: count((v) => v.split(',').includes(option.id)),
            }))
          : [],
      rows:
        question.type === AsqQuestionType.matrix
          ? question.rows.map((row, rowIndex) => ({
              rowId: row.id,
              content: row.content,
              options: question.options.map((option) => ({
                questionOptionId: option.id,
                count: count((v) => v.split(',')[rowIndex] === option.id),
              })),
            }))
          : [],
      ratings,
      ratingMean: given.length && ratings.length ? Math.round((ratingTotal / given.length) * 100) / 100 : 0,
      texts:
        question.type === AsqQuestionType.short
          ? given.map((item) => ({ text: item.value, userName: item.row.userName }))
          : [],
    };
  });
}
