// The training catalogue (培训分类) and the classroom categories, through the shared category tree: the tree
// with its counts, names unique among siblings, moves that never make a cycle, deletes only of an empty
// category, enable/disable of a branch, the grouped column, and the tenant and tree boundaries.
import { trainingCatalogPaths as P, type TTrainCategoryNode, trainingAdminPaths } from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeSignedInUser, makeTenant, uniqueSuffix } from '../../test/factories.ts';
import { makeClassroom, makeTrainCategory } from './test-factories.ts';

type Fields = { fields?: { field: string }[] } | null;

function find(nodes: TTrainCategoryNode[], id: number): TTrainCategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.children ?? [], id);
    if (below) return below;
  }
  return undefined;
}

describe('training catalogue', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
    admin = await makeSignedInUser(testApp, { roleId: 1 });
  });
  afterAll(() => testApp.close());

  const add = (name: string, parentId?: number, source = 'train') =>
    api.post<{ id: number }>(P.addCategory, { name, parentId, source }, { token: admin.token, lang: 'en' });
  const tree = async (query: Record<string, string | number> = {}) =>
    (await api.get<TTrainCategoryNode[]>(P.categoryTree, { token: admin.token, query })).body.response;
  const move = (id: number, parentId: number | string) =>
    api.put(P.moveCatalog, { id, parentId }, { token: admin.token, lang: 'en' });

  it('builds a tree whose sibling names are unique whatever their case, and counts its trainings', async () => {
    const root = (await add(`Leadership ${uniqueSuffix()}`)).body.response.id;
    const child = (await add('Coaching', root)).body.response.id;
    const twin = await add('COACHING', root);
    expect(twin.status).toBe(409);
    expect(twin.body.resMsg).toMatch(/already/i);
    expect((twin.body.response as Fields)?.fields?.[0]?.field).toBe('name');
    const cousin = (await add(`Other ${uniqueSuffix()}`)).body.response.id;
    expect((await add('Coaching', cousin)).status).toBe(200);

    const now = Date.now();
    const training = await api.post<{ id: number }>(
      trainingAdminPaths.train,
      { name: 'Filed training', trainWay: 1, beginTime: now, endTime: now + 86_400_000, categoryId: child },
      { token: admin.token },
    );
    expect(training.status).toBe(200);
    const node = find(await tree(), root);
    expect(node?.children?.map((c) => [c.id, c.name, c.trainNum])).toEqual([[child, 'Coaching', 1]]);
    // A name filter keeps the match with its ancestors.
    const filtered = await tree({ name: 'coach' });
    expect(find(filtered, root)?.children?.map((c) => c.id)).toEqual([child]);
    expect(find(filtered, cousin)?.children?.length).toBe(1);
  });

  it('moves a category under another but never under itself or below itself', async () => {
    const a = (await add(`A ${uniqueSuffix()}`)).body.response.id;
    const b = (await add('B', a)).body.response.id;
    const c = (await add('C', b)).body.response.id;
    for (const [id, parent] of [
      [a, a],
      [a, c],
      [b, c],
    ] as const) {
      const refused = await move(id, parent);
      expect(refused.status).toBe(400);
      expect((refused.body.response as Fields)?.fields?.[0]?.field).toBe('parentId');
    }
    const edit = await api.post(
      P.editCategory,
      { id: a, name: 'A2', parentId: b, orgIds: '' },
      { token: admin.token },
    );
    expect(edit.status).toBe(400);

    expect((await move(c, a)).status).toBe(200);
    expect((await move(b, '0')).status).toBe(200);
    const roots = await tree();
    expect(find(roots, a)?.children?.map((n) => n.id)).toEqual([c]);
    expect(roots.map((n) => n.id)).toContain(b);
    // Moving next to a sibling of the same name is refused.
    const d = (await add('C', b)).body.response.id;
    expect((await move(d, a)).status).toBe(409);
  });

  it('deletes only an empty category, and disables a branch at once', async () => {
    const root = (await add(`Root ${uniqueSuffix()}`)).body.response.id;
    const leaf = (await add('Leaf', root)).body.response.id;
    const withChild = await api.get(P.deleteCategory, {
      token: admin.token,
      query: { id: root },
      lang: 'en',
    });
    expect(withChild.status).toBe(409);

    const rooms = (await add(`Rooms ${uniqueSuffix()}`, undefined, 'classroom')).body.response.id;
    await makeClassroom(testApp, { categoryId: rooms });
    expect((await api.get(P.deleteCategory, { token: admin.token, query: { id: rooms } })).status).toBe(409);

    expect((await api.post(P.categoryStatus, { id: root, status: 0 }, { token: admin.token })).status).toBe(
      200,
    );
    const off = find(await tree(), root);
    expect([off?.status, off?.children?.[0]?.status]).toEqual(['0', '0']);
    expect(find(await tree({ addFlag: '1' }), root)).toBeUndefined();

    expect((await api.get(P.deleteCategory, { token: admin.token, query: { id: leaf } })).status).toBe(200);
    expect((await api.del(P.delCatalogs, {}, { token: admin.token, query: { id: root } })).status).toBe(200);
    expect(find(await tree(), root)).toBeUndefined();
  });

  it('serves the grouped column and the flat list, each tree apart', async () => {
    const group = (await add(`Group ${uniqueSuffix()}`)).body.response.id;
    const son = (await add('Son', group)).body.response.id;
    const column = await api.get<{ group: { id: number; count: number }[]; son: { id: number }[] }>(
      P.getCatalogs,
      { token: admin.token, query: { parentId: group } },
    );
    expect(column.body.response.group.find((g) => g.id === group)?.count).toBe(1);
    expect(column.body.response.son.map((s) => s.id)).toEqual([son]);
    expect(
      (await api.put(P.updateCatalogs, { id: son, name: 'Renamed' }, { token: admin.token })).status,
    ).toBe(200);
    const flat = await api.get<{ id: number; name: string }[]>(P.queryAllCatalog, { token: admin.token });
    expect(flat.body.response.find((row) => row.id === son)?.name).toBe('Renamed');

    const roomCategory = (await add(`Rooms ${uniqueSuffix()}`, undefined, 'classroom')).body.response.id;
    expect(flat.body.response.map((row) => row.id)).not.toContain(roomCategory);
    // A category of one tree is not a parent in the other.
    expect((await add('Mixed', roomCategory, 'train')).status).toBe(404);
    expect((await move(son, roomCategory)).status).toBe(404);
  });

  it('keeps the catalogue to the back office and to its tenant', async () => {
    const tenant = await makeTenant(testApp);
    const foreign = await makeTrainCategory(testApp, { tenantId: tenant.id });
    expect((await move(foreign.id, '0')).status).toBe(404);
    expect((await api.get(P.deleteCategory, { token: admin.token, query: { id: foreign.id } })).status).toBe(
      404,
    );
    expect((await add('Under a foreign one', foreign.id)).status).toBe(404);
    expect(find(await tree(), foreign.id)).toBeUndefined();
    const learner = await makeSignedInUser(testApp);
    expect((await api.post(P.addCategory, { name: 'x' }, { token: learner.token })).status).toBe(403);
    const bad = await add('');
    expect(bad.status).toBe(400);
  });
});
