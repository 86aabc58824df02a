// Approval flows through the real app: a two-step flow (the applicant's org-unit leader, then two
// approvers who must both pass), an approver not on the current step refused, reject with reason,
// withdraw, return for information and resubmit, urge limited to once an hour, and other tenants kept out.
import {
  ApprovalForm,
  ApprovalStatus,
  approvalPaths as P,
  type TApprovalDetail,
  type TApprovalRecord,
  type TApprovalRow,
  type TPage,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRow } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { approvalClock } from './clock.ts';
import { makeProcess, makeUnitWithLeader, step } from './test-factories.ts';

type Person = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('approval flows', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let leader: Person;
  let applicant: Person;
  let second: Person;
  let third: Person;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    ({ leader, applicant } = await makeUnitWithLeader(testApp));
    second = await makeSignedInUser(testApp);
    third = await makeSignedInUser(testApp);
    await makeProcess(testApp, ApprovalForm.lecturerCertification, [
      step({ name: 'Leader', approverKind: 'orgLeader', level: 1 }),
      step({
        name: 'Panel',
        approverKind: 'user',
        approverIds: [second.user.id, third.user.id],
        mode: 'all',
      }),
    ]);
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    approvalClock.now = () => Date.now();
  });

  const apply = async (who: Person = applicant) => {
    const reply = await api.post<{ apprNo: number }>(
      P.lecturerAdd,
      { reason: 'I teach Excel', level: 'L2' },
      { token: who.token },
    );
    expect(reply.status).toBe(200);
    return reply.body.response.apprNo;
  };
  const detail = async (who: Person, apprNo: number) =>
    api.get<TApprovalDetail>(P.detail, { token: who.token, query: { apprNo } });
  const act = (path: string, who: Person, apprNo: number, comment = 'ok') =>
    api.post(path, { processInstanceId: apprNo, comment }, { token: who.token });
  const isLecturer = async (userId: number) =>
    (
      await queryRow(
        testApp.database.db,
        sql`select is_teacher from user_identities where user_id = ${userId}`,
        { is_teacher: col.bool },
      )
    )?.is_teacher;

  it('runs a leader step and an all-must-approve step, then makes the applicant a lecturer', async () => {
    const apprNo = await apply();
    const waiting = await api.get<TPage<TApprovalRow>>(P.waitList, { token: leader.token });
    expect(waiting.body.response.data.map((row) => row.apprNo)).toContain(apprNo);
    const row = waiting.body.response.data.find((r) => r.apprNo === apprNo);
    expect(row?.status).toBe(ApprovalStatus.pending);
    expect(row?.userName).toBeTruthy();

    expect((await act(P.pass, second, apprNo)).status).toBe(403);
    expect((await act(P.pass, leader, apprNo, 'fine by me')).status).toBe(200);
    expect((await act(P.pass, leader, apprNo)).status).toBe(403);

    expect((await act(P.pass, second, apprNo)).status).toBe(200);
    expect((await detail(applicant, apprNo)).body.response.status).toBe(ApprovalStatus.pending);
    expect(await isLecturer(applicant.user.id)).toBe(false);

    expect((await act(P.pass, third, apprNo)).status).toBe(200);
    const done = (await detail(applicant, apprNo)).body.response;
    expect(done.status).toBe(ApprovalStatus.approved);
    expect(done.completeTime).not.toBeNull();
    expect(await isLecturer(applicant.user.id)).toBe(true);

    const records = await api.get<TApprovalRecord[]>(P.record, { token: applicant.token, query: { apprNo } });
    expect(records.body.response.map((r) => r.action)).toEqual(['submit', 'pass', 'pass', 'pass']);
    expect(records.body.response[1]?.comment).toBe('fine by me');
    expect(records.body.response[1]?.stepName).toBe('Leader');
    expect(records.body.response.every((r) => r.createTime > 0)).toBe(true);

    const has = await api.get<TPage<TApprovalRow>>(P.hasList, { token: leader.token });
    expect(has.body.response.data.map((r) => r.apprNo)).toContain(apprNo);
    const mine = await api.get<TPage<TApprovalRow>>(P.myList, {
      token: applicant.token,
      query: { status: 'Pass' },
    });
    expect(mine.body.response.data.map((r) => r.apprNo)).toContain(apprNo);
  });

  it('rejects with a required reason and nothing takes effect', async () => {
    const other = await makeUnitWithLeader(testApp);
    const apprNo = await apply(other.applicant);
    const noReason = await act(P.reject, other.leader, apprNo, '');
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('comment');
    expect((await act(P.reject, other.leader, apprNo, 'Not yet')).status).toBe(200);
    expect((await detail(other.applicant, apprNo)).body.response.status).toBe(ApprovalStatus.rejected);
    expect((await act(P.pass, other.leader, apprNo)).status).toBe(409);
    expect(await isLecturer(other.applicant.user.id)).toBe(false);
  });

  it('lets only the applicant withdraw', async () => {
    const other = await makeUnitWithLeader(testApp);
    const apprNo = await apply(other.applicant);
    expect(
      (await api.post(P.cancel, { processInstanceId: apprNo }, { token: other.leader.token })).status,
    ).toBe(403);
    expect(
      (await api.post(P.cancel, { processInstanceId: apprNo }, { token: other.applicant.token })).status,
    ).toBe(200);
    expect(
      (await api.post(P.cancel, { processInstanceId: apprNo }, { token: other.applicant.token })).status,
    ).toBe(200);
    expect((await detail(other.applicant, apprNo)).body.response.status).toBe(ApprovalStatus.withdrawn);
    expect((await act(P.pass, other.leader, apprNo)).status).toBe(409);
  });

  it('returns for information, takes the completed form and starts again', async () => {
    const other = await makeUnitWithLeader(testApp);
    const apprNo = await apply(other.applicant);
    expect((await act(P.overrule, other.leader, apprNo, 'Add your level')).status).toBe(200);
    const returned = (await detail(other.applicant, apprNo)).body.response;
    expect(returned.status).toBe(ApprovalStatus.returned);
    expect(returned.canResubmit).toBe(true);
    const bad = await api.put(P.form, { apprNo, formData: { reason: '' } }, { token: other.applicant.token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('reason');
    expect((await detail(other.applicant, apprNo)).body.response.status).toBe(ApprovalStatus.returned);
    const again = await api.put(
      P.form,
      { apprNo, formData: { reason: 'I teach Excel', level: 'L3' } },
      { token: other.applicant.token },
    );
    expect(again.status).toBe(200);
    const resubmitted = (await detail(other.applicant, apprNo)).body.response;
    expect(resubmitted.status).toBe(ApprovalStatus.pending);
    expect(resubmitted.formData.level).toBe('L3');
    expect((await act(P.pass, other.leader, apprNo)).status).toBe(200);
    expect((await act(P.pass, second, apprNo)).status).toBe(200);
    expect((await act(P.pass, third, apprNo)).status).toBe(200);
    expect((await detail(other.applicant, apprNo)).body.response.status).toBe(ApprovalStatus.approved);
    const records = await api.get<TApprovalRecord[]>(P.record, {
      token: other.applicant.token,
      query: { apprNo },
    });
    expect(records.body.response.map((r) => r.action)).toEqual([
      'submit',
      'return',
      'resubmit',
      'pass',
      'pass',
      'pass',
    ]);
  });

  it('urges at most once an hour and tells the current approvers', async () => {
    const other = await makeUnitWithLeader(testApp);
    const apprNo = await apply(other.applicant);
    const start = Date.now();
    approvalClock.now = () => start;
    const urge = () =>
      api.post(P.urge, { apprNo, processInstanceId: apprNo }, { token: other.applicant.token });
    expect((await urge()).status).toBe(200);
    expect((await urge()).status).toBe(429);
    approvalClock.now = () => start + 59 * 60_000;
    expect((await urge()).status).toBe(429);
    approvalClock.now = () => start + 61 * 60_000;
    expect((await urge()).status).toBe(200);
    const told = await queryRow(
      testApp.database.db,
      sql`select count(*)::int as n from notifications where user_id = ${other.leader.user.id} and type = 'approval'`,
      { n: col.int },
    );
    expect(told?.n).toBe(3);
    expect((await api.post(P.urge, { apprNo }, { token: other.leader.token })).status).toBe(403);
  });

  it('keeps other people and other tenants out', async () => {
    const apprNo = await apply();
    const stranger = await makeSignedInUser(testApp);
    expect((await detail(stranger, apprNo)).status).toBe(404);
    expect((await api.get(P.record, { token: stranger.token, query: { apprNo } })).status).toBe(404);
    expect((await act(P.pass, stranger, apprNo)).status).toBe(404);
    const tenant = await makeTenant(testApp);
    const outsider = await makeSignedInUser(testApp, { tenantId: tenant.id });
    const reply = await api.get(P.detail, { token: outsider.token, tenant: tenant.id, query: { apprNo } });
    expect(reply.status).toBe(404);
    for (const path of [P.waitList, P.myList, P.hasList, P.ccList]) {
      const list = await api.get<TPage<TApprovalRow>>(path, { token: outsider.token, tenant: tenant.id });
      expect(list.body.response.data).toEqual([]);
    }
  });

  it('refuses a form without a released process and names bad fields', async () => {
    const reply = await api.post(
      P.trainingNeedsAdd,
      { trainName: 'Excel', reason: 'x' },
      { token: applicant.token },
    );
    expect(reply.status).toBe(409);
    const bad = await api.post(P.lecturerAdd, { reason: '' }, { token: applicant.token, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('reason');
  });
});
