// Browsing a knowledge-system node (/systemList/trainSystem) through the real app: everything filed under the
// node or any node below it, of every kind or one kind, newest first; a sibling's items never; what the
// caller may not find (an org-limited row) hidden; another tenant's node empty; a bad id named.
import { knowledgePaths, type TPage } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser } from '../../test/factories.ts';
import { makeCourse, makeKnowledgeSystem } from '../course/test-factories.ts';
import { makeSearchDocument } from './test-factories.ts';

type Item = { kind: string; id: number; name: string };

describe('knowledge-system browsing', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  /** The last course the seed made: this file's own factory courses are not indexed by the factory. */
  let seededUpTo = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    ({ token } = await makeSignedInUser(testApp));
    const last = await queryRow(
      testApp.database.db,
      sql`select coalesce(max(id), 0)::int as id from courses`,
      {
        id: col.int,
      },
    );
    seededUpTo = last?.id ?? 0;
  });
  afterAll(() => testApp.close());

  const items = (knowledgeSystemId: number | string, query: Record<string, unknown> = {}, as = token) =>
    api.get<TPage<Item>>(knowledgePaths.systemItems, {
      token: as,
      query: { knowledgeSystemId, pageNo: 1, pageSize: 50, ...query },
    });

  it('lists the node and its subtree, every kind or one, and never a sibling', async () => {
    const root = await makeKnowledgeSystem(testApp);
    const child = await makeKnowledgeSystem(testApp, { parentId: root.id });
    const grandchild = await makeKnowledgeSystem(testApp, { parentId: child.id });
    const sibling = await makeKnowledgeSystem(testApp);
    const atRoot = await makeSearchDocument(testApp, { knowledgeSystemId: root.id });
    // A course row shows only for a real course the caller may see (the course policy decides).
    const course = await makeCourse(testApp);
    const deep = await makeSearchDocument(testApp, {
      kind: 'course',
      refId: course.id,
      knowledgeSystemId: grandchild.id,
    });
    const beside = await makeSearchDocument(testApp, { knowledgeSystemId: sibling.id });

    const all = await items(root.id);
    expect(all.status).toBe(200);
    expect(all.body.response.data.map((item) => item.id).sort()).toEqual([atRoot.refId, deep.refId].sort());
    expect(all.body.response.totalNum).toBe(2);
    const courses = await items(root.id, { kind: 'course' });
    expect(courses.body.response.data.map((item) => [item.kind, item.id])).toEqual([['course', deep.refId]]);
    expect((await items(child.id)).body.response.data.map((item) => item.id)).toEqual([deep.refId]);
    expect((await items(sibling.id)).body.response.data.map((item) => item.id)).toEqual([beside.refId]);
  });

  it('hides what the caller may not find, and another tenant’s node', async () => {
    const node = await makeKnowledgeSystem(testApp);
    const unit = await makeOrgUnit(testApp);
    const limited = await makeSearchDocument(testApp, { knowledgeSystemId: node.id, orgIds: [unit.id] });
    const inside = await makeSignedInUser(testApp, { orgId: unit.id });
    expect((await items(node.id)).body.response.data).toEqual([]);
    expect((await items(node.id, {}, inside.token)).body.response.data.map((item) => item.id)).toEqual([
      limited.refId,
    ]);
    const other = await makeSignedInUser(testApp, { tenantId: 'acme' });
    const foreign = await api.get<TPage<Item>>(knowledgePaths.systemItems, {
      token: other.token,
      tenant: 'acme',
      query: { knowledgeSystemId: node.id, pageNo: 1, pageSize: 50 },
    });
    expect(foreign.status).toBe(200);
    expect(foreign.body.response.data).toEqual([]);
  });

  // The demo seed writes courses through the search module's writer too: no course of any seeded tenant is
  // missing from the index under its own node (the invariant, not a named seed row), and a learner browsing
  // a seeded course's node finds it.
  it('indexes seeded courses under their knowledge-system node', async () => {
    const { db } = testApp.database;
    const stats = await queryRow(
      db,
      sql`select count(*)::int as courses, count(*) filter (where not exists (select 1 from search_documents d
          where d.tenant_id = c.tenant_id and d.kind = 'course' and d.ref_id = c.id
            and d.knowledge_system_id is not distinct from c.knowledge_system_id))::int as missing
        from courses c where c.id <= ${seededUpTo}`,
      { courses: col.int, missing: col.int },
    );
    expect(stats?.courses ?? 0).toBeGreaterThan(0);
    expect(stats?.missing).toBe(0);
    const [open] = await queryRows(
      db,
      sql`select c.id, c.knowledge_system_id as node from courses c where c.tenant_id = 'learn' and c.on_shelf
        and c.audience = 'all' and c.knowledge_system_id is not null order by c.id limit 1`,
      { id: col.int, node: col.int },
    );
    expect(open).toBeDefined();
    if (!open) return;
    const found = await items(open.node, { kind: 'course' });
    expect(found.body.response.data.map((item) => item.id)).toContain(open.id);
  });

  it('names a bad node id', async () => {
    const reply = await items('x');
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('knowledgeSystemId');
  });
});
