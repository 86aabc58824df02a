// What the training forms change once approved, through the real app: an approved purchase signs the
// applicant (not the approver) up to the training, and an approved leave is the applicant's leave, agreed by
// the final approver. Rejected, neither changes anything.
import { ApprovalForm, approvalPaths as P } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRows } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser } from '../../test/factories.ts';
import { enrol, makeTraining } from '../training/test-factories.ts';
import { makeProcess, step } from './test-factories.ts';

type Person = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('approval effects of the training forms', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let applicant: Person;
  let approver: Person;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    applicant = await makeSignedInUser(testApp);
    approver = await makeSignedInUser(testApp);
    for (const form of [ApprovalForm.buyTrain, ApprovalForm.trainingLeave])
      await makeProcess(testApp, form, [step({ approverKind: 'user', approverIds: [approver.user.id] })]);
  });
  afterAll(() => testApp.close());

  const submit = async (path: string, form: Record<string, unknown>) => {
    const reply = await api.post<{ apprNo: number }>(path, form, { token: applicant.token });
    expect(reply.status).toBe(200);
    return reply.body.response.apprNo;
  };
  const decide = (path: string, apprNo: number) =>
    api.post(path, { processInstanceId: apprNo, comment: 'checked' }, { token: approver.token });
  const trainees = (trainingId: number) =>
    queryRows(
      testApp.database.db,
      sql`select user_id, state, source from training_trainees where training_id = ${trainingId} order by user_id`,
      { user_id: col.int, state: col.text, source: col.text },
    );
  const leaves = (trainingId: number) =>
    queryRows(
      testApp.database.db,
      sql`select user_id, state, reviewed_by from training_leaves where training_id = ${trainingId}`,
      { user_id: col.int, state: col.text, reviewed_by: col.intOrNull },
    );

  it('signs the applicant up once the purchase is approved, and nobody when it is rejected', async () => {
    const training = await makeTraining(testApp, { applyJoin: true });
    const rejected = await submit(P.buyAdd, { trainId: training.id, cost: 12_000, reason: 'Needed for Q3' });
    expect((await decide(P.reject, rejected)).status).toBe(200);
    expect(await trainees(training.id)).toEqual([]);

    const apprNo = await submit(P.buyAdd, { trainId: training.id, cost: 12_000, reason: 'Needed for Q3' });
    expect(await trainees(training.id)).toEqual([]);
    expect((await decide(P.pass, apprNo)).status).toBe(200);
    expect(await trainees(training.id)).toEqual([
      { user_id: applicant.user.id, state: 'signed_up', source: 'apply' },
    ]);
  });

  it("records an approved leave as the applicant's, agreed by the approver", async () => {
    const training = await makeTraining(testApp, { sessions: [{ kind: 'offline' }] });
    await enrol(testApp, training, applicant.user.id);
    const sessionId = training.sessions[0]?.id;
    const apprNo = await submit(P.trainLeaveAdd, {
      trainId: training.id,
      sessionId,
      reason: 'Customer visit',
    });
    expect(await leaves(training.id)).toEqual([]);
    expect((await decide(P.pass, apprNo)).status).toBe(200);
    expect(await leaves(training.id)).toEqual([
      { user_id: applicant.user.id, state: 'approved', reviewed_by: approver.user.id },
    ]);
  });
});
