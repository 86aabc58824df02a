// Training agreements made in the back office at the original agreement paths, the training report export,
// and the training figures the report module counts through the training's registered counters.
import { reportPaths, type TPage, trainingAdminPaths, trainingPaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { makeReportViewer } from '../report/test-factories.ts';
import { downloadWorkbook } from '../spreadsheet/test-factories.ts';
import { enrol, makeTraining } from './test-factories.ts';

const YEAR_2030 = Date.UTC(2030, 0, 1);

describe('training agreements, report export and report figures', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeSignedInUser(testApp, { roleId: 1 });
  });
  afterAll(() => testApp.close());

  it('makes an agreement for every trainee, lists it, changes dates and deletes it', async () => {
    const training = await makeTraining(testApp);
    const people = [await makeSignedInUser(testApp), await makeSignedInUser(testApp)];
    for (const person of people) await enrol(testApp, training, person.user.id);
    const empty = await makeTraining(testApp);
    const none = await api.post(
      trainingAdminPaths.agreementSave,
      { trainId: empty.id, name: 'Empty', agreementStartTime: YEAR_2030 },
      { token: admin.token, lang: 'en' },
    );
    expect(none.status).toBe(409);
    const preview = await api.get<{ peopleNum: number; page: TPage<{ agreementEndTime: number }> }>(
      trainingAdminPaths.agreementUsers,
      { token: admin.token, query: { trainId: training.id, agreementStartTime: YEAR_2030, serviceYear: 2 } },
    );
    expect(preview.body.response.peopleNum).toBe(2);
    expect(preview.body.response.page.data[0]?.agreementEndTime).toBe(Date.UTC(2032, 0, 1));
    const saved = await api.post<{ count: number }>(
      trainingAdminPaths.agreementSave,
      { trainId: training.id, name: 'Service agreement', agreementStartTime: YEAR_2030, serviceYear: 2 },
      { token: admin.token },
    );
    expect(saved.body.response.count).toBe(2);
    const list = await api.get<TPage<{ trainId: number; name: string; peopleNum: number }>>(
      trainingAdminPaths.agreementList,
      { token: admin.token, query: { name: 'Service agreement', pageSize: 50 } },
    );
    expect(list.body.response.data.find((row) => row.trainId === training.id)).toMatchObject({
      name: 'Service agreement',
      peopleNum: 2,
    });
    const one = await api.get<{ page: TPage<{ id: number; agreementStartTime: number; status: string }> }>(
      trainingAdminPaths.agreementGet,
      { token: admin.token, query: { id: training.id } },
    );
    const rows = one.body.response.page.data;
    expect(rows.map((row) => row.status)).toEqual(['unsigned', 'unsigned']);
    const moved = await api.post<{ count: number }>(
      trainingAdminPaths.agreementEditUsers,
      { ids: String(rows[0]?.id), startTime: Date.UTC(2031, 0, 1), endTime: Date.UTC(2033, 0, 1) },
      { token: admin.token },
    );
    expect(moved.body.response.count).toBe(1);
    const tenant = await makeTenant(testApp);
    const foreignTraining = await makeTraining(testApp, { tenantId: tenant.id });
    const foreign = await api.get(trainingAdminPaths.agreementGet, {
      token: admin.token,
      query: { id: foreignTraining.id },
    });
    expect(foreign.status).toBe(404);
    const learner = people[0];
    expect((await api.get(trainingAdminPaths.agreementList, { token: learner?.token ?? '' })).status).toBe(
      403,
    );
    const signed = await api.post<{ count: number }>(
      trainingPaths.agreementSign,
      { ids: String(rows[1]?.id) },
      { token: admin.token },
    );
    expect(signed.body.response.count).toBe(1);
    const removed = await api.post<{ count: number }>(
      trainingAdminPaths.agreementDelete,
      { id: training.id },
      { token: admin.token },
    );
    expect(removed.body.response.count).toBe(2);
  });

  it('lets the head teacher, and no other lecturer, sign or break an agreement of their training', async () => {
    const head = await makeSignedInUser(testApp, { isLecturer: true });
    const other = await makeSignedInUser(testApp, { isLecturer: true });
    const training = await makeTraining(testApp, { headTeacherId: head.user.id });
    const trainee = await makeSignedInUser(testApp);
    await enrol(testApp, training, trainee.user.id);
    await api.post(
      trainingAdminPaths.agreementSave,
      { trainId: training.id, name: 'Bond', agreementStartTime: YEAR_2030 },
      { token: admin.token },
    );
    const one = await api.get<{ page: TPage<{ id: number }> }>(trainingAdminPaths.agreementGet, {
      token: admin.token,
      query: { id: training.id },
    });
    const ids = String(one.body.response.page.data[0]?.id);
    expect(
      (await api.post(trainingPaths.agreementBreak, { ids, breakAmount: 100 }, { token: other.token }))
        .status,
    ).toBe(404);
    expect((await api.post(trainingPaths.agreementBreak, { ids }, { token: trainee.token })).status).toBe(
      403,
    );
    const broken = await api.post<{ count: number }>(
      trainingPaths.agreementBreak,
      { ids, breakAmount: 1234.5 },
      { token: head.token },
    );
    expect(broken.body.response.count).toBe(1);
    const after = await api.get<{ page: TPage<{ status: string; breakAmount: number }> }>(
      trainingAdminPaths.agreementGet,
      { token: admin.token, query: { id: training.id } },
    );
    expect(after.body.response.page.data[0]).toMatchObject({ status: 'broken', breakAmount: 1234.5 });
  });

  it('exports the training report with each trainee and counts trainings in the study report', async () => {
    const tenant = await makeTenant(testApp);
    const org = await makeOrgUnit(testApp, { tenantId: tenant.id });
    const viewer = await makeReportViewer(testApp, { tenantId: tenant.id, orgId: org.id });
    const training = await makeTraining(testApp, {
      tenantId: tenant.id,
      sessions: [{ kind: 'offline', startsAt: Date.now() - 3_600_000, endsAt: Date.now() + 3_600_000 }],
    });
    const trainee = await makeSignedInUser(testApp, { tenantId: tenant.id, orgId: org.id });
    await enrol(testApp, training, trainee.user.id);
    const local = await makeTraining(testApp, { sessions: [{ kind: 'offline' }] });
    const learner = await makeSignedInUser(testApp);
    await enrol(testApp, local, learner.user.id);
    const book = await downloadWorkbook(testApp, trainingAdminPaths.reportExport, {
      token: admin.token,
      query: { trainId: String(local.id) },
    });
    expect(book.rows[0]).toContain('姓名');
    expect(book.rows[1]).toContain(learner.user.name);
    expect(book.rows[1]).toContain('0/1');
    const foreign = await downloadWorkbook(testApp, trainingAdminPaths.reportExport, {
      token: admin.token,
      query: { trainId: String(training.id) },
    });
    expect(foreign.status).toBe(404);
    const figures = await api.get<{ trainNum: number; trainStudents: number; trainPass: number }>(
      reportPaths.studyTrain,
      { token: viewer.token, tenant: tenant.id },
    );
    expect(figures.body.response).toMatchObject({ trainNum: 1, trainStudents: 1, trainPass: 0 });
  });

  it('answers the back office training detail: schedule by kind, trainees, evaluations, sign-ups, creators', async () => {
    const training = await makeTraining(testApp, {
      applyJoin: true,
      signUpReview: 'admin',
      sessions: [{ kind: 'offline' }, { kind: 'exam', examId: 4242 }, { kind: 'course' }],
    });
    const trainee = await makeSignedInUser(testApp);
    await enrol(testApp, training, trainee.user.id);
    const applicant = await makeSignedInUser(testApp);
    await api.post(trainingPaths.applyJoin, { trainId: training.id }, { token: applicant.token });
    const get = <T>(path: string, query: Record<string, string | number>) =>
      api.get<T>(path, { token: admin.token, query });
    const kinds = async (path: string) =>
      (await get<{ kind: string }[]>(path, { courseId: training.id })).body.response.map((row) => row.kind);
    expect(await kinds(trainingAdminPaths.scheduleList)).toEqual(['offline', 'exam', 'course']);
    expect(await kinds(trainingAdminPaths.offlineTodo)).toEqual(['offline']);
    expect(await kinds(trainingAdminPaths.examList)).toEqual(['exam']);
    const students = await get<TPage<{ userId: number }>>(trainingAdminPaths.outerStudents, {
      trainId: training.id,
    });
    expect(students.body.response.data.map((row) => row.userId)).toEqual([trainee.user.id]);
    const applies = await get<TPage<{ status: string }>>(trainingAdminPaths.outerApplyList, {
      trainId: training.id,
    });
    expect(applies.body.response.data.map((row) => row.status)).toContain('UnderReview');
    expect((await get<unknown[]>(trainingAdminPaths.trainEvaluate, { trainId: training.id })).status).toBe(
      200,
    );
    expect((await get<{ id: number }[]>(trainingAdminPaths.creatorList, {})).status).toBe(200);
    const tenant = await makeTenant(testApp);
    const foreign = await makeTraining(testApp, { tenantId: tenant.id });
    expect((await get(trainingAdminPaths.scheduleList, { trainId: foreign.id })).status).toBe(404);
    expect(
      (
        await api.get(trainingAdminPaths.scheduleList, {
          token: trainee.token,
          query: { trainId: training.id },
        })
      ).status,
    ).toBe(403);
  });
});
