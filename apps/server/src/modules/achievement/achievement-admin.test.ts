// Back-office points through the real app: the tenant's rules (defaults, edit, stop, one rule per source),
// manual adjustments with a reason (a retried submit changes nothing twice, a deduction never overdraws),
// the learners' points and ledgers, another tenant's learner as a 404 and a learner without the code as 403.
import {
  achievementPrivilegeCodes as C,
  achievementAdminPaths as P,
  PointsSource,
  type TPage,
  type TPointsRuleRow,
  type TScoreEntry,
  type TUserPointsRow,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant, makeUser } from '../../test/factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { balanceOf } from './ledger-service.ts';
import { courseCompleted, deliverEvent } from './test-factories.ts';

describe('achievement: back office', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeBackOfficeUser>>;
  let tenantId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    tenantId = (await makeTenant(testApp)).id;
    admin = await makeBackOfficeUser(testApp, { tenantId, codes: Object.values(C) });
  });
  afterAll(() => testApp.close());

  const post = <T>(path: string, body: Record<string, unknown> = {}, token = admin.token) =>
    api.post<T>(path, body, { token, tenant: tenantId });

  it('starts from the default rules, edits one, stops it, and refuses a second rule for a source', async () => {
    const rules = await post<TPointsRuleRow[]>(P.listRules);
    expect(rules.status).toBe(200);
    const course = rules.body.response.find((rule) => rule.sys_rule_id_str === PointsSource.course);
    const login = rules.body.response.find((rule) => rule.sys_rule_id_str === PointsSource.login);
    expect(login).toMatchObject({ score: 1, day_limit: 1, status: 1 });
    if (!course) throw new Error('no course rule');
    const edit = {
      id: course.id,
      stuName: '课程积分',
      sysRuleId: 'course',
      score: 8,
      dayLimit: 0,
      ruleState: 'x',
    };
    expect((await post(P.editRule, edit)).status).toBe(200);
    const learner = await makeUser(testApp, { tenantId });
    await deliverEvent(testApp, courseCompleted(learner.id, 1, tenantId));
    expect(await balanceOf(testApp.database.db, tenantId, learner.id)).toBe(8);

    expect((await post(P.toggleRules, { ids: String(course.id), status: 0 })).status).toBe(200);
    await deliverEvent(testApp, courseCompleted(learner.id, 2, tenantId));
    expect(await balanceOf(testApp.database.db, tenantId, learner.id)).toBe(8);

    const again = await post(P.addRule, { stuName: '又一个', sysRuleId: 'course', score: 1, dayLimit: 0 });
    expect(again.status).toBe(409);
    const bad = await post<unknown>(P.addRule, { stuName: '', sysRuleId: 'nope', score: -1 });
    expect(bad.status).toBe(400);
  });

  it('adjusts a learner’s points with a reason, once per request, never below zero', async () => {
    const learner = await makeUser(testApp, { tenantId });
    const grant = { userId: learner.id, score: 20, remark: 'quiz winner', requestId: 'r1' };
    expect((await post(P.adjust, grant)).status).toBe(200);
    expect((await post(P.adjust, grant)).status).toBe(200);
    expect(await balanceOf(testApp.database.db, tenantId, learner.id)).toBe(20);
    const overdraw = await post(P.adjust, { userId: learner.id, score: -21, remark: 'fix', requestId: 'r2' });
    expect(overdraw.status).toBe(409);
    expect(
      (await post(P.adjust, { userId: learner.id, score: -5, remark: 'fix', requestId: 'r3' })).status,
    ).toBe(200);
    expect((await post(P.adjust, { userId: learner.id, score: 5 })).status).toBe(400);

    const ledger = await post<TPage<TScoreEntry>>(P.details, { userId: learner.id });
    expect(ledger.body.response.data.map((entry) => entry.score)).toEqual([-5, 20]);
    expect(ledger.body.response.data[1]?.remark).toContain('quiz winner');
    const users = await post<TPage<TUserPointsRow>>(P.details, { likeQuery: learner.name });
    expect(users.body.response.data[0]).toMatchObject({ userId: learner.id, totalScore: 20, balance: 15 });
  });

  it('keeps other tenants’ learners and learners without the code out', async () => {
    const stranger = await makeUser(testApp);
    const reply = await post(P.adjust, { userId: stranger.id, score: 5, remark: 'x' });
    expect(reply.status).toBe(404);
    expect((await post(P.details, { userId: stranger.id })).status).toBe(404);
    const learner = await makeSignedInUser(testApp, { tenantId });
    expect((await post(P.listRules, {}, learner.token)).status).toBe(403);
  });
});
