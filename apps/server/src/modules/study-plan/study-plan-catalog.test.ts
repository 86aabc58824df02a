// The back office's study-plan categories, elective view log and course exams through the real app: the
// tree (add, edit, never under itself, names unique among siblings, enable/disable a branch, delete only
// an unused leaf, filters keep ancestors), the grouped column (groups and sons, rename, move, delete), the
// plan list's category filter, the view log with its filters and delete, and the exams of a course.
// Another tenant's rows are 404 or empty; bad input names the field.
import {
  studyPlanAdminPaths as A,
  studyPlanPrivilegeCodes as C,
  coursePaths,
  studyPlanPaths as P,
  PlanItemKind,
  type TPage,
  type TPlanCategoryNode,
  type TPlanCourseExam,
  type TPlanElectiveLog,
  type TStudyPlanRow,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser } from '../../test/factories.ts';
import { makeCourse } from '../course/test-factories.ts';
import { makeExam } from '../exam/test-factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { makeStudyPlan } from './test-factories.ts';

type Column = {
  group: { idStr: string; name: string; count: number }[];
  son: { idStr: string; parentStr: string }[];
};

describe('study plans: categories, view log and course exams', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let foreignToken: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    token = (await makeBackOfficeUser(testApp, { codes: Object.values(C) })).token;
    foreignToken = (await makeBackOfficeUser(testApp, { tenantId: 'acme', codes: Object.values(C) })).token;
  });
  afterAll(() => testApp.close());

  const add = async (name: string, parentId?: number, orgIds = '') => {
    const reply = await api.post<{ id: number }>(
      A.addCatalog,
      { name, parentId: parentId ?? '0', orgIds },
      { token },
    );
    expect(reply.status).toBe(200);
    return reply.body.response.id;
  };
  const tree = async (query: Record<string, string | number> = {}, as = token, tenant = 'learn') =>
    (await api.get<TPlanCategoryNode[]>(A.categoryTree, { token: as, tenant, query })).body.response;
  const find = (nodes: TPlanCategoryNode[], id: number): TPlanCategoryNode | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const below = find(node.children ?? [], id);
      if (below) return below;
    }
    return undefined;
  };

  it('builds the tree: add under a parent with an org scope, edit, refuses a cycle and a taken name', async () => {
    const unit = await makeOrgUnit(testApp, { name: 'Sales unit' });
    const root = await add('Onboarding');
    const child = await add('Week one', root, String(unit.id));
    const node = find(await tree(), child);
    expect(node).toMatchObject({
      name: 'Week one',
      parentIdStr: String(root),
      status: '1',
      orgIds: [unit.id],
    });
    expect(node?.orgScopeName).toBe('Sales unit');
    expect(find(await tree(), root)?.children?.map((c) => c.id)).toEqual([child]);

    const taken = await api.post(A.addCatalog, { name: 'Week one', parentId: root }, { token });
    expect(taken.status).toBe(409);
    const cycle = await api.post(
      A.editCategory,
      { id: root, name: 'Onboarding', parentId: child },
      { token },
    );
    expect(cycle.status).toBe(400);
    const renamed = await api.post(
      A.editCategory,
      { id: child, name: 'First week', parentId: root },
      { token },
    );
    expect(renamed.status).toBe(200);
    expect(find(await tree(), child)?.name).toBe('First week');

    const blank = await api.post(A.addCatalog, { name: '  ' }, { token });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('name');
    const badStatus = await api.post(A.categoryStatus, { id: root, status: 7 }, { token });
    expect(badStatus.status).toBe(400);
    expect(JSON.stringify(badStatus.body)).toContain('status');
  });

  it('disables and enables a branch, filters keep ancestors, the editor list hides disabled ones', async () => {
    const root = await add('Leadership');
    const child = await add('Coaching', root);
    expect((await api.post(A.categoryStatus, { id: root, status: 0 }, { token })).status).toBe(200);
    expect(find(await tree(), child)?.status).toBe('0');
    expect(find(await tree({ addFlag: '1' }), root)).toBeUndefined();
    const matches = await tree({ name: 'coach' });
    expect(matches.map((n) => n.id)).toContain(root);
    expect(find(matches, child)?.name).toBe('Coaching');
    expect(matches.some((n) => n.name === 'Onboarding')).toBe(false);
    await api.post(A.categoryStatus, { id: root, status: 1 }, { token });
    expect(find(await tree(), child)?.status).toBe('1');
    const creators = await api.get<{ id: number }[]>(A.categoryCreators, { token });
    expect(creators.body.response.length).toBeGreaterThan(0);
  });

  it('deletes only a category without children or plans; files plans and filters the list by branch', async () => {
    const root = await add('Sales');
    const child = await add('Negotiation', root);
    const plan = await makeStudyPlan(testApp, { name: 'Negotiation plan', categoryId: child });
    await makeStudyPlan(testApp, { name: 'Unfiled plan' });

    const rows = await api.get<TPage<TStudyPlanRow>>(P.queryPlan, {
      token,
      query: { categoryId: root, pageSize: 50 },
    });
    expect(rows.body.response.data.map((r) => r.id)).toEqual([plan.id]);
    expect(rows.body.response.data[0]?.categoryId).toBe(child);

    expect((await api.get(A.deleteCategory, { token, query: { id: root } })).status).toBe(409);
    expect((await api.get(A.deleteCategory, { token, query: { id: child } })).status).toBe(409);
    const empty = await add('Empty leaf', root);
    expect((await api.get(A.deleteCategory, { token, query: { id: empty } })).status).toBe(200);
    expect(find(await tree(), empty)).toBeUndefined();
  });

  it('serves the grouped column: groups and sons, rename, move and delete', async () => {
    const group = await add('Column group');
    const other = await add('Other group');
    const son = await add('Column son', group);
    const column = (await api.get<Column>(A.getCatalogs, { token })).body.response;
    expect(column.group.find((g) => g.idStr === String(group))?.count).toBe(1);
    expect(column.son.find((s) => s.idStr === String(son))?.parentStr).toBe(String(group));

    expect((await api.put(A.updateCatalogs, { id: son, name: 'Renamed son' }, { token })).status).toBe(200);
    expect((await api.put(A.moveCatalog, { id: son, parentId: other }, { token })).status).toBe(200);
    const under = (await api.get<Column>(A.getCatalogs, { token, query: { parentId: other } })).body.response;
    expect(under.son.map((s) => s.idStr)).toEqual([String(son)]);
    expect((await api.put(A.moveCatalog, { id: other, parentId: son }, { token })).status).toBe(400);
    expect((await api.del(A.delCatalogs, { id: son }, { token })).status).toBe(200);
    expect(find(await tree(), son)).toBeUndefined();
  });

  it('keeps another tenant out: its tree is empty and its ids are not found', async () => {
    const mine = await add('Private branch');
    expect(find(await tree({}, foreignToken, 'acme'), mine)).toBeUndefined();
    const edit = await api.post(
      A.editCategory,
      { id: mine, name: 'Taken over' },
      { token: foreignToken, tenant: 'acme' },
    );
    expect(edit.status).toBe(404);
    expect(
      (await api.get(A.deleteCategory, { token: foreignToken, tenant: 'acme', query: { id: mine } })).status,
    ).toBe(404);
    expect((await api.put(A.moveCatalog, { id: mine }, { token: foreignToken, tenant: 'acme' })).status).toBe(
      404,
    );
    // A plan of the other tenant cannot be filed under this tenant's category.
    const course = await makeCourse(testApp, { tenantId: 'acme' });
    const filed = await api.post(
      A.addPlan,
      {
        name: 'Foreign plan',
        startTime: Date.now(),
        endTime: Date.now() + 86_400_000,
        categoryId: mine,
        stages: [{ name: 'One', items: [{ kind: PlanItemKind.course, refId: course.id }] }],
      },
      { token: foreignToken, tenant: 'acme' },
    );
    expect(filed.status).toBe(404);
  });

  it('lists the elective view log with its filters, deletes entries, and keeps tenants apart', async () => {
    const unit = await makeOrgUnit(testApp, { name: 'Log unit' });
    const viewer = await makeSignedInUser(testApp, { orgId: unit.id, name: 'Log viewer' });
    const course = await makeCourse(testApp, { name: 'Elective logged course' });
    expect(
      (await api.post(coursePaths.addCourseLog, { courseId: course.id }, { token: viewer.token })).status,
    ).toBe(200);

    const page = await api.get<TPage<TPlanElectiveLog>>(A.queryLog, {
      token,
      query: { courseName: 'elective logged', departmentId: unit.id, pageNo: 1, pageSize: 10 },
    });
    expect(page.body.response.totalNum).toBe(1);
    const [entry] = page.body.response.data;
    expect(entry).toMatchObject({
      courseName: 'Elective logged course',
      userName: 'Log viewer',
      department: 'Log unit',
    });
    const foreign = await api.get<TPage<TPlanElectiveLog>>(A.queryLog, {
      token: foreignToken,
      tenant: 'acme',
    });
    expect(foreign.body.response.data.some((row) => row.courseId === course.id)).toBe(false);
    const foreignDelete = await api.del<{ deleted: number }>(
      A.delLog,
      { ids: String(entry?.id) },
      { token: foreignToken, tenant: 'acme' },
    );
    expect(foreignDelete.body.response.deleted).toBe(0);

    expect((await api.del(A.delLog, { ids: '' }, { token })).status).toBe(400);
    const deleted = await api.del<{ deleted: number }>(A.delLog, { ids: `${entry?.id}` }, { token });
    expect(deleted.body.response.deleted).toBe(1);
    const after = await api.get<TPage<TPlanElectiveLog>>(A.queryLog, {
      token,
      query: { courseName: 'elective logged' },
    });
    expect(after.body.response.totalNum).toBe(0);
  });

  it('lists the exams of a course; another tenant sees none', async () => {
    const course = await makeCourse(testApp, { name: 'Course with exam' });
    const exam = await makeExam(testApp, { name: 'Course final', sourceType: 'course', sourceId: course.id });
    await makeExam(testApp, { name: 'Centre exam' });
    const reply = await api.get<TPlanCourseExam[]>(A.courseRelatedExam, { token, query: { id: course.id } });
    expect(reply.body.response.map((e) => [e.examId, e.examName])).toEqual([[exam.examId, 'Course final']]);
    const foreign = await api.get<TPlanCourseExam[]>(A.courseRelatedExam, {
      token: foreignToken,
      tenant: 'acme',
      query: { id: course.id },
    });
    expect(foreign.body.response).toEqual([]);
    expect((await api.get(A.courseRelatedExam, { token, query: { id: 'x' } })).status).toBe(400);
  });
});
