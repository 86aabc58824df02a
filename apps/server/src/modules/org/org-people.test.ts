// Lecturers and tutors, and the structure imports: a lecturer or tutor made in the back office is one on
// the learner side at once; t2 places units under parents made earlier in the same file; t9, t10 and t7
// resolve names and report what they cannot.
import {
  authPaths,
  orgAdminPaths as paths,
  type TAdminOrgNode,
  type TApprentice,
  type TImportResult,
  type TLecturer,
  type TPage,
  type TTutor,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, makeUser, uniqueSuffix } from '../../test/factories.ts';
import { makeWorkbook, uploadWorkbook } from '../spreadsheet/test-factories.ts';
import { callJson, makeTenantAdmin } from './test-factories.ts';

let testApp: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: Awaited<ReturnType<typeof makeTenantAdmin>>;
beforeAll(async () => {
  testApp = await createTestApp();
  api = apiClient(testApp.app);
  admin = await makeTenantAdmin(testApp);
});
afterAll(() => testApp.close());

type RoleInfo = { isTeacher: boolean; isTutor: boolean; isTutorStudent: boolean };

describe('lecturers and tutors', () => {
  it('makes an external lecturer in a category; disabling takes the identity away at once', async () => {
    const category = await callJson<{ id: number }>(testApp, 'POST', paths.lecturerCategoryAdd, {
      token: admin.token,
      body: { name: `外聘${uniqueSuffix()}` },
    });
    const person = await makeSignedInUser(testApp);
    const added = await callJson(testApp, 'POST', paths.lecturerAdd, {
      token: admin.token,
      body: {
        userId: person.user.id,
        kind: 'external',
        categoryId: category.body.response.id,
        level: '高级',
      },
    });
    expect(added.status).toBe(200);
    expect(
      (await api.get<RoleInfo>(authPaths.roleInfo, { token: person.token })).body.response.isTeacher,
    ).toBe(true);
    const page = await callJson<TPage<TLecturer>>(testApp, 'GET', paths.lecturerPage, {
      token: admin.token,
      query: { kind: 'external', categoryId: category.body.response.id },
    });
    expect(page.body.response.data).toEqual([
      expect.objectContaining({ userId: person.user.id, kind: 'external', level: '高级', status: '1' }),
    ]);
    expect(
      (
        await callJson(testApp, 'POST', paths.lecturerCategoryDelete, {
          token: admin.token,
          body: { id: category.body.response.id },
        })
      ).status,
    ).toBe(409);
    await callJson(testApp, 'POST', paths.lecturerStatus, {
      token: admin.token,
      body: { userId: person.user.id, enabled: false },
    });
    expect(
      (await api.get<RoleInfo>(authPaths.roleInfo, { token: person.token })).body.response.isTeacher,
    ).toBe(false);
  });

  it('gives a tutor apprentices, who see their tutor at once; removing the tutor ends them', async () => {
    const tutor = await makeSignedInUser(testApp);
    const apprentice = await makeSignedInUser(testApp);
    expect(
      (
        await callJson(testApp, 'POST', paths.tutorAdd, {
          token: admin.token,
          body: { userId: tutor.user.id },
        })
      ).status,
    ).toBe(200);
    const given = await callJson(testApp, 'POST', paths.tutorApprenticeStatus, {
      token: admin.token,
      body: { tutorId: tutor.user.id, userIds: apprentice.user.id, action: 'add' },
    });
    expect(given.status).toBe(200);
    expect(
      (await api.get<RoleInfo>(authPaths.roleInfo, { token: apprentice.token })).body.response.isTutorStudent,
    ).toBe(true);
    const list = await callJson<TApprentice[]>(testApp, 'POST', paths.tutorStudents, {
      token: admin.token,
      body: { tutorId: tutor.user.id },
    });
    expect(list.body.response.map((a) => a.userId)).toEqual([apprentice.user.id]);
    const tutors = await callJson<TPage<TTutor>>(testApp, 'POST', paths.tutorList, {
      token: admin.token,
      body: { search: tutor.user.name },
    });
    expect(tutors.body.response.data[0]).toMatchObject({ userId: tutor.user.id, apprenticeNum: 1 });
    const self = await callJson(testApp, 'POST', paths.tutorApprenticeStatus, {
      token: admin.token,
      body: { tutorId: tutor.user.id, userIds: tutor.user.id, action: 'add' },
    });
    expect(self.status).toBe(400);
    await callJson(testApp, 'POST', paths.tutorDelete, { token: admin.token, body: { ids: tutor.user.id } });
    expect(
      (await api.get<RoleInfo>(authPaths.roleInfo, { token: apprentice.token })).body.response.isTutorStudent,
    ).toBe(false);
    expect((await api.get<RoleInfo>(authPaths.roleInfo, { token: tutor.token })).body.response.isTutor).toBe(
      false,
    );
  });
});

