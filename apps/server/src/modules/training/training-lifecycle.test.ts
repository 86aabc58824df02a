// Sign-up, status, assessment, certificates and verification through the real app (issue 11 acceptance).
import {
  type TCertificateVerification,
  type TPage,
  type TTrainCard,
  type TTrainDetail,
  type TTrainStudentRow,
  trainingPath,
  trainingPaths,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { enrol, makeCertificateTemplate, makeTraining } from './test-factories.ts';

const DAY = 86_400_000;

describe('training lifecycle', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let lecturer: Awaited<ReturnType<typeof makeSignedInUser>>;
  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    lecturer = await makeSignedInUser(testApp, { isLecturer: true });
  });
  afterAll(() => testApp.close());

  it('derives status 1/2/3 from the schedule', async () => {
    const now = Date.now();
    const learner = await makeSignedInUser(testApp);
    const made = [
      await makeTraining(testApp, { beginAt: now + DAY, endAt: now + 2 * DAY }),
      await makeTraining(testApp, { beginAt: now - DAY, endAt: now + DAY }),
      await makeTraining(testApp, { beginAt: now - 2 * DAY, endAt: now - DAY }),
    ];
    for (const training of made) await enrol(testApp, training, learner.user.id);
    const statuses = [];
    for (const training of made) {
      const reply = await api.get<TTrainDetail>(trainingPaths.detail, {
        token: learner.token,
        query: { trainId: training.id },
      });
      statuses.push(reply.body.response.status);
    }
    expect(statuses).toEqual([1, 2, 3]);
    const inProgress = await api.get<TPage<TTrainCard>>(trainingPaths.list, {
      token: learner.token,
      query: { mine: 1, status: 2 },
    });
    expect(inProgress.body.response.data.map((card) => card.id)).toEqual([made[1]?.id]);
  });

  it('signs up without review at once, and with review through UnderReview to SignedUp', async () => {
    const open = await makeTraining(testApp, { applyJoin: true });
    const reviewed = await makeTraining(testApp, {
      applyJoin: true,
      signUpReview: 'lecturer',
      headTeacherId: lecturer.user.id,
    });
    const learner = await makeSignedInUser(testApp);
    const state = (trainId: number) =>
      api
        .get<{ status: string }>(trainingPaths.trainState, { token: learner.token, query: { trainId } })
        .then((r) => r.body.response.status);
    expect(await state(open.id)).toBe('NotRegistered');
    const first = await api.post(trainingPaths.applyJoin, { trainId: open.id }, { token: learner.token });
    expect(first.status).toBe(200);
    await api.post(trainingPaths.applyJoin, { trainId: open.id }, { token: learner.token });
    expect(await state(open.id)).toBe('SignedUp');

    await api.post(trainingPaths.applyJoin, { trainId: reviewed.id }, { token: learner.token });
    expect(await state(reviewed.id)).toBe('UnderReview');
    const list = await api.get<TPage<{ signUpId: number }>>(trainingPaths.applyJoinList, {
      token: lecturer.token,
      query: { trainId: reviewed.id },
    });
    const signUpId = list.body.response.data[0]?.signUpId ?? 0;
    const agree = await api.put(
      trainingPaths.approveApplyJoin,
      { trainId: reviewed.id, signUpId, type: 'agree' },
      { token: lecturer.token },
    );
    expect(agree.status).toBe(200);
    expect(await state(reviewed.id)).toBe('SignedUp');
  });

  it('gives the last place to exactly one of two racing learners', async () => {
    const training = await makeTraining(testApp, { applyJoin: true, planSize: 1 });
    const [a, b] = [await makeSignedInUser(testApp), await makeSignedInUser(testApp)];
    const replies = await Promise.all(
      [a, b].map((who) => api.post(trainingPaths.applyJoin, { trainId: training.id }, { token: who.token })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
  });

  it('refuses a closed sign-up and hides a training from someone not in it', async () => {
    const closed = await makeTraining(testApp, {
      applyJoin: true,
      endAt: Date.now() - 1000,
      beginAt: Date.now() - DAY,
    });
    const hidden = await makeTraining(testApp);
    const learner = await makeSignedInUser(testApp);
    const refused = await api.post(
      trainingPaths.applyJoin,
      { trainId: closed.id },
      { token: learner.token, lang: 'en' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.resMsg).toMatch(/not open/);
    expect(
      (await api.get(trainingPaths.detail, { token: learner.token, query: { trainId: hidden.id } })).status,
    ).toBe(404);
    const bad = await api.get(trainingPaths.detail, {
      token: learner.token,
      query: { trainId: 'x' },
      lang: 'en',
    });
    expect(bad.status).toBe(400);
  });

  it('weighs the assessment against the pass line and issues a certificate once when granted twice at once', async () => {
    const template = await makeCertificateTemplate(testApp);
    const training = await makeTraining(testApp, {
      headTeacherId: lecturer.user.id,
      certificateTemplateId: template.id,
      weights: { attendance: 50, course: 0, exam: 0, homework: 0, lecturer: 50 },
      passScore: 60,
      sessions: [{ kind: 'offline' }],
    });
    const learner = await makeSignedInUser(testApp);
    await enrol(testApp, training, learner.user.id);
    const refused = await api.post(
      trainingPaths.grantCertificate,
      { trainId: training.id, stuIds: String(learner.user.id) },
      { token: lecturer.token },
    );
    expect(refused.status).toBe(409);
    await api.post(
      trainingPaths.manualScoring,
      { trainId: training.id, userId: learner.user.id, score: 100 },
      { token: lecturer.token },
    );
    const students = await api.get<TPage<TTrainStudentRow>>(trainingPaths.students, {
      token: lecturer.token,
      query: { trainId: training.id },
    });
    expect(students.body.response.data[0]).toMatchObject({ total: 50, passed: false });
    const sessionId = training.sessions[0]?.id ?? 0;
    await api.post(
      trainingPaths.manualSign,
      { sessionId, userId: learner.user.id, reason: 'present' },
      { token: lecturer.token },
    );
    const grants = await Promise.all(
      [1, 2].map(() =>
        api.post<{ count: number }>(
          trainingPaths.grantCertificate,
          { trainId: training.id, stuIds: String(learner.user.id) },
          { token: lecturer.token },
        ),
      ),
    );
    expect(grants.map((g) => g.status)).toEqual([200, 200]);
    expect(grants.map((g) => g.body.response.count).sort()).toEqual([0, 1]);
    const mine = await api.get<TPage<{ code: string; id: number }>>(trainingPaths.certificateList, {
      token: learner.token,
    });
    expect(mine.body.response.totalNum).toBe(1);
    const code = mine.body.response.data[0]?.code ?? '';

    const verify = () =>
      api.get<TCertificateVerification>(trainingPath(trainingPaths.verify, { code }), { tenant: 'learn' });
    const valid = await verify();
    expect(valid.body.response).toMatchObject({ valid: true, revoked: false });
    expect(valid.body.response.credentialJwt.split('.')).toHaveLength(3);
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: trainingPaths.certificatePdf,
      query: { id: String(mine.body.response.data[0]?.id) },
      headers: {
        authorization: 'Basic d2ViOndlYl9zZWNyZXQ=',
        'tenant-id': 'learn',
        accesstoken: `bearer ${learner.token}`,
      },
    });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    await api.post(
      trainingPaths.revokeCertificate,
      { trainId: training.id, stuIds: String(learner.user.id) },
      { token: lecturer.token },
    );
    expect((await verify()).body.response).toMatchObject({ valid: false, revoked: true });
    expect((await api.get(trainingPath(trainingPaths.verify, { code: 'nosuchcode123' }))).status).toBe(404);
  });

  it('shows the lecturer only their own trainings and keeps other tenants out', async () => {
    const mineTraining = await makeTraining(testApp, { headTeacherId: lecturer.user.id });
    const other = await makeSignedInUser(testApp, { isLecturer: true });
    const theirs = await api.get<TPage<{ id: number }>>(trainingPaths.lecturerList, { token: other.token });
    expect(theirs.body.response.data.map((row) => row.id)).not.toContain(mineTraining.id);
    const mineList = await api.get<TPage<{ id: number }>>(trainingPaths.lecturerList, {
      token: lecturer.token,
      query: { pageSize: 100 },
    });
    expect(mineList.body.response.data.map((row) => row.id)).toContain(mineTraining.id);
    expect(
      (
        await api.get(trainingPaths.lecturerDetail, {
          token: other.token,
          query: { trainId: mineTraining.id },
        })
      ).status,
    ).toBe(404);

    const tenant = await makeTenant(testApp);
    const outsider = await makeSignedInUser(testApp, { tenantId: tenant.id });
    const open = await makeTraining(testApp, { applyJoin: true });
    const list = await api.get<TPage<TTrainCard>>(trainingPaths.list, {
      token: outsider.token,
      tenant: tenant.id,
    });
    expect(list.body.response.data.map((card) => card.id)).not.toContain(open.id);
    expect(
      (
        await api.get(trainingPaths.detail, {
          token: outsider.token,
          tenant: tenant.id,
          query: { trainId: open.id },
        })
      ).status,
    ).toBe(404);
  });
});
