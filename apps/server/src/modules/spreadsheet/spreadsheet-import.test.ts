// The one import pattern, through the users import (t1): the template by code, every row checked by the
// shared schema, valid rows imported and bad ones returned with reasons in the reader's language (reply and
// error workbook), all-or-nothing, concurrent uploads never doubling an account, files that are not workbooks.
import {
  orgAdminPaths,
  spreadsheetPaths,
  type TAdminUser,
  type TImportResult,
  type TPage,
  type TTemplateLink,
} from '@elearning/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app-factory.ts';
import { makeOrgUnit, makeSignedInUser, uniqueSuffix } from '../../test/factories.ts';
import { callJson, makeTenantAdmin } from '../org/test-factories.ts';
import { downloadWorkbook, makeWorkbook, uploadWorkbook } from './test-factories.ts';

let testApp: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: Awaited<ReturnType<typeof makeTenantAdmin>>;
beforeAll(async () => {
  testApp = await createTestApp();
  api = apiClient(testApp.app);
  admin = await makeTenantAdmin(testApp);
});
afterAll(() => testApp.close());

const HEADER = ['姓名', '账号', '手机号', '邮箱', '性别', '工号', '部门', '岗位'];
let phoneSeed = Math.floor(Math.random() * 1e7);
function phone() {
  phoneSeed += 1;
  return `137${String(phoneSeed % 1e8).padStart(8, '0')}`;
}

async function sevenRows(unitName: string) {
  const good = Array.from({ length: 4 }, (_, i) => [
    `员工${i}`,
    '',
    phone(),
    '',
    '男',
    `W${i}`,
    unitName,
    '',
  ]);
  const bad = [
    ['', '', phone(), '', '', '', unitName, ''], // no name
    ['坏手机', '', '12345', '', '', '', unitName, ''], // bad phone
    ['无部门', '', phone(), '', '', '', `不存在${uniqueSuffix()}`, ''], // unknown unit
  ];
  return { rows: [good[0], bad[0], good[1], bad[1], good[2], bad[2], good[3]] as string[][], good };
}

