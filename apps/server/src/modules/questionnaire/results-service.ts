// Results of a plan for organisers and lecturers: response rate, per-question tallies (options, matrix
// cells, ratings), free-text answers and the respondents. An anonymous plan never yields who answered —
// not in tallies, texts, the respondent list or the export, and not through when or in which order answers came.
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
  /** When it was submitted; null for an anonymous plan (with the order, a time could point at a person). */
  submittedAt: number | null;
};

/**
 * The order anonymous answer sets are handed out in: by their answers, question by question. It is stable
 * (the same export twice is the same file) and says nothing about who came first, unlike the submit time or
 * the sheet id — either, set beside a log of who was online when, could point at a person.
 */
function byAnswers(plan: PlanRow) {
  const keyOf = (answers: Record<string, string>) =>
    plan.questions.map((question) => answers[question.id] ?? '').join('\u0000');
  return (a: AnswerRow, b: AnswerRow) => {
    const [x, y] = [keyOf(a.answers), keyOf(b.answers)];
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

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
  if (plan.anonymous)
    return rows
      .map((row) => ({
        sheetId: null,
        userId: null,
        userName: null,
        orgName: null,
        answers: row.answers,
        submittedAt: null,
      }))
      .sort(byAnswers(plan));
  return rows.map((row) => ({
    sheetId: row.id,
    userId: row.user_id,
    userName: row.user_name,
    orgName: row.org_name,
    answers: row.answers,
    submittedAt: row.submitted_at,
  }));
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
                content: option.content,
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
