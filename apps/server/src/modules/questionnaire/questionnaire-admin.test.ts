// The back office and lecturer side of questionnaires through the real app: templates (validation, copy,
// delete refused while arranged), arrangements (suspend shows the pause to learners, finish ends it),
// results with the response rate, and anonymous plans that never reveal who answered — not in the results,
// the respondent list or the Excel export.
import {
  questionnaireAdminPaths as P,
  questionnairePaths,
  type TPage,
  type TQuestionnairePlan,
  type TQuestionnaireResults,
} from '@elearning/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { makeBackOfficeUser, makePlan, sampleQuestions, validAnswers } from './test-factories.ts';

const HOUR = 3_600_000;

describe('questionnaire: back office and lecturer', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeSignedInUser>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeBackOfficeUser(testApp);
  });
  afterAll(() => testApp.close());

  const addTemplate = async (anonymous = false) => {
    const reply = await api.post<{ id: number }>(
      P.templateAdd,
      { name: 'After-training survey', remark: 'Tell us', anonymous, questions: sampleQuestions() },
      { token: admin.token },
    );
    expect(reply.status).toBe(200);
    return reply.body.response.id;
  };
  const addPlan = async (templateId: number, userIds: number[]) => {
    const reply = await api.post<{ id: number }>(
      P.planSave,
      {
        templateId,
        name: 'Survey plan',
        startTime: Date.now() - HOUR,
        endTime: Date.now() + HOUR,
        targets: userIds.map((id) => ({ targetType: 'user', targetId: id })),
      },
      { token: admin.token },
    );
    expect(reply.status).toBe(200);
    return reply.body.response.id;
  };

  it('refuses bad templates naming the field, keeps learners out, copies and protects arranged templates', async () => {
    const bad = await api.post(
      P.templateAdd,
      {
        name: '',
        questions: [
          {
            id: 'x',
            type: 'single_choice',
            content: 'Only one option',
            options: [{ id: 'a', content: 'A' }],
          },
        ],
      },
      { token: admin.token, lang: 'en' },
    );
    expect(bad.status).toBe(400);
    const learner = await makeSignedInUser(testApp);
    expect((await api.post(P.templateList, {}, { token: learner.token })).status).toBe(403);

    const id = await addTemplate();
    const copy = await api.get<{ id: number }>(P.templateCopy, { token: admin.token, query: { id } });
    expect(copy.status).toBe(200);
    const view = await api.get<{ name: string; questionNum: number }>(P.templateView, {
      token: admin.token,
      query: { id: copy.body.response.id },
    });
    expect(view.body.response).toMatchObject({ name: 'After-training survey-副本', questionNum: 5 });
    await addPlan(id, [learner.user.id]);
    const removal = await api.post(P.templateDelete, { ids: String(id) }, { token: admin.token });
    expect(removal.status).toBe(409);
    const removeCopy = await api.post(
      P.templateDelete,
      { ids: [copy.body.response.id] },
      { token: admin.token },
    );
    expect(removeCopy.status).toBe(200);

    const stranger = await makeBackOfficeUser(testApp, 'acme');
    expect(
      (await api.get(P.templateView, { token: stranger.token, tenant: 'acme', query: { id } })).status,
    ).toBe(404);
  });

  it('suspends (learners see the pause), resumes and finishes a plan', async () => {
    const learner = await makeSignedInUser(testApp);
    const planId = await addPlan(await addTemplate(), [learner.user.id]);
    expect((await api.put(P.planSuspend, { id: planId }, { token: admin.token })).status).toBe(200);
    const paused = await api.get(questionnairePaths.join, {
      token: learner.token,
      query: { asqPlanId: planId },
    });
    expect(paused.body.resMsg).toBe('管理员已暂停该问卷回收，暂时无法填写');
    await api.put(P.planStart, { id: planId }, { token: admin.token });
    expect(
      (await api.get(questionnairePaths.join, { token: learner.token, query: { asqPlanId: planId } })).status,
    ).toBe(200);
    await api.put(P.planFinish, { id: planId }, { token: admin.token });
    const ended = await api.get(questionnairePaths.join, {
      token: learner.token,
      query: { asqPlanId: planId },
    });
    expect(ended.body.resMsg).toBe('该问卷已结束，无法填写');
    expect((await api.put(P.planStart, { id: planId }, { token: admin.token })).status).toBe(409);
  });

  it('reports results and the response rate; an anonymous plan names nobody anywhere', async () => {
    const a = await makeSignedInUser(testApp, { name: 'Alice Anon' });
    const b = await makeSignedInUser(testApp, { name: 'Bob Anon' });
    const c = await makeSignedInUser(testApp);
    const planId = await addPlan(await addTemplate(true), [a.user.id, b.user.id, c.user.id]);
    for (const person of [a, b])
      await api.post(
        questionnairePaths.submit,
        { subjectCpId: planId, questionList: validAnswers },
        { token: person.token },
      );

    const list = await api.post<TPage<TQuestionnairePlan>>(
      P.planList,
      { pageNo: 1, pageSize: 10 },
      { token: admin.token },
    );
    const plan = list.body.response.data.find((item) => item.id === planId);
    expect(plan).toMatchObject({ totalNum: 3, joinCount: 2, responseRate: 66.7, anonymous: true });

    const results = await api.get<TQuestionnaireResults>(P.planDetailQuestion, {
      token: admin.token,
      query: { id: planId },
    });
    const [single, multi, short, rating, matrix] = results.body.response.questions;
    expect(single?.options.map((o) => o.count)).toEqual([0, 2, 0]);
    expect(multi?.options.map((o) => o.count)).toEqual([2, 0, 2, 0]);
    expect(short?.texts).toEqual([
      { text: 'Well done', userName: null },
      { text: 'Well done', userName: null },
    ]);
    expect(rating?.ratingMean).toBe(4);
    expect(matrix?.rows[1]?.options.map((o) => o.count)).toEqual([0, 0, 2]);
    // The chart and table label a matrix with words, not option ids.
    expect(matrix?.rows.map((row) => row.content)).toEqual(['Content', 'Lecturer']);
    expect(matrix?.rows[1]?.options.map((o) => o.content)).toEqual([
      'M option 1',
      'M option 2',
      'M option 3',
    ]);
    const body = JSON.stringify(results.body);
    expect(body).not.toContain('Alice');
    // No field carries a respondent's id (matching the bare number would also hit a question or option id
    // that happens to be equal).
    expect(body).not.toMatch(/"user_?[iI]d":\s*\d/);

    const students = await api.get<{ anonymous: boolean; data: unknown[] }>(P.planDetailStudents, {
      token: admin.token,
      query: { id: planId },
    });
    expect(students.body.response).toMatchObject({ anonymous: true, data: [] });

    const file = await testApp.app.inject({
      method: 'GET',
      url: `${P.planExport}?id=${planId}`,
      headers: {
        authorization: 'Basic d2ViOndlYl9zZWNyZXQ=',
        'tenant-id': 'learn',
        accesstoken: `bearer ${admin.token}`,
      },
    });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const cells = JSON.stringify(workbook.worksheets[0]?.getSheetValues());
    expect(cells).toContain('A option 2');
    expect(cells).not.toContain('Alice');
    expect(cells).not.toContain('Bob');
  });

  const exportCells = async (planId: number) => {
    const file = await testApp.app.inject({
      method: 'GET',
      url: `${P.planExport}?id=${planId}`,
      headers: {
        authorization: 'Basic d2ViOndlYl9zZWNyZXQ=',
        'tenant-id': 'learn',
        accesstoken: `bearer ${admin.token}`,
      },
    });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? '')));
    });
    return rows;
  };
  const editTemplate = (id: number, anonymous: boolean, lang: 'zh-CN' | 'en' = 'zh-CN') =>
    api.post(
      P.templateEdit,
      { id, name: 'After-training survey', remark: 'Tell us', anonymous, questions: sampleQuestions() },
      { token: admin.token, lang },
    );

  it('keeps an answered plan anonymous when its template turns named and the plan is saved again', async () => {
    const learner = await makeSignedInUser(testApp, { name: 'Hidden Person' });
    const templateId = await addTemplate(true);
    const planId = await addPlan(templateId, [learner.user.id]);
    // Nobody has answered yet: the template may still change its flag.
    expect((await editTemplate(templateId, false)).status).toBe(200);
    const sent = await api.post<{ mySubjectCpId: number }>(
      questionnairePaths.submit,
      { subjectCpId: planId, questionList: validAnswers },
      { token: learner.token },
    );
    expect(sent.status).toBe(200);
    const resave = await api.post(
      P.planUpdate,
      {
        id: planId,
        templateId,
        name: 'Survey plan, longer window',
        startTime: Date.now() - HOUR,
        endTime: Date.now() + 5 * HOUR,
        targets: [{ targetType: 'user', targetId: learner.user.id }],
      },
      { token: admin.token },
    );
    expect(resave.status).toBe(200);

    const view = await api.get<TQuestionnairePlan>(P.planView, { token: admin.token, query: { id: planId } });
    expect(view.body.response).toMatchObject({ anonymous: true, name: 'Survey plan, longer window' });
    const results = await api.get<TQuestionnaireResults>(P.planDetailQuestion, {
      token: admin.token,
      query: { id: planId },
    });
    expect(results.body.response.questions[2]?.texts).toEqual([{ text: 'Well done', userName: null }]);
    expect(JSON.stringify(results.body)).not.toContain('Hidden Person');
    const students = await api.get<{ anonymous: boolean; data: unknown[] }>(P.planDetailStudents, {
      token: admin.token,
      query: { id: planId },
    });
    expect(students.body.response).toMatchObject({ anonymous: true, data: [] });
    const sheet = await api.get(questionnairePaths.viewAnswer, {
      token: admin.token,
      query: { subjectCpId: sent.body.response.mySubjectCpId },
    });
    expect(sheet.status).toBe(404);
    const cells = JSON.stringify(await exportCells(planId));
    expect(cells).toContain('A option 2');
    expect(cells).not.toContain('Hidden Person');
  });

  it('refuses to change the anonymity of a template whose plan holds answers, even a draft', async () => {
    const learner = await makeSignedInUser(testApp);
    const templateId = await addTemplate(true);
    const planId = await addPlan(templateId, [learner.user.id]);
    const draft = await api.post(
      questionnairePaths.saveDraft,
      { asqPlanId: planId, questionList: [{ questionId: 'q3', answerUser: 'Half way' }] },
      { token: learner.token },
    );
    expect(draft.status).toBe(200);
    const zh = await editTemplate(templateId, false);
    expect(zh.status).toBe(409);
    expect(zh.body.resMsg).toBe('已有人作答的问卷安排使用该模板，不能修改匿名设置；如需修改请复制模板');
    const en = await editTemplate(templateId, false, 'en');
    expect(en.body.resMsg).toContain('its anonymity cannot change');
    const template = await api.get<{ anonymous: boolean }>(P.templateView, {
      token: admin.token,
      query: { id: templateId },
    });
    expect(template.body.response.anonymous).toBe(true);
    // Other edits of the template stay possible; the plan stays anonymous.
    expect((await editTemplate(templateId, true)).status).toBe(200);
    const view = await api.get<TQuestionnairePlan>(P.planView, { token: admin.token, query: { id: planId } });
    expect(view.body.response.anonymous).toBe(true);
  });

  it('exports an anonymous plan without submit times, in a stable order that is not the submit order', async () => {
    const people = await Promise.all([1, 2, 3].map(() => makeSignedInUser(testApp)));
    const planId = await addPlan(
      await addTemplate(true),
      people.map((person) => person.user.id),
    );
    // Submitted in the order a3, a1, a2 (single choice q1).
    for (const [index, choice] of ['a3', 'a1', 'a2'].entries()) {
      const person = people[index];
      if (!person) throw new Error('no person');
      const reply = await api.post(
        questionnairePaths.submit,
        {
          subjectCpId: planId,
          questionList: validAnswers.map((answer) =>
            answer.questionId === 'q1'
              ? { ...answer, answerUser: choice }
              : answer.questionId === 'q3'
                ? { ...answer, answerUser: `Text ${choice}` }
                : answer,
          ),
        },
        { token: person.token },
      );
      expect(reply.status).toBe(200);
    }
    const rows = await exportCells(planId);
    expect(rows[0]?.[0]).toBe('1. How was it?');
    expect(rows[0]).not.toContain('提交时间');
    expect(rows.slice(1).map((row) => row[0])).toEqual(['A option 1', 'A option 2', 'A option 3']);
    expect(JSON.stringify(rows)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await exportCells(planId)).toEqual(rows);
    const results = await api.get<TQuestionnaireResults>(P.planDetailQuestion, {
      token: admin.token,
      query: { id: planId },
    });
    expect(results.body.response.questions[2]?.texts.map((t) => t.text)).toEqual([
      'Text a1',
      'Text a2',
      'Text a3',
    ]);
  });

  it('names respondents of a named plan, and shows a lecturer the results of plans they arranged', async () => {
    const lecturer = await makeSignedInUser(testApp, { isLecturer: true });
    const learner = await makeSignedInUser(testApp, { name: 'Named Person' });
    const planId = await addPlan(await addTemplate(false), [learner.user.id]);
    await api.post(
      questionnairePaths.submit,
      { subjectCpId: planId, questionList: validAnswers },
      { token: learner.token },
    );
    const students = await api.get<{ data: { userName: string }[] }>(P.planDetailStudents, {
      token: admin.token,
      query: { id: planId },
    });
    expect(students.body.response.data.map((row) => row.userName)).toEqual(['Named Person']);

    // Not the lecturer's plan: not found for them; the admin who arranged it sees it only in the back office.
    const foreign = await api.get(questionnairePaths.lecturerResults, {
      token: lecturer.token,
      query: { id: planId },
    });
    expect(foreign.status).toBe(404);
    const own = await makePlan(testApp, {
      creatorId: lecturer.user.id,
      target: { type: 'user', id: learner.user.id },
    });
    await api.post(
      questionnairePaths.submit,
      { subjectCpId: own.id, questionList: validAnswers },
      { token: learner.token },
    );
    const mine = await api.get<TPage<TQuestionnairePlan>>(questionnairePaths.lecturerPlans, {
      token: lecturer.token,
    });
    expect(mine.body.response.data.map((plan) => plan.id)).toEqual([own.id]);
    const results = await api.get<TQuestionnaireResults>(questionnairePaths.lecturerResults, {
      token: lecturer.token,
      query: { id: own.id },
    });
    expect(results.body.response.plan).toMatchObject({ joinCount: 1, totalNum: 1, responseRate: 100 });
    expect(results.body.response.questions[0]?.options[1]?.count).toBe(1);
    expect((await api.get(questionnairePaths.lecturerPlans, { token: learner.token })).status).toBe(403);
  });
});
