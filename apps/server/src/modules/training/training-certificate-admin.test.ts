// The back office's certificate management at the original paths: templates (add, edit, one, list filters,
// enable/disable, delete refused while in use, export), holders per template, revoke by id (at once on the
// public page; twice at once revokes once), the holder export, and another tenant's rows as 404s.
import {
  certificateAdminPaths,
  type TCertificateVerification,
  type TPage,
  trainingPath,
  trainingPaths,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { downloadWorkbook } from '../spreadsheet/test-factories.ts';
import { enrol, makeCertificateTemplate, makeTraining } from './test-factories.ts';

type Template = {
  id: number;
  name: string;
  status: number;
  awardAgency: string;
  text: string;
  category: number;
};
type Grant = { id: number; certificateNo: string; stuName: string; status: string };

describe('certificate management (back office)', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
  let lecturer: Awaited<ReturnType<typeof makeSignedInUser>>;
  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeSignedInUser(testApp, { roleId: 1 });
    lecturer = await makeSignedInUser(testApp, { isLecturer: true });
  });
  afterAll(() => testApp.close());

  const as = (token: string, query: Record<string, string | number> = {}) => ({ token, query });

  /** A trainee who passed (lecturer score 100 of a lecturer-only assessment) and was granted the template. */
  async function issue(templateId: number) {
    const training = await makeTraining(testApp, {
      headTeacherId: lecturer.user.id,
      certificateTemplateId: templateId,
      weights: { attendance: 0, course: 0, exam: 0, homework: 0, lecturer: 100 },
      passScore: 60,
      sessions: [{ kind: 'offline' }],
    });
    const learner = await makeSignedInUser(testApp);
    await enrol(testApp, training, learner.user.id);
    const body = { trainId: training.id, userId: learner.user.id, score: 100 };
    expect((await api.post(trainingPaths.manualScoring, body, { token: lecturer.token })).status).toBe(200);
    const grant = await api.post(
      trainingPaths.grantCertificate,
      { trainId: training.id, stuIds: String(learner.user.id) },
      { token: lecturer.token },
    );
    expect(grant.status).toBe(200);
    return { training, learner };
  }

  it('adds, edits, reads, filters, disables and exports templates in the original field names', async () => {
    const name = `Safety ${Date.now()}`;
    const added = await api.post<{ id: number }>(
      certificateAdminPaths.templateAdd,
      {
        name,
        awardAgency: 'Academy',
        text: '{name} passed {training}.',
        category: 1,
        bornTime: '2026-01-01',
        deadTime: '2030-01-01',
      },
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    const templateId = added.body.response.id;
    const edited = await api.post(
      certificateAdminPaths.templateEdit,
      { templateId, name: `${name} v2`, awardAgency: 'Academy', text: 'Passed.', category: 1 },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const one = await api.get<Template>(certificateAdminPaths.templateOne, as(admin.token, { templateId }));
    expect(one.body.response).toMatchObject({
      name: `${name} v2`,
      awardAgency: 'Academy',
      text: 'Passed.',
      status: 1,
    });

    const disable = await api.put(
      `${certificateAdminPaths.templateStatus}?templateId=${templateId}&choice=0`,
      undefined,
      {
        token: admin.token,
      },
    );
    expect(disable.status).toBe(200);
    const disabled = await api.get<TPage<Template>>(
      certificateAdminPaths.templateList,
      as(admin.token, { name, status: 0, category: 1 }),
    );
    expect(disabled.body.response.data.map((row) => row.id)).toEqual([templateId]);
    const normal = await api.get<TPage<Template>>(
      certificateAdminPaths.templateList,
      as(admin.token, { name, status: 1 }),
    );
    expect(normal.body.response.totalNum).toBe(0);

    const file = await downloadWorkbook(testApp, certificateAdminPaths.templateExport, {
      token: admin.token,
      lang: 'en',
      query: { templateIds: String(templateId) },
    });
    expect(file.rows[0]?.[0]).toBe('Certificate');
    expect(file.rows[1]?.[0]).toBe(`${name} v2`);
    expect(file.rows[1]?.[3]).toBe('Disabled');
  });

  it('refuses bad input naming the field, a lecturer without the menu, and granting from a disabled template', async () => {
    const bad = await api.post<unknown>(
      certificateAdminPaths.templateAdd,
      { name: '', awardAgency: 'A' },
      {
        token: admin.token,
        lang: 'en',
      },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('name');
    const badStatus = await api.put(
      `${certificateAdminPaths.templateStatus}?templateId=1&choice=7`,
      undefined,
      {
        token: admin.token,
      },
    );
    expect(badStatus.status).toBe(400);
    const noRight = await api.get(certificateAdminPaths.templateList, as(lecturer.token));
    expect(noRight.status).toBe(403);
    const template = await makeCertificateTemplate(testApp);
    await api.put(`${certificateAdminPaths.templateStatus}?templateId=${template.id}&choice=0`, undefined, {
      token: admin.token,
    });
    const training = await makeTraining(testApp, {
      headTeacherId: lecturer.user.id,
      certificateTemplateId: template.id,
      weights: { attendance: 0, course: 0, exam: 0, homework: 0, lecturer: 100 },
    });
    const learner = await makeSignedInUser(testApp);
    await enrol(testApp, training, learner.user.id);
    await api.post(
      trainingPaths.manualScoring,
      { trainId: training.id, userId: learner.user.id, score: 100 },
      {
        token: lecturer.token,
      },
    );
    const refused = await api.post(
      trainingPaths.grantCertificate,
      { trainId: training.id, stuIds: String(learner.user.id) },
      { token: lecturer.token, lang: 'en' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.resMsg).toContain('disabled');
  });

  it('lists the holders, revokes once when revoked twice at once, shows it on the public page and exports', async () => {
    const template = await makeCertificateTemplate(testApp);
    const { learner } = await issue(template.id);
    const summary = await api.get<TPage<{ templateId: number; grantNum: number }>>(
      certificateAdminPaths.grantSummary,
      as(admin.token, { name: template.name }),
    );
    expect(summary.body.response.data[0]).toMatchObject({ templateId: template.id, grantNum: 1 });
    const holders = await api.get<TPage<Grant>>(
      certificateAdminPaths.grantList,
      as(admin.token, { templateId: template.id, status: 'Yes' }),
    );
    expect(holders.body.response.data).toHaveLength(1);
    const holder = holders.body.response.data[0] as Grant;
    expect(holder.stuName).toBe(learner.user.name);

    const inUse = await api.del(certificateAdminPaths.templateDelete, undefined, {
      token: admin.token,
      lang: 'en',
      query: { templateIds: String(template.id) },
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body.resMsg).toContain(template.name);

    const revokes = await Promise.all(
      [1, 2].map(() =>
        api.post<{ revoked: number }>(
          certificateAdminPaths.revoke,
          { ids: [holder.id] },
          { token: admin.token },
        ),
      ),
    );
    expect(revokes.map((r) => r.status)).toEqual([200, 200]);
    expect(revokes.map((r) => r.body.response.revoked).sort()).toEqual([0, 1]);
    const publicPage = await api.get<TCertificateVerification>(
      trainingPath(trainingPaths.verify, { code: holder.certificateNo }),
    );
    expect(publicPage.body.response.revoked).toBe(true);
    const revoked = await api.get<TPage<Grant>>(
      certificateAdminPaths.grantList,
      as(admin.token, { templateId: template.id, status: 'No' }),
    );
    expect(revoked.body.response.data.map((row) => row.status)).toEqual(['2']);

    const file = await downloadWorkbook(testApp, certificateAdminPaths.grantExport, {
      token: admin.token,
      lang: 'zh-CN',
      query: { ids: String(holder.id) },
    });
    expect(file.rows[0]?.[0]).toBe('证书编号');
    expect(file.rows[1]?.[0]).toBe(holder.certificateNo);
    expect(file.rows[1]?.[6]).toBe('已撤销');
  });

  it('deletes an unused template, and answers 404 for another tenant’s template or certificate', async () => {
    const unused = await makeCertificateTemplate(testApp);
    const deleted = await api.del<{ deleted: number }>(certificateAdminPaths.templateDelete, undefined, {
      token: admin.token,
      query: { templateIds: String(unused.id) },
    });
    expect(deleted.body.response.deleted).toBe(1);
    const gone = await api.get(certificateAdminPaths.templateOne, as(admin.token, { templateId: unused.id }));
    expect(gone.status).toBe(404);

    const tenant = await makeTenant(testApp);
    const foreign = await makeCertificateTemplate(testApp, { tenantId: tenant.id });
    const read = await api.get(
      certificateAdminPaths.templateOne,
      as(admin.token, { templateId: foreign.id }),
    );
    expect(read.status).toBe(404);
    const edit = await api.post(
      certificateAdminPaths.templateEdit,
      { templateId: foreign.id, name: 'Taken over', awardAgency: 'X' },
      { token: admin.token },
    );
    expect(edit.status).toBe(404);
    const holders = await api.get(
      certificateAdminPaths.grantList,
      as(admin.token, { templateId: foreign.id }),
    );
    expect(holders.status).toBe(404);

    const mine = await makeCertificateTemplate(testApp);
    const { learner } = await issue(mine.id);
    const list = await api.get<TPage<Grant>>(
      certificateAdminPaths.grantList,
      as(admin.token, { templateId: mine.id }),
    );
    const id = list.body.response.data[0]?.id ?? 0;
    const outsider = await makeSignedInUser(testApp, { tenantId: tenant.id, roleId: 1 });
    const foreignRevoke = await api.post(
      certificateAdminPaths.revoke,
      { ids: [id] },
      {
        token: outsider.token,
        tenant: tenant.id,
      },
    );
    expect([403, 404]).toContain(foreignRevoke.status);
    const still = await api.get<TPage<{ revoked: boolean }>>(trainingPaths.certificateList, {
      token: learner.token,
    });
    expect(still.body.response.data[0]?.revoked).toBe(false);
  });
});
