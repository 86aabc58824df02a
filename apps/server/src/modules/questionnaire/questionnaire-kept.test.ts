// The learner's questionnaire list is kept in memory for a few seconds (queries-my-plans.ts): these tests hold
// the kept pages to the truth — another learner's submission, a suspend and a new arrangement through the
// back office show at once, a plan's start time passing shows on the next read, and a row written past the
// services stays hidden only until the tenant's pages are dropped.
import {
  questionnaireAdminPaths as P,
  questionnairePaths,
  type TPage,
  type TQuestionnaireCard,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnairePlans, questionnairePlanTargets } from '../../db/schema/index.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser } from '../../test/factories.ts';
import { forgetMyPlans } from './queries-my-plans.ts';
import { makeBackOfficeUser, makePlan, makeTemplate, validAnswers } from './test-factories.ts';

describe('questionnaire: kept list pages', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeSignedInUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeBackOfficeUser(testApp);
  });
  afterAll(() => testApp.close());

  const list = async (token: string) => {
    const reply = await api.get<TPage<TQuestionnaireCard>>(questionnairePaths.myPlans, {
      token,
      query: { pageNo: 1, pageSize: 10 },
    });
    expect(reply.status).toBe(200);
    return reply.body.response;
  };
  const cardOf = async (token: string, planId: number) =>
    (await list(token)).data.find((card) => card.asqPlanId === planId);

  it("shows another learner's submission and a suspend at once", async () => {
    const org = await makeOrgUnit(testApp);
    const me = await makeSignedInUser(testApp, { orgId: org.id });
    const colleague = await makeSignedInUser(testApp, { orgId: org.id });
    const plan = await makePlan(testApp, { target: { type: 'org', id: org.id } });
    expect(await cardOf(me.token, plan.id)).toMatchObject({ joinCount: 0, asqLogicStatus: 1 });

    const sent = await api.post(
      questionnairePaths.submit,
      { subjectCpId: plan.id, questionList: validAnswers },
      { token: colleague.token },
    );
    expect(sent.status).toBe(200);
    expect(await cardOf(me.token, plan.id)).toMatchObject({ joinCount: 1, finish: 0 });

    expect((await api.put(P.planSuspend, { id: plan.id }, { token: admin.token })).status).toBe(200);
    expect(await cardOf(me.token, plan.id)).toMatchObject({ asqLogicStatus: 2 });
  });

  it('keeps a page no longer than the next start time among my plans', async () => {
    const me = await makeSignedInUser(testApp);
    const template = await makeTemplate(testApp);
    const startsAt = Date.now() + 1_500;
    const [plan] = await testApp.database.db
      .insert(questionnairePlans)
      .values({
        tenantId: 'learn',
        templateId: template.id,
        name: template.name,
        anonymous: false,
        questions: template.questions,
        startTime: new Date(startsAt),
        endTime: new Date(startsAt + 3_600_000),
      })
      .returning();
    if (!plan) throw new Error('no plan');
    await testApp.database.db
      .insert(questionnairePlanTargets)
      .values({ tenantId: 'learn', planId: plan.id, targetType: 'user', targetId: me.user.id });
    forgetMyPlans('learn');
    expect(await cardOf(me.token, plan.id)).toMatchObject({ asqStatus: 2 });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now()) + 100));
    expect(await cardOf(me.token, plan.id)).toMatchObject({ asqStatus: 1 });
  });

  it('hides a row written past the services only until the pages are dropped', async () => {
    const me = await makeSignedInUser(testApp);
    const first = await makePlan(testApp, { target: { type: 'user', id: me.user.id } });
    expect((await list(me.token)).totalNum).toBe(1);
    const template = await makeTemplate(testApp);
    const now = Date.now();
    const [second] = await testApp.database.db
      .insert(questionnairePlans)
      .values({
        tenantId: 'learn',
        templateId: template.id,
        name: template.name,
        anonymous: false,
        questions: template.questions,
        startTime: new Date(now - 3_600_000),
        endTime: new Date(now + 3_600_000),
      })
      .returning();
    if (!second) throw new Error('no plan');
    await testApp.database.db
      .insert(questionnairePlanTargets)
      .values({ tenantId: 'learn', planId: second.id, targetType: 'user', targetId: me.user.id });
    // Kept: the same page as before (this is what the cache saves) …
    expect((await list(me.token)).data.map((card) => card.asqPlanId)).toEqual([first.id]);
    // … until the tenant's pages are dropped, as every write through the services does.
    forgetMyPlans('learn');
    expect((await list(me.token)).totalNum).toBe(2);
  });

  it('shows a plan arranged through the back office at once', async () => {
    const me = await makeSignedInUser(testApp);
    expect((await list(me.token)).totalNum).toBe(0);
    const template = await makeTemplate(testApp);
    const now = Date.now();
    const saved = await api.post<{ id: number }>(
      P.planSave,
      {
        templateId: template.id,
        name: 'Kept page survey',
        startTime: now - 60_000,
        endTime: now + 3_600_000,
        targets: [{ targetType: 'user', targetId: me.user.id }],
      },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    expect((await list(me.token)).totalNum).toBe(1);
  });
});
