// Test factories of the exam back office: a back-office user holding every exam code, and question, paper
// and arrangement bodies in the original client's shape, sent through the real routes (so the data passes
// the same rules the admin pages meet).
import {
  type DataScopeKind,
  examAdminPaths,
  examPrivilegeCodes,
  QuestionType,
  type TAdminExam,
  type TAdminPaper,
  type TAdminQuestion,
} from '@elearning/shared';
import { examReviewers } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { uniqueSuffix } from '../../test/factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';

/** A signed-in back-office user whose role holds every exam code (or the codes given). */
export function makeExamAdmin(
  testApp: TestApp,
  options: { tenantId?: string; codes?: string[]; dataScope?: DataScopeKind } = {},
) {
  return makeBackOfficeUser(testApp, {
    tenantId: options.tenantId,
    codes: options.codes ?? Object.values(examPrivilegeCodes),
    dataScope: options.dataScope,
  });
}

/** Names `userId` a reviewer of the exam. */
export async function addReviewer(
  testApp: TestApp,
  exam: { examId: number; tenantId: string },
  userId: number,
) {
  await testApp.database.db
    .insert(examReviewers)
    .values({ tenantId: exam.tenantId, examId: exam.examId, userId });
}

/** A question form of the type asked for (choices A–D with B right, blanks, short answers, judgments). */
export function questionForm(type: string, extra: Record<string, unknown> = {}) {
  const choices = ['甲', '乙', '丙', '丁'].map((content, sort) => ({
    content,
    sort,
    isCorrect: sort === 1 || (type === QuestionType.multiple && sort === 2) ? 1 : 0,
  }));
  const options =
    type === QuestionType.blank
      ? [{ content: '北京|Beijing', isCorrect: 1 }]
      : type === QuestionType.judgment
        ? [
            { content: '正确', isCorrect: 1 },
            { content: '错误', isCorrect: 0 },
          ]
        : type === QuestionType.shortAnswer
          ? []
          : choices;
  return {
    type,
    content: `<p>Question ${uniqueSuffix()}</p>`,
    score: 5,
    difficulty: 2,
    options,
    answer: type === QuestionType.shortAnswer ? '参考答案' : undefined,
    ...extra,
  };
}

/** The exam back office's calls as one admin. */
export function examAdminClient(testApp: TestApp, admin: { token: string }, tenant = 'learn') {
  const api = apiClient(testApp.app);
  const as = { token: admin.token, tenant };
  return {
    api,
    as,
    async question(type: string, extra: Record<string, unknown> = {}) {
      const reply = await api.post<TAdminQuestion>(examAdminPaths.question, questionForm(type, extra), as);
      if (reply.status !== 200) throw new Error(`question: ${reply.status} ${reply.body.resMsg}`);
      return reply.body.response;
    },
    async category(name: string, type: 0 | 1 | 2 = 0) {
      const reply = await api.post<{ id: number }>(examAdminPaths.category, { name, type }, as);
      if (reply.status !== 200) throw new Error(`category: ${reply.status} ${reply.body.resMsg}`);
      return reply.body.response.id;
    },
    paper: (body: Record<string, unknown>) =>
      api.post<TAdminPaper>(examAdminPaths.paper, { name: `Paper ${uniqueSuffix()}`, ...body }, as),
    arrange: (basis: Record<string, unknown>, batches: Record<string, unknown>[]) =>
      api.post<TAdminExam>(
        examAdminPaths.arrange,
        {
          examArrangeBasis: { examName: `Exam ${uniqueSuffix()}`, ...basis },
          examineeBatchList: batches,
        },
        as,
      ),
  };
}

/** A batch window from `fromMinutes` to `toMinutes` around now. */
export function window(fromMinutes: number, toMinutes: number): [number, number] {
  return [Date.now() + fromMinutes * 60_000, Date.now() + toMinutes * 60_000];
}
