// A learner's share through review, visibility per org unit, the index kept in step, other tenants kept out.
import {
  knowledgeAdminPaths,
  knowledgePaths,
  searchPaths,
  type TKnowledgeCard,
  type TKnowledgeDetail,
  type TSearchPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';
import { linkShare, makeKnowledgeAdmin, makeKnowledgeCatalog } from './test-factories.ts';

type Page<T> = { data: T[]; totalNum: number };

describe('knowledge shares', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let catalogId: number;
  let admin: { token: string };
  const tag = uniqueSuffix().replace(/[0-9]/g, 'q');

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    catalogId = (await makeKnowledgeCatalog(testApp)).id;
    admin = await makeKnowledgeAdmin(testApp);
  });
  afterAll(() => testApp.close());

  const listed = async (token: string) => {
    const reply = await api.get<Page<TKnowledgeCard>>(knowledgePaths.list, {
      token,
      query: { pageNo: 1, pageSize: 100 },
    });
    return reply.body.response.data.map((card) => card.resName);
  };

  it('walks a share through pending, rejected, pending again and approved', async () => {
    const learner = await makeSignedInUser(testApp);
    const other = await makeSignedInUser(testApp);
    const name = `部门沟通手册${tag}`;
    const added = await api.post<{ id: number }>(knowledgePaths.frontAdd, linkShare(catalogId, name), {
      token: learner.token,
    });
    expect(added.status).toBe(200);
    const id = added.body.response.id;
    expect(await listed(other.token)).not.toContain(name);
    const own = await api.get<TKnowledgeDetail>(knowledgePaths.details, {
      token: learner.token,
      query: { id },
    });
    expect(own.body.response.status).toBe('pending');
    expect((await api.get(knowledgePaths.details, { token: other.token, query: { id } })).status).toBe(404);

    const reject = { id, status: 'reject', remark: 'Needs a summary' };
    expect((await api.post(knowledgeAdminPaths.updateStatus, reject, { token: admin.token })).status).toBe(
      200,
    );
    const info = await api.get<{ status: string; reviewRemark: string }>(knowledgePaths.approvalInfo, {
      token: learner.token,
      query: { formKey: 'applyKnowledgeShare', bizId: id },
    });
    expect(info.body.response).toMatchObject({ status: 'rejected', reviewRemark: 'Needs a summary' });

    const update = { ...linkShare(catalogId, name), knowledgeId: id };
    expect((await api.post(knowledgePaths.frontUpdate, update, { token: learner.token })).status).toBe(200);
    const approve = { id, status: 'approve' };
    expect((await api.post(knowledgeAdminPaths.updateStatus, approve, { token: admin.token })).status).toBe(
      200,
    );
    // A second review of the same share is refused and changes nothing.
    expect((await api.post(knowledgeAdminPaths.updateStatus, reject, { token: admin.token })).status).toBe(
      409,
    );
    expect(await listed(other.token)).toContain(name);
    const found = await api.get<TSearchPage>(searchPaths.homeSearch, {
      token: other.token,
      query: { keyword: '沟通' },
    });
    expect(found.body.response.data.map((hit) => hit.id)).toContain(id);
    // An approved share can no longer be changed by its uploader.
    expect((await api.post(knowledgePaths.frontUpdate, update, { token: learner.token })).status).toBe(409);
  });

  it('limits an admin resource to an org subtree, in the list and in the search', async () => {
    const org = await makeOrgUnit(testApp);
    const inside = await makeSignedInUser(testApp, {
      orgId: (await makeOrgUnit(testApp, { parentId: org.id })).id,
    });
    const outside = await makeSignedInUser(testApp, { orgId: (await makeOrgUnit(testApp)).id });
    const name = `Onboarding guide ${tag}`;
    const body = { ...linkShare(catalogId, name), orgIds: [org.id] };
    expect((await api.post(knowledgeAdminPaths.add, body, { token: admin.token })).status).toBe(200);
    expect(await listed(inside.token)).toContain(name);
    expect(await listed(outside.token)).not.toContain(name);
    const search = (token: string) =>
      api.get<TSearchPage>(searchPaths.homeSearch, { token, query: { keyword: `guide ${tag}` } });
    expect((await search(inside.token)).body.response.totalNum).toBe(1);
    expect((await search(outside.token)).body.response.totalNum).toBe(0);
  });

  it('keeps another tenant out and names a bad field', async () => {
    const learner = await makeSignedInUser(testApp);
    const added = await api.post<{ id: number }>(knowledgePaths.frontAdd, linkShare(catalogId), {
      token: learner.token,
    });
    const stranger = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const id = added.body.response.id;
    const reply = await api.get(knowledgePaths.details, {
      token: stranger.token,
      tenant: 'acme',
      query: { id },
    });
    expect(reply.status).toBe(404);
    const bad = await api.post(
      knowledgePaths.frontAdd,
      { ...linkShare(catalogId), resUrl: 'ftp://x' },
      { token: learner.token },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('resUrl');
  });
});
