// Ability materials and the position chooser through the real app: SPEC §5's rules checked on the stored
// file (extension, images ≤ 5 MB), only one material until it is deleted (also from two tabs at once), an
// approved material completing its learning way, and SPEC §6's position change rule.
import {
  AbilityItemStatus,
  AbilityRouteType,
  studyMapAdminPaths,
  studyMapPaths,
  type TAbilityMap,
  type TMaterialFile,
  type TMyPosition,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makePosition, makeSignedInUser, makeTenant } from '../../test/factories.ts';
import { makeFile } from '../file/test-factories.ts';
import { makeBackOfficeUser } from '../role/test-factories.ts';
import { allowPositionChoice, bindAbilities, makeAbility } from './test-factories.ts';

describe('study map: materials and positions', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp.app);
  });
  afterAll(() => testApp.close());

  const fileUrlOf = (file: { storedName: string }) =>
    `http://localhost/api/common/v1/file/${file.storedName}`;

  it('takes one material, refuses a second until it is deleted, and counts it once approved', async () => {
    const position = await makePosition(testApp);
    const ability = await makeAbility(testApp, {
      ways: [{ type: AbilityRouteType.material, name: 'Report' }],
    });
    await bindAbilities(testApp, position, [ability]);
    const me = await makeSignedInUser(testApp, { positionId: position.id });
    const ablrId = ability.ways[0]?.id ?? 0;
    const add = (file: { storedName: string; originalName: string }) =>
      api.post(
        studyMapPaths.addMaterial,
        { bizId: ablrId, fileName: file.originalName, fileUrl: fileUrlOf(file), fileSize: 1 },
        { token: me.token, lang: 'en' },
      );

    const empty = await api.get(studyMapPaths.myMaterial, { token: me.token, query: { ablrId } });
    expect(empty.body.response).toEqual({});

    const big = await makeFile(testApp, me.user, {
      name: 'big.png',
      content: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    const refused = await add(big);
    expect(refused.status).toBe(413);
    expect(refused.body.resMsg).toBe('image size cannot exceed 5M');

    const exe = await makeFile(testApp, me.user, { name: 'tool.bmp', content: Buffer.from('BM....') });
    expect((await add(exe)).body.resMsg).toBe('Wrong file format');

    const someoneElses = await makeFile(testApp, (await makeSignedInUser(testApp)).user, { name: 'a.pdf' });
    expect((await add(someoneElses)).status).toBe(400);

    const first = await makeFile(testApp, me.user, { name: 'report.pdf' });
    const second = await makeFile(testApp, me.user, { name: 'photo.png', content: Buffer.alloc(1024) });
    const [one, two] = await Promise.all([add(first), add(second)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const again = await add(second);
    expect(again.status).toBe(409);
    expect(again.body.resMsg).toContain('delete the current file first');

    const mine = await api.get<TMaterialFile>(studyMapPaths.myMaterial, {
      token: me.token,
      query: { ablrId },
    });
    expect(mine.body.response).toMatchObject({ ablrId, status: 1 });

    const deleted = await api.del(studyMapPaths.deleteMaterial, { ablrId }, { token: me.token });
    expect(deleted.status).toBe(200);
    expect((await api.del(studyMapPaths.deleteMaterial, { ablrId }, { token: me.token })).status).toBe(404);
    expect((await add(second)).status).toBe(200);
    const now = await api.get<TMaterialFile>(studyMapPaths.myMaterial, {
      token: me.token,
      query: { ablrId },
    });
    expect(now.body.response).toMatchObject({ fileName: 'photo.png', fileSize: 1 });

    // Pending: not completed. Approved by an admin: completed.
    const map = () =>
      api.get<TAbilityMap>(studyMapPaths.myWay, { token: me.token, query: { positionId: position.id } });
    expect((await map()).body.response.ability[0]?.item[0]?.status).toBe(AbilityItemStatus.open);
    const admin = await makeBackOfficeUser(testApp, { kind: 'tenantAdmin' });
    const page = await api.get<{ data: { id: number; ablrId: number; userId: number }[] }>(
      studyMapAdminPaths.materialPage,
      { token: admin.token, query: { status: 1, pageNo: 1, pageSize: 100 } },
    );
    const row = page.body.response.data.find((entry) => entry.userId === me.user.id);
    expect(row?.ablrId).toBe(ablrId);
    const review = await api.post(
      studyMapAdminPaths.materialReview,
      { id: row?.id, status: 2 },
      { token: admin.token },
    );
    expect(review.status).toBe(200);
    const done = (await map()).body.response;
    expect(done.ability[0]?.item[0]?.status).toBe(AbilityItemStatus.completed);
    expect(done.competence).toBe(100);
  });

  it('refuses a material on a learning way that is not a material', async () => {
    const ability = await makeAbility(testApp, { ways: [{ type: AbilityRouteType.course, bizId: 1 }] });
    const me = await makeSignedInUser(testApp);
    const file = await makeFile(testApp, me.user, { name: 'report.pdf' });
    const reply = await api.post(
      studyMapPaths.addMaterial,
      { bizId: ability.ways[0]?.id, fileName: 'report.pdf', fileUrl: fileUrlOf(file) },
      { token: me.token },
    );
    expect(reply.status).toBe(400);
  });

  it('lets only people of the allowed organisation change their position', async () => {
    const allowed = await makeOrgUnit(testApp);
    const team = await makeOrgUnit(testApp, { parentId: allowed.id });
    const other = await makeOrgUnit(testApp);
    await allowPositionChoice(testApp, 'learn', allowed.id);
    const from = await makePosition(testApp, { name: 'Clerk' });
    const to = await makePosition(testApp, { name: 'Analyst' });
    const insider = await makeSignedInUser(testApp, { orgId: team.id, positionId: from.id });
    const outsider = await makeSignedInUser(testApp, { orgId: other.id, positionId: from.id });

    const mineIn = await api.get<TMyPosition>(studyMapPaths.myPosition, { token: insider.token });
    expect(mineIn.body.response).toEqual({ positionId: from.id, positionName: 'Clerk', canChoose: true });
    const mineOut = await api.get<TMyPosition>(studyMapPaths.myPosition, { token: outsider.token });
    expect(mineOut.body.response.canChoose).toBe(false);

    const list = await api.get<{ id: number; name: string }[]>(studyMapPaths.positionList, {
      token: insider.token,
      query: { name: 'Analy' },
    });
    expect(list.body.response.map((p) => p.id)).toContain(to.id);

    const refused = await api.post(
      studyMapPaths.changePosition,
      { positionId: to.id },
      { token: outsider.token, lang: 'en' },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.resMsg).toBe('no position, contact the enterprise administrator');

    const changed = await api.post(
      studyMapPaths.changePosition,
      { positionId: to.id },
      { token: insider.token },
    );
    expect(changed.status).toBe(200);
    const after = await api.get<TMyPosition>(studyMapPaths.myPosition, { token: insider.token });
    expect(after.body.response.positionId).toBe(to.id);

    const tenant = await makeTenant(testApp);
    const foreign = await makePosition(testApp, { tenantId: tenant.id });
    const cross = await api.post(
      studyMapPaths.changePosition,
      { positionId: foreign.id },
      { token: insider.token },
    );
    expect(cross.status).toBe(404);
  });
});
