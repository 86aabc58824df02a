// My Task's training list and removal, the scoring import with its error file, evaluations, materials,
// leave, and the back-office editor's save with its audience (issue 11 §1, §2, §4, §6).
import {
  myTaskPaths,
  spreadsheetPaths,
  type TPage,
  type TTrainCard,
  type TTrainStudentRow,
  trainingAdminPaths,
  trainingPaths,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeUser } from '../../test/factories.ts';
import { downloadWorkbook, makeWorkbook, uploadWorkbook } from '../spreadsheet/test-factories.ts';
import { enrol, makeTraining } from './test-factories.ts';

describe('training in my study, scoring and authoring', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  it('lists my trainings in My Task and removes only self-signed ones with the SPEC message', async () => {
    const learner = await makeSignedInUser(testApp);
    const assigned = await makeTraining(testApp);
    await enrol(testApp, assigned, learner.user.id);
    const open = await makeTraining(testApp, { applyJoin: true });
    await api.post(trainingPaths.applyJoin, { trainId: open.id }, { token: learner.token });
    const list = await api.get<TPage<TTrainCard> & { todoNum: number }>(myTaskPaths.myCourseCatalog, {
      token: learner.token,
      query: { courseType: 1 },
    });
    expect(list.body.response.totalNum).toBe(2);
    expect(list.body.response.todoNum).toBe(2);
    const removable = Object.fromEntries(list.body.response.data.map((card) => [card.id, card.isRemove]));
    expect(removable).toEqual({ [assigned.id]: 0, [open.id]: 1 });
    const removed = await api.get(myTaskPaths.remove, {
      token: learner.token,
      lang: 'en',
      query: { ids: `${assigned.id},${open.id}`, type: 'train' },
    });
    expect(removed.body.resMsg).toBe('Removed 1 trainings from my learning');
    const after = await api.get<TPage<TTrainCard>>(myTaskPaths.myCourseCatalog, {
      token: learner.token,
      query: { courseType: 1 },
    });
    expect(after.body.response.data.map((card) => card.id)).toEqual([assigned.id]);
  });

  it('imports lecturer scores, refusing a bad row into the error file', async () => {
    const lecturer = await makeSignedInUser(testApp, { isLecturer: true });
    const training = await makeTraining(testApp, { headTeacherId: lecturer.user.id });
    const trainee = await makeUser(testApp);
    await enrol(testApp, training, trainee.id);
    const file = await makeWorkbook(
      ['培训编号', '学员账号', '评分'],
      [
        [training.id, trainee.account, 88],
        [training.id, 'nobody-here', 70],
      ],
    );
    const reply = await uploadWorkbook(testApp, trainingPaths.scoringImport, file, { token: lecturer.token });
    expect(reply.status).toBe(200);
    const result = reply.body.response as { successNum: number; failedNum: number; cacheKey: string };
    expect(result).toMatchObject({ successNum: 1, failedNum: 1 });
    const errors = await downloadWorkbook(testApp, spreadsheetPaths.errorFile, {
      token: lecturer.token,
      query: { cacheKey: result.cacheKey },
    });
    expect(errors.rows.flat().join(' ')).toContain('nobody-here');
    const students = await api.get<TPage<TTrainStudentRow>>(trainingPaths.students, {
      token: lecturer.token,
      query: { trainId: training.id },
    });
    expect(students.body.response.data[0]?.lecturerScore).toBe(88);
  });

  it('takes evaluations, materials and leave from trainees only', async () => {
    const training = await makeTraining(testApp, { applyJoin: true });
    const trainee = await makeSignedInUser(testApp);
    await enrol(testApp, training, trainee.user.id);
    const outsider = await makeSignedInUser(testApp);
    expect(
      (
        await api.post(
          trainingPaths.addEvaluate,
          { trainId: training.id, score: 5 },
          { token: outsider.token },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await api.post(
          trainingPaths.addEvaluate,
          { trainId: training.id, score: 9 },
          { token: trainee.token },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await api.post(
          trainingPaths.addEvaluate,
          { trainId: training.id, score: 4, comment: 'good' },
          { token: trainee.token },
        )
      ).status,
    ).toBe(200);
    const saved = await api.post<{ id: number }>(
      trainingPaths.saveFile,
      { trainId: training.id, fileName: 'report.pdf', fileUrl: '/f/report.pdf' },
      { token: trainee.token },
    );
    expect(
      (
        await api.get(trainingPaths.deleteSubmitFile, {
          token: outsider.token,
          query: { id: saved.body.response.id },
        })
      ).status,
    ).toBe(404);
    const files = await api.get<unknown[]>(trainingPaths.listSubmitFile, {
      token: trainee.token,
      query: { trainId: training.id },
    });
    expect(files.body.response).toHaveLength(1);
    const leave = await api.get(trainingPaths.leave, {
      token: trainee.token,
      query: { trainId: training.id, reason: 'Sick' },
    });
    expect(leave.status).toBe(200);
  });

  it('saves a training from the back office with its schedule and audience, audited', async () => {
    const admin = await makeSignedInUser(testApp, { roleId: 1 });
    const org = await makeOrgUnit(testApp);
    const member = await makeSignedInUser(testApp, { orgId: org.id });
    const now = Date.now();
    const saved = await api.post<{ id: number }>(
      trainingAdminPaths.train,
      {
        name: 'Authored training',
        trainWay: 2,
        beginTime: now,
        endTime: now + 86_400_000,
        sessions: [{ kind: 'offline', title: 'Day 1', startTime: now, endTime: now + 3_600_000 }],
        orgIds: [org.id],
      },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    const mine = await api.get<TPage<TTrainCard>>(trainingPaths.list, {
      token: member.token,
      query: { mine: 1 },
    });
    expect(mine.body.response.data.map((card) => card.id)).toContain(saved.body.response.id);
    const bad = await api.post(
      trainingAdminPaths.train,
      { name: '', trainWay: 9, beginTime: now, endTime: now - 1 },
      { token: admin.token, lang: 'en' },
    );
    expect(bad.status).toBe(400);
    const learner = await makeSignedInUser(testApp);
    expect((await api.post(trainingAdminPaths.train, { name: 'x' }, { token: learner.token })).status).toBe(
      403,
    );
  });
});
