// One respondent's answer sheet (`asq/center/viewAnswer?subjectCpId=`): the learner reads their own; the back
// office reads another person's only with the results privilege and never of an anonymous plan (the
// respondent list then carries no sheet id either); another learner or another tenant gets a 404. And the
// plan's shared address (saveAsqUrl).
import {
  questionnaireAdminPaths as P,
  questionnairePaths,
  type TQuestionnairePaper,
  type TQuestionnairePlan,
  type TQuestionnaireRespondent,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { makeBackOfficeUser, makePlan, validAnswers } from './test-factories.ts';

describe("questionnaire: one respondent's sheet", () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  async function answered(anonymous: boolean) {
    const learner = await makeSignedInUser(testApp, { name: 'Sheet Owner' });
    const plan = await makePlan(testApp, { anonymous, target: { type: 'user', id: learner.user.id } });
    const sent = await api.post<{ mySubjectCpId: number }>(
      questionnairePaths.submit,
      { subjectCpId: plan.id, questionList: validAnswers },
      { token: learner.token },
    );
    expect(sent.status).toBe(200);
    return { learner, plan, sheetId: sent.body.response.mySubjectCpId };
  }

  it('lets the back office read a named respondent, not an anonymous one', async () => {
    const admin = await makeBackOfficeUser(testApp);
    const named = await answered(false);
    const list = await api.get<{ data: TQuestionnaireRespondent[] }>(P.planDetailStudents, {
      token: admin.token,
      query: { id: named.plan.id },
    });
    expect(list.body.response.data.map((row) => row.subjectCpId)).toEqual([named.sheetId]);
    const sheet = await api.get<TQuestionnairePaper>(questionnairePaths.viewAnswer, {
      token: admin.token,
      query: { subjectCpId: named.sheetId },
    });
    expect(sheet.status).toBe(200);
    expect(sheet.body.response.respondent).toBe('Sheet Owner');
    expect(sheet.body.response.questionCpList.length).toBeGreaterThan(0);
    const own = await api.get<TQuestionnairePaper>(questionnairePaths.viewAnswer, {
      token: named.learner.token,
      query: { subjectCpId: named.sheetId },
    });
    expect(own.body.response.respondent).toBeNull();

    const hidden = await answered(true);
    expect(
      (
        await api.get(questionnairePaths.viewAnswer, {
          token: admin.token,
          query: { subjectCpId: hidden.sheetId },
        })
      ).status,
    ).toBe(404);
  });

  it('keeps other learners and other tenants out', async () => {
    const named = await answered(false);
    const other = await makeSignedInUser(testApp);
    expect(
      (
        await api.get(questionnairePaths.viewAnswer, {
          token: other.token,
          query: { subjectCpId: named.sheetId },
        })
      ).status,
    ).toBe(404);
    const stranger = await makeBackOfficeUser(testApp, 'acme');
    expect(
      (
        await api.get(questionnairePaths.viewAnswer, {
          token: stranger.token,
          tenant: 'acme',
          query: { subjectCpId: named.sheetId },
        })
      ).status,
    ).toBe(404);
  });

  it('keeps the shared address of a plan (saveAsqUrl), naming a bad one', async () => {
    const admin = await makeBackOfficeUser(testApp);
    const plan = await makePlan(testApp, { target: { type: 'all', id: 0 } });
    const url = `/questionnaire/preview?id=${plan.id}`;
    const saved = await api.put(P.planSaveUrl, { id: plan.id, asqUrl: url }, { token: admin.token });
    expect(saved.status).toBe(200);
    const view = await api.get<TQuestionnairePlan>(P.planView, {
      token: admin.token,
      query: { id: plan.id },
    });
    expect(view.body.response.asqUrl).toBe(url);
    const bad = await api.put<unknown>(
      P.planSaveUrl,
      { id: plan.id, asqUrl: 'javascript:alert(1)' },
      { token: admin.token },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('asqUrl');
    const learner = await makeSignedInUser(testApp);
    expect(
      (await api.put(P.planSaveUrl, { id: plan.id, asqUrl: url }, { token: learner.token })).status,
    ).toBe(403);
  });
});
