// Test factories of the questionnaire domain, written straight into the test's real database: templates
// with one question of each type, plans in every status (window in the past, present or future; paused;
// finished early; anonymous) handed to a user, org unit, position or everyone, and a back-office user.
import { AsqQuestionType, type TAsqQuestion } from '@elearning/shared';
import {
  questionnairePlans,
  questionnairePlanTargets,
  questionnaireTemplates,
  roles,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';
import { forgetMyPlans } from './queries-my-plans.ts';

const HOUR = 60 * 60 * 1000;

/** Single (required), multi 1..2 (required), short (optional), rating 1..5 (optional), matrix (optional). */
export function sampleQuestions(): TAsqQuestion[] {
  const options = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `${prefix}${i + 1}`,
      content: `${prefix.toUpperCase()} option ${i + 1}`,
    }));
  return [
    {
      id: 'q1',
      type: AsqQuestionType.single,
      content: 'How was it?',
      required: true,
      options: options('a', 3),
      rows: [],
    },
    {
      id: 'q2',
      type: AsqQuestionType.multi,
      content: 'What did you like?',
      required: true,
      options: options('b', 4),
      rows: [],
      multiMin: 1,
      multiMax: 2,
    },
    {
      id: 'q3',
      type: AsqQuestionType.short,
      content: 'Anything else?',
      required: false,
      options: [],
      rows: [],
    },
    {
      id: 'q4',
      type: AsqQuestionType.rating,
      content: 'Rate it',
      required: false,
      options: [],
      rows: [],
      ratingMax: 5,
    },
    {
      id: 'q5',
      type: AsqQuestionType.matrix,
      content: 'Rate each part',
      required: false,
      options: options('m', 3),
      rows: [
        { id: 'r1', content: 'Content' },
        { id: 'r2', content: 'Lecturer' },
      ],
    },
  ];
}

export async function makeTemplate(
  testApp: TestApp,
  options: { tenantId?: string; anonymous?: boolean } = {},
) {
  const [row] = await testApp.database.db
    .insert(questionnaireTemplates)
    .values({
      tenantId: options.tenantId ?? 'learn',
      name: `Survey ${uniqueSuffix()}`,
      anonymous: options.anonymous ?? false,
      questions: sampleQuestions(),
    })
    .returning();
  if (!row) throw new Error('makeTemplate: no row');
  return row;
}

export type PlanWindow = 'open' | 'future' | 'past';
export type PlanOptions = {
  tenantId?: string;
  window?: PlanWindow;
  paused?: boolean;
  finished?: boolean;
  anonymous?: boolean;
  name?: string;
  creatorId?: number;
  target?: { type: 'all' | 'user' | 'org' | 'position'; id: number };
};

/** A plan of a fresh template; open now unless a window is named. */
export async function makePlan(testApp: TestApp, options: PlanOptions = {}) {
  const tenantId = options.tenantId ?? 'learn';
  const template = await makeTemplate(testApp, { tenantId, anonymous: options.anonymous ?? false });
  const now = Date.now();
  const window = options.window ?? 'open';
  const start = window === 'future' ? now + HOUR : now - 2 * HOUR;
  const end = window === 'past' ? now - HOUR : now + 2 * HOUR;
  const [plan] = await testApp.database.db
    .insert(questionnairePlans)
    .values({
      tenantId,
      templateId: template.id,
      name: options.name ?? template.name,
      anonymous: template.anonymous,
      questions: template.questions,
      startTime: new Date(start),
      endTime: new Date(end),
      logicStatus: options.paused ? 2 : 1,
      finishedAt: options.finished ? new Date() : null,
      creatorId: options.creatorId ?? null,
    })
    .returning();
  if (!plan) throw new Error('makePlan: no row');
  if (options.target)
    await testApp.database.db
      .insert(questionnairePlanTargets)
      .values({ tenantId, planId: plan.id, targetType: options.target.type, targetId: options.target.id });
  // Written past the services: the learners' kept list pages must not hide it.
  forgetMyPlans(tenantId);
  return plan;
}

/** A signed-in back-office user whose role holds every code of the tenant. */
export async function makeBackOfficeUser(testApp: TestApp, tenantId = 'learn') {
  const [role] = await testApp.database.db
    .insert(roles)
    .values({ tenantId, name: `Admin ${uniqueSuffix()}`, code: `adm${uniqueSuffix()}`, kind: 'tenantAdmin' })
    .returning();
  if (!role) throw new Error('makeBackOfficeUser: no role');
  return makeSignedInUser(testApp, { tenantId, roleId: role.id });
}

/** Answers that satisfy sampleQuestions' rules. */
export const validAnswers = [
  { questionId: 'q1', answerUser: 'a2' },
  { questionId: 'q2', answerUser: 'b1,b3' },
  { questionId: 'q3', answerUser: 'Well done' },
  { questionId: 'q4', answerUser: '4' },
  { questionId: 'q5', answerUser: 'm1,m3' },
];