describe('spreadsheet import (t1 users)', () => {
  it('hands out the template by code, with headers in the asked language', async () => {
    const link = await api.get<TTemplateLink>(spreadsheetPaths.templateByCode, {
      token: admin.token,
      query: { code: 't1' },
    });
    expect(link.status).toBe(200);
    expect(link.body.response.fileUrl).toContain(spreadsheetPaths.templateFile);
    const file = await downloadWorkbook(testApp, spreadsheetPaths.templateFile, {
      query: { code: 't1', lang: 'en' },
    });
    expect(file.rows[0]).toEqual([
      '*Name',
      'Account',
      '*Phone',
      'Email',
      'Sex',
      'Staff no.',
      '*Org unit',
      'Position',
    ]);
    expect(file.rows).toHaveLength(2);
    const unknown = await api.get(spreadsheetPaths.templateByCode, {
      token: admin.token,
      query: { code: 'zz9' },
    });
    expect(unknown.status).toBe(404);
  });

  it('imports the valid rows and returns the 3 bad ones with reasons, in zh-CN and en', async () => {
    const unit = await makeOrgUnit(testApp);
    const { rows, good } = await sevenRows(unit.name);
    const reply = await uploadWorkbook(testApp, orgAdminPaths.userImport, await makeWorkbook(HEADER, rows), {
      token: admin.token,
    });
    expect(reply.status).toBe(200);
    const result = reply.body.response as TImportResult;
    expect(result).toMatchObject({ successNum: 4, failedNum: 3, rolledBack: false });
    expect(result.failedList.map((row) => row.lineNo)).toEqual([3, 5, 7]);
    expect(result.failedList[0]?.errMsg).toContain('姓名');
    expect(result.failedList[2]?.errMsg).toContain('不存在');
    const people = await callJson<TPage<TAdminUser>>(testApp, 'GET', orgAdminPaths.orgUsers, {
      token: admin.token,
      query: { orgId: unit.id },
    });
    expect(people.body.response.data.map((p) => p.phonenum).sort()).toEqual(good.map((g) => g[2]).sort());
    expect((await api.login(String(good[0]?.[2]), { password: 'elearn123' })).access_token).toBeTruthy();

    const zh = await downloadWorkbook(testApp, orgAdminPaths.userImportErrors, {
      token: admin.token,
      query: { cacheKey: result.cacheKey },
      lang: 'zh-CN',
    });
    expect(zh.rows[0]?.[0]).toBe('行号');
    expect(zh.rows.at(0)?.at(-1)).toBe('错误信息');
    expect(zh.rows.slice(1).map((row) => row[0])).toEqual(['3', '5', '7']);
    expect(zh.rows[1]?.at(-1)).toContain('姓名不能为空');
    const en = await downloadWorkbook(testApp, spreadsheetPaths.errorFile, {
      token: admin.token,
      query: { cacheKey: result.cacheKey },
      lang: 'en',
    });
    expect(en.rows[0]?.at(-1)).toBe('Reason');
    expect(en.rows[1]?.at(-1)).toContain('Name is required');
    expect(en.rows[3]?.at(-1)).toContain('does not exist');
  });

  it('imports nothing in all-or-nothing mode when a row is bad, and everything when none is', async () => {
    const unit = await makeOrgUnit(testApp);
    const { rows, good } = await sevenRows(unit.name);
    const reply = await uploadWorkbook(testApp, orgAdminPaths.userImport, await makeWorkbook(HEADER, rows), {
      token: admin.token,
      fields: { mode: 'allOrNothing' },
    });
    expect(reply.body.response).toMatchObject({ successNum: 0, failedNum: 3, rolledBack: true });
    const none = await callJson<TPage<TAdminUser>>(testApp, 'GET', orgAdminPaths.orgUsers, {
      token: admin.token,
      query: { orgId: unit.id },
    });
    expect(none.body.response.totalNum).toBe(0);
    // a row the domain refuses (an account already taken) also undoes the whole file
    const clash = [...good, [`重复`, '', String(good[0]?.[2]), '', '', '', unit.name, '']];
    await uploadWorkbook(testApp, orgAdminPaths.userImport, await makeWorkbook(HEADER, [good[0] ?? []]), {
      token: admin.token,
    });
    const second = await uploadWorkbook(
      testApp,
      orgAdminPaths.userImport,
      await makeWorkbook(HEADER, clash.slice(1)),
      {
        token: admin.token,
        fields: { mode: 'allOrNothing' },
      },
    );
    expect(second.body.response).toMatchObject({ successNum: 0, failedNum: 1, rolledBack: true });
    const clean = await uploadWorkbook(
      testApp,
      orgAdminPaths.userImport,
      await makeWorkbook(HEADER, good.slice(1)),
      {
        token: admin.token,
        fields: { mode: 'allOrNothing' },
      },
    );
    expect(clean.body.response).toMatchObject({ successNum: 3, failedNum: 0, cacheKey: '' });
  });

  it('never creates an account twice when the same file is uploaded concurrently', async () => {
    const unit = await makeOrgUnit(testApp);
    const rows = Array.from({ length: 30 }, (_, i) => [`并发${i}`, '', phone(), '', '', '', unit.name, '']);
    const file = await makeWorkbook(HEADER, rows);
    const replies = await Promise.all(
      [1, 2, 3].map(() => uploadWorkbook(testApp, orgAdminPaths.userImport, file, { token: admin.token })),
    );
    const results = replies.map((r) => r.body.response as TImportResult);
    expect(results.reduce((sum, r) => sum + r.successNum, 0)).toBe(30);
    expect(results.reduce((sum, r) => sum + r.failedNum, 0)).toBe(60);
    const people = await callJson<TPage<TAdminUser>>(testApp, 'GET', orgAdminPaths.orgUsers, {
      token: admin.token,
      query: { orgId: unit.id, pageSize: 100 },
    });
    expect(people.body.response.totalNum).toBe(30);
  });

  it('refuses a file that is not a workbook, a learner, and another person’s error file', async () => {
    const notXlsx = await uploadWorkbook(testApp, orgAdminPaths.userImport, Buffer.from('name,phone\n'), {
      token: admin.token,
      lang: 'en',
    });
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body.resMsg).toContain('xlsx');
    const missing = await uploadWorkbook(
      testApp,
      orgAdminPaths.userImport,
      await makeWorkbook(['姓名'], [['a']]),
      { token: admin.token },
    );
    expect(missing.status).toBe(400);
    const learner = await makeSignedInUser(testApp);
    const refused = await uploadWorkbook(testApp, orgAdminPaths.userImport, await makeWorkbook(HEADER, []), {
      token: learner.token,
    });
    expect(refused.status).toBe(403);
    const unit = await makeOrgUnit(testApp);
    const { rows } = await sevenRows(unit.name);
    const run = await uploadWorkbook(testApp, orgAdminPaths.userImport, await makeWorkbook(HEADER, rows), {
      token: admin.token,
    });
    const other = await makeTenantAdmin(testApp);
    const key = (run.body.response as TImportResult).cacheKey;
    const stolen = await downloadWorkbook(testApp, spreadsheetPaths.errorFile, {
      token: other.token,
      query: { cacheKey: key },
    });
    expect(stolen.status).toBe(404);
  });
});
