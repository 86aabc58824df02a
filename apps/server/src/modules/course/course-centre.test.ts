// The course centre through the real app, in a tenant of its own: who finds which course (audiences,
// shelf, tenant), the filters and sort orders, the original client's parameter names, the category levels,
// the lecturer choices and the home page's popular courses.
import {
  coursePaths,
  type TCategory,
  type TCourseCard,
  type TLecturerOptionPage,
  type TPage,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutOpening } from '../../core/opening-routes.ts';
import { apiClient, type CallOptions } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makePosition, makeSignedInUser, makeTenant, makeUser } from '../../test/factories.ts';
import { assignCourse, limitAudience, makeCourse, makeKnowledgeSystem } from './test-factories.ts';

const SIGNED_IN_LIST = withoutOpening(coursePaths.foregroundCourseList);

describe('course centre', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tenant: string;
  let member: string;
  let positioned: string;
  let outsider: string;
  const ids: Record<string, number> = {};
  const lecturers: Record<string, number> = {};
  const knowledge: Record<string, number> = {};

  /** Calls in the test's own tenant, as `token` (or anonymously). */
  const as = (token?: string, extra: CallOptions = {}): CallOptions => ({
    tenant,
    ...(token ? { token } : {}),
    ...extra,
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    tenant = (await makeTenant(testApp)).id;
    const region = await makeOrgUnit(testApp, { tenantId: tenant });
    const team = await makeOrgUnit(testApp, { tenantId: tenant, parentId: region.id });
    const position = await makePosition(testApp, { tenantId: tenant });
    member = (await makeSignedInUser(testApp, { tenantId: tenant, orgId: team.id })).token;
    positioned = (await makeSignedInUser(testApp, { tenantId: tenant, positionId: position.id })).token;
    outsider = (await makeSignedInUser(testApp, { tenantId: tenant })).token;
    for (const name of ['Ada Lecturer', 'Ben Lecturer'])
      lecturers[name] = (await makeUser(testApp, { tenantId: tenant, name, isLecturer: true })).id;

    const skills = await makeKnowledgeSystem(testApp, { tenantId: tenant, name: 'Skills', sort: 0 });
    knowledge.skills = skills.id;
    knowledge.data = (
      await makeKnowledgeSystem(testApp, { tenantId: tenant, parentId: skills.id, name: 'Data' })
    ).id;
    knowledge.web = (
      await makeKnowledgeSystem(testApp, { tenantId: tenant, parentId: skills.id, name: 'Web', sort: 1 })
    ).id;
    knowledge.soft = (
      await makeKnowledgeSystem(testApp, { tenantId: tenant, name: 'Soft skills', sort: 1 })
    ).id;

    const course = async (key: string, options: Parameters<typeof makeCourse>[1]) => {
      const row = await makeCourse(testApp, { tenantId: tenant, name: key, ...options });
      ids[key] = row.id;
      return row;
    };
    await course('SQL basics', {
      knowledgeSystemId: knowledge.data,
      lecturerId: lecturers['Ada Lecturer'],
      studyNum: 5,
      createdInDays: -3,
    });
    await course('PostgreSQL tuning', {
      knowledgeSystemId: knowledge.web,
      lecturerId: lecturers['Ben Lecturer'],
      studyNum: 9,
      createdInDays: -2,
    });
    await course('Speaking clearly', {
      knowledgeSystemId: knowledge.soft,
      lecturerId: lecturers['Ada Lecturer'],
      studyNum: 1,
      createdInDays: -1,
    });
    const limited = await course('Region only', { audience: 'limited', createdInDays: -4 });
    await limitAudience(testApp, { id: limited.id, tenantId: tenant }, { type: 'org', id: region.id });
    const assigned = await course('Position only', { audience: 'limited', createdInDays: -5 });
    await assignCourse(testApp, { id: assigned.id, tenantId: tenant }, { type: 'position', id: position.id });
    await course('Draft', { onShelf: false, lecturerId: lecturers['Ada Lecturer'] });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function names(url: string, query: Record<string, string | number>, options: CallOptions) {
    const reply = await api.get<TPage<TCourseCard>>(url, { ...options, query: { pageSize: 100, ...query } });
    expect(reply.status).toBe(200);
    return reply.body.response.data.map((card) => card.name);
  }
  const OPEN = ['Speaking clearly', 'PostgreSQL tuning', 'SQL basics'];

  it('shows anonymous visitors only courses open to everyone, on the shelf', async () => {
    expect(await names(coursePaths.foregroundCourseList, {}, as())).toEqual(OPEN);
  });

  it('shows limited courses only to their audience (org chain) and assignees (position)', async () => {
    expect(await names(SIGNED_IN_LIST, {}, as(member))).toEqual([...OPEN, 'Region only']);
    expect(await names(SIGNED_IN_LIST, {}, as(positioned))).toEqual([...OPEN, 'Position only']);
    expect(await names(SIGNED_IN_LIST, {}, as(outsider))).toEqual(OPEN);
    const hidden = await api.get(coursePaths.getCourse, as(outsider, { query: { id: ids['Region only']! } }));
    expect(hidden.status).toBe(404);
  });

  it('filters by knowledge system (with its sub-systems), lecturer and keyword', async () => {
    const tree = await api.get<{ id: number; name: string; children: { name: string }[] }[]>(
      coursePaths.knowledgeSystems,
      as(),
    );
    expect(tree.body.response.map((node) => node.name)).toEqual(['Skills', 'Soft skills']);
    expect(tree.body.response[0]!.children.map((node) => node.name)).toEqual(['Data', 'Web']);
    expect(await names(SIGNED_IN_LIST, { knowledgeSystemId: knowledge.skills! }, as(member))).toEqual([
      'PostgreSQL tuning',
      'SQL basics',
    ]);
    expect(await names(SIGNED_IN_LIST, { knowledgeSystemId: knowledge.web! }, as(member))).toEqual([
      'PostgreSQL tuning',
    ]);

    const choices = await api.get<{ id: number; name: string }[]>(
      coursePaths.lecturerOptionsAlias,
      as(member),
    );
    expect(choices.body.response.map((l) => l.name)).toEqual(['Ada Lecturer', 'Ben Lecturer']);
    const ada = lecturers['Ada Lecturer']!;
    expect(await names(SIGNED_IN_LIST, { teacherId: ada }, as(member))).toEqual([
      'Speaking clearly',
      'SQL basics',
    ]);

    expect(await names(SIGNED_IN_LIST, { keyword: 'sql' }, as(member))).toEqual([
      'PostgreSQL tuning',
      'SQL basics',
    ]);
    expect(await names(SIGNED_IN_LIST, { keyword: '100%' }, as(member))).toEqual([]);
  });

  it('sorts newest first, by learners, or by rating, and refuses an unknown order', async () => {
    const hot = await api.get<TPage<TCourseCard>>(SIGNED_IN_LIST, as(outsider, { query: { sort: 'hot' } }));
    expect(hot.body.response.data.map((c) => c.studyNum)).toEqual([9, 5, 1]);
    expect(await names(SIGNED_IN_LIST, { sort: 'new', pageSize: 1 }, as(outsider))).toEqual([
      'Speaking clearly',
    ]);
    const bogus = await api.get(SIGNED_IN_LIST, as(outsider, { query: { sort: 'bogus' } }));
    expect(bogus.status).toBe(400);
  });

  it('takes the original client’s parameter names: catalogId, courseName, tearchId, size, choice, type', async () => {
    const list = (query: Record<string, string | number>) => names(SIGNED_IN_LIST, query, as(outsider));
    expect(await list({ catalogId: knowledge.data! })).toEqual(['SQL basics']);
    expect(await list({ courseName: 'tuning' })).toEqual(['PostgreSQL tuning']);
    expect(await list({ tearchId: lecturers['Ben Lecturer']! })).toEqual(['PostgreSQL tuning']);
    expect(await list({ choice: 3 })).toEqual(['PostgreSQL tuning', 'SQL basics', 'Speaking clearly']);
    expect(await list({ type: 1 })).toEqual(OPEN);
    expect(await list({ type: 2 })).toEqual([]);
    const paged = await api.get<TPage<TCourseCard>>(
      SIGNED_IN_LIST,
      as(outsider, { query: { size: 2, pageNo: 2 } }),
    );
    expect(paged.body.response).toMatchObject({ totalNum: 3, totalPage: 2 });
    expect(paged.body.response.data.map((c) => c.name)).toEqual(['SQL basics']);
  });

  it('answers the category levels one at a time (getNextCatalogsById, both spellings)', async () => {
    const top = await api.get<TCategory[]>(coursePaths.nextCategories, as(member));
    expect(top.body.response.map((c) => c.name)).toEqual(['Skills', 'Soft skills']);
    const below = await api.get<TCategory[]>(
      coursePaths.nextCategoriesAlias,
      as(member, { query: { id: knowledge.skills! } }),
    );
    expect(below.body.response).toEqual([
      { id: knowledge.data, name: 'Data', parentId: knowledge.skills },
      { id: knowledge.web, name: 'Web', parentId: knowledge.skills },
    ]);
  });

  it('pages the lecturer choices by name (listTeacher) with the original reply names', async () => {
    const reply = await api.post<TLecturerOptionPage>(
      coursePaths.listLecturers,
      { currentPage: 1, size: 10, likeQuery: 'ben' },
      as(member),
    );
    expect(reply.body.response).toEqual({
      teacherInfos: [
        { id: lecturers['Ben Lecturer'], idStr: String(lecturers['Ben Lecturer']), name: 'Ben Lecturer' },
      ],
      totalNum: 1,
      totalPage: 1,
    });
  });

  it('answers the home page’s popular courses (queryCourseList), most learners first', async () => {
    const reply = await api.get<TPage<TCourseCard>>(
      coursePaths.hotCourses,
      as(outsider, { query: { pageSize: 2, pageNo: 1, type: 1 } }),
    );
    expect(reply.body.response.data.map((c) => c.name)).toEqual(['PostgreSQL tuning', 'SQL basics']);
    expect(reply.body.response.totalNum).toBe(3);
  });

  it('keeps tenants apart: another tenant sees none of these courses and cannot open one', async () => {
    const other = await makeTenant(testApp);
    const mine = await makeCourse(testApp, { tenantId: other.id, name: 'Elsewhere' });
    const { token } = await makeSignedInUser(testApp, { tenantId: other.id });
    const list = await api.get<TPage<TCourseCard>>(SIGNED_IN_LIST, { token, tenant: other.id });
    expect(list.body.response.data.map((c) => c.id)).toEqual([mine.id]);
    const reply = await api.get(coursePaths.getCourse, {
      token,
      tenant: other.id,
      query: { id: ids['SQL basics']! },
    });
    expect(reply.status).toBe(404);
  });
});
