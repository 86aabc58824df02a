// The learner's questionnaire calls through the real app: the list with each status and logical status,
// the click rules enforced on open and submit, autosave, submit once (also from two tabs at once), the
// server-side answer rules, the check page, the badge, and other users' and tenants' records as 404.
import {
  questionnaireEvents,
  questionnairePaths,
  type TPage,
  type TQuestionnaireCard,
  type TQuestionnairePaper,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRow } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser } from '../../test/factories.ts';
import { makePlan, type PlanOptions, validAnswers } from './test-factories.ts';

describe('questionnaire: learner', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let learner: Awaited<ReturnType<typeof makeSignedInUser>>;

  const planFor = (options: PlanOptions = {}) =>
    makePlan(testApp, { target: { type: 'user', id: learner.user.id }, ...options });
  const join = (planId: number, token = learner.token) =>
    api.get<TQuestionnairePaper>(questionnairePaths.join, { token, query: { asqPlanId: planId } });
  const submit = (planId: number, questionList = validAnswers, token = learner.token) =>
    api.post<{ mySubjectCpId: number; firstSubmit: boolean }>(
      questionnairePaths.submit,
      { subjectCpId: planId, questionList },
      { token },
    );

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    learner = await makeSignedInUser(testApp);
  });
  afterAll(() => testApp.close());

  it('lists my plans with status, logical status, finish and subjectId; counts the open ones', async () => {
    const org = await makeOrgUnit(testApp);
    const me = await makeSignedInUser(testApp, { orgId: org.id });
    const open = await makePlan(testApp, { target: { type: 'org', id: org.id } });
    const future = await makePlan(testApp, { window: 'future', target: { type: 'user', id: me.user.id } });
    const paused = await makePlan(testApp, { paused: true, target: { type: 'user', id: me.user.id } });
    const past = await makePlan(testApp, { window: 'past', target: { type: 'user', id: me.user.id } });
    const finished = await makePlan(testApp, { finished: true, target: { type: 'user', id: me.user.id } });
    await makePlan(testApp, { target: { type: 'user', id: learner.user.id } });

    const badge = await api.get<number>(questionnairePaths.todoNum, { token: me.token });
    expect(badge.body.response).toBe(1);
    const reply = await api.get<TPage<TQuestionnaireCard>>(questionnairePaths.myPlans, {
      token: me.token,
      query: { pageNo: 1, pageSize: 10 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response.totalNum).toBe(5);
    const byId = new Map(reply.body.response.data.map((card) => [card.asqPlanId, card]));
    expect(byId.get(open.id)).toMatchObject({ asqStatus: 1, asqLogicStatus: 1, finish: 0, subjectId: null });
    expect(byId.get(future.id)).toMatchObject({ asqStatus: 2 });
    expect(byId.get(paused.id)).toMatchObject({ asqStatus: 1, asqLogicStatus: 2 });
    expect(byId.get(past.id)).toMatchObject({ asqStatus: 3 });
    expect(byId.get(finished.id)).toMatchObject({ asqStatus: 3 });
    // Open and not yet submitted first, then the newest start (ties: the newer plan).
    const order = (cards: TQuestionnaireCard[]) => cards.map((item) => item.asqPlanId);
    expect(order(reply.body.response.data)).toEqual([paused.id, open.id, future.id, finished.id, past.id]);

    const sent = await submit(open.id, validAnswers, me.token);
    expect(sent.status).toBe(200);
    const after = await api.get<TPage<TQuestionnaireCard>>(questionnairePaths.myPlans, { token: me.token });
    const card = after.body.response.data.find((item) => item.asqPlanId === open.id);
    expect(card).toMatchObject({ finish: 1, subjectId: sent.body.response.mySubjectCpId, joinCount: 1 });
    expect(order(after.body.response.data)).toEqual([paused.id, future.id, finished.id, past.id, open.id]);
    const lastPage = await api.get<TPage<TQuestionnaireCard>>(questionnairePaths.myPlans, {
      token: me.token,
      query: { pageNo: 3, pageSize: 2 },
    });
    expect(lastPage.body.response).toMatchObject({ totalNum: 5, totalPage: 3 });
    expect(lastPage.body.response.data).toEqual([
      expect.objectContaining({ asqPlanId: open.id, joinCount: 1 }),
    ]);
    expect((await api.get<number>(questionnairePaths.todoNum, { token: me.token })).body.response).toBe(0);
  });

  it('enforces the click rules on open and on submit: not started, paused, ended', async () => {
    const cases: [PlanOptions, string, string][] = [
      [{ window: 'future' }, '该问卷还未开始，暂时无法填写', 'This questionnaire has not started yet'],
      [
        { paused: true },
        '管理员已暂停该问卷回收，暂时无法填写',
        'The administrator has paused collection; it cannot be filled yet',
      ],
      [{ window: 'past' }, '该问卷已结束，无法填写', 'This questionnaire has ended'],
      [{ finished: true }, '该问卷已结束，无法填写', 'This questionnaire has ended'],
    ];
    for (const [options, zh, en] of cases) {
      const plan = await planFor(options);
      const opened = await join(plan.id);
      expect(opened.status).toBe(400);
      expect(opened.body.resMsg).toBe(zh);
      const sent = await api.post(
        questionnairePaths.submit,
        { subjectCpId: plan.id, questionList: validAnswers },
        { token: learner.token, lang: 'en' },
      );
      expect(sent.status).toBe(400);
      expect(sent.body.resMsg).toBe(en);
    }
  });

  it('autosaves a half-filled form; opening again brings the answers back', async () => {
    const plan = await planFor();
    const first = await join(plan.id);
    expect(first.status).toBe(200);
    expect(first.body.response.questionCpList.map((q) => q.answerUser)).toEqual(['', '', '', '', '']);
    const saved = await api.post(
      questionnairePaths.saveDraft,
      {
        asqPlanId: plan.id,
        questionList: [
          { questionId: 'q1', answerUser: 'A option 3' },
          { questionId: 'q2', answerUser: ['b2'] },
        ],
      },
      { token: learner.token },
    );
    expect(saved.status).toBe(200);
    const again = await join(plan.id);
    expect(again.body.response.mySubjectCpId).toBe(first.body.response.mySubjectCpId);
    expect(again.body.response.questionCpList.slice(0, 2).map((q) => q.answerUser)).toEqual(['a3', 'b2']);
  });

  it('enforces required questions, options and multiple-choice min and max on the server', async () => {
    const plan = await planFor();
    const without = (id: string) => validAnswers.filter((item) => item.questionId !== id);
    const replace = (id: string, answerUser: string) =>
      validAnswers.map((item) => (item.questionId === id ? { questionId: id, answerUser } : item));
    const cases: [typeof validAnswers, string][] = [
      [without('q1'), '必填题未填写'],
      [replace('q2', 'b1,b2,b3'), '选择的选项多于最多可选数'],
      [replace('q2', ''), '必填题未填写'],
      [replace('q1', 'zz'), '答案不是该题的选项'],
      [replace('q4', '9'), '答案不是该题的选项'],
      [[...validAnswers, { questionId: 'nope', answerUser: 'x' }], '问卷中没有该题'],
    ];
    for (const [answers, message] of cases) {
      const reply = await submit(plan.id, answers);
      expect(reply.status, message).toBe(400);
      expect(reply.body.resMsg).toBe(message);
    }
    const bad = await api.post(
      questionnairePaths.submit,
      { subjectCpId: 'x', questionList: [] },
      { token: learner.token },
    );
    expect(bad.status).toBe(400);
    const sheet = await queryRow(
      testApp.database.db,
      sql`select count(*)::int as n from questionnaire_answer_sheets where plan_id = ${plan.id} and submitted_at is not null`,
      { n: col.int },
    );
    expect(sheet?.n).toBe(0);
  });

  it('submits once: two tabs at once store one answer set and one event; a repeat changes nothing', async () => {
    const plan = await planFor();
    const [a, b] = await Promise.all([
      submit(plan.id),
      submit(
        plan.id,
        validAnswers.map((item) => (item.questionId === 'q3' ? { ...item, answerUser: 'other tab' } : item)),
      ),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.resMsg).toBe('问卷提交成功，感谢您的参与');
    expect([a.body.response.firstSubmit, b.body.response.firstSubmit].filter(Boolean)).toHaveLength(1);
    const counts = await queryRow(
      testApp.database.db,
      sql`select (select count(*) from questionnaire_answer_sheets where plan_id = ${plan.id})::int as sheets,
        (select count(*) from domain_events where type = ${questionnaireEvents.submitted} and subject_id = ${plan.id})::int as events`,
      { sheets: col.int, events: col.int },
    );
    expect(counts).toEqual({ sheets: 1, events: 1 });
    const stored = await api.get<TQuestionnairePaper>(questionnairePaths.viewAnswer, {
      token: learner.token,
      query: { subjectCpId: a.body.response.mySubjectCpId },
    });
    const text = stored.body.response.questionCpList.find((q) => q.questionId === 'q3')?.answerUser;
    const repeat = await submit(
      plan.id,
      validAnswers.map((item) => (item.questionId === 'q3' ? { ...item, answerUser: 'late' } : item)),
    );
    expect(repeat.status).toBe(200);
    expect(repeat.body.response.firstSubmit).toBe(false);
    const after = await api.get<TQuestionnairePaper>(questionnairePaths.viewAnswer, {
      token: learner.token,
      query: { subjectCpId: a.body.response.mySubjectCpId },
    });
    expect(after.body.response.questionCpList.find((q) => q.questionId === 'q3')?.answerUser).toBe(text);
    const draft = await api.post(
      questionnairePaths.saveDraft,
      { asqPlanId: plan.id, questionList: [{ questionId: 'q3', answerUser: 'sneaky' }] },
      { token: learner.token },
    );
    expect(draft.body.response).toEqual({ saved: false });
  });

  it('shows my submitted answers only: unsubmitted is refused, others and other tenants are 404', async () => {
    const plan = await planFor();
    const opened = await join(plan.id);
    const sheetId = opened.body.response.mySubjectCpId;
    const early = await api.get(questionnairePaths.viewAnswer, {
      token: learner.token,
      query: { subjectCpId: sheetId },
      lang: 'en',
    });
    expect(early.status).toBe(400);
    expect(early.body.resMsg).toBe('unsubmitted questionnaire cannot be viewed');
    // An optional matrix answered in one row only is kept as it is.
    await submit(
      plan.id,
      validAnswers.map((item) => (item.questionId === 'q5' ? { ...item, answerUser: 'm2,' } : item)),
    );
    const mine = await api.get<TQuestionnairePaper>(questionnairePaths.viewAnswer, {
      token: learner.token,
      query: { subjectCpId: sheetId },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.response.submitted).toBe(true);
    expect(mine.body.response.questionCpList[1]?.answerUser).toBe('b1,b3');
    expect(mine.body.response.questionCpList[4]?.answerUser).toBe('m2,');

    const other = await makeSignedInUser(testApp);
    expect(
      (await api.get(questionnairePaths.viewAnswer, { token: other.token, query: { subjectCpId: sheetId } }))
        .status,
    ).toBe(404);
    expect((await join(plan.id, other.token)).status).toBe(404);
    expect((await submit(plan.id, validAnswers, other.token)).status).toBe(404);

    const stranger = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const foreign = await api.get(questionnairePaths.join, {
      token: stranger.token,
      tenant: 'acme',
      query: { asqPlanId: plan.id },
    });
    expect(foreign.status).toBe(404);
    const everyone = await makePlan(testApp, { target: { type: 'all', id: 0 } });
    const cross = await api.get(questionnairePaths.join, {
      token: stranger.token,
      tenant: 'acme',
      query: { asqPlanId: everyone.id },
    });
    expect(cross.status).toBe(404);
  });
});