describe('structure imports', () => {
  it('t2 places units under parents made earlier in the same file and reports a missing parent', async () => {
    const root = await makeOrgUnit(testApp);
    const s = uniqueSuffix();
    const file = await makeWorkbook(
      ['组织名称', '组织编码', '上级组织', '组织类型'],
      [
        [`大区${s}`, `R${s}`, root.name, '公司'],
        [`城市${s}`, `C${s}`, `R${s}`, '部门'],
        [`孤儿${s}`, `O${s}`, `不存在${s}`, ''],
        [`重复${s}`, `R${s}`, root.name, ''],
      ],
    );
    const reply = await uploadWorkbook(testApp, paths.orgImport, file, { token: admin.token, lang: 'en' });
    const result = reply.body.response as TImportResult;
    expect(result).toMatchObject({ successNum: 2, failedNum: 2 });
    expect(result.failedList.map((row) => row.lineNo)).toEqual([4, 5]);
    expect(result.failedList[1]?.errMsg).toContain('repeats line 2');
    const tree = await callJson<TAdminOrgNode[]>(testApp, 'GET', paths.org, {
      token: admin.token,
      query: { parentOrgId: root.id },
    });
    expect(tree.body.response[0]).toMatchObject({ orgName: `大区${s}`, orgType: 'Company' });
    expect(tree.body.response[0]?.children[0]?.orgName).toBe(`城市${s}`);
  });

  it('t9, t10 and t7 resolve what rows name', async () => {
    const unit = await makeOrgUnit(testApp);
    const s = uniqueSuffix();
    const positions = await uploadWorkbook(
      testApp,
      paths.positionImport,
      await makeWorkbook(
        ['岗位名称', '岗位编码', '上级岗位', '所属组织'],
        [
          [`主管${s}`, `M${s}`, '', unit.name],
          [`专员${s}`, '', `M${s}`, unit.name],
        ],
      ),
      { token: admin.token },
    );
    expect(positions.body).toMatchObject({ response: { successNum: 2, failedNum: 0 } });
    const person = await makeUser(testApp);
    const groups = await uploadWorkbook(
      testApp,
      paths.groupImport,
      await makeWorkbook(
        ['分组名称', '账号或手机号'],
        [
          [`组${s}`, person.account],
          [`组${s}`, `nobody${s}`],
        ],
      ),
      { token: admin.token },
    );
    expect(groups.body.response).toMatchObject({ successNum: 1, failedNum: 1 });
    const lecturers = await uploadWorkbook(
      testApp,
      paths.lecturerImport,
      await makeWorkbook(
        ['账号或手机号', '讲师类型', '讲师分类'],
        [
          [person.account, '外部', ''],
          [`nobody${s}`, '内部', ''],
        ],
      ),
      { token: admin.token },
    );
    expect(lecturers.body.response).toMatchObject({ successNum: 1, failedNum: 1 });
    const page = await callJson<TPage<TLecturer>>(testApp, 'GET', paths.lecturerPage, {
      token: admin.token,
      query: { search: person.account },
    });
    expect(page.body.response.data[0]).toMatchObject({ userId: person.id, kind: 'external' });
  });
});
