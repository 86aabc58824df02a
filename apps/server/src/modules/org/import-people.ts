// t1: the users import. Rows are checked by the shared row schema first; here each row's org unit (code or
// name, in the caller's scope) and position are resolved, and the batch is inserted in one statement with
// the default password hashed ONCE per run (argon2 per row would cost seconds per hundred rows). An account
// or phone already used — by an earlier import, or one racing this one — refuses the row, never doubles it.
import { DEFAULT_RESET_PASSWORD, orgAdminPaths, orgCodes, ZUserImportRowSchema } from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../core/passwords.ts';
import type { ImportDefinition, RowRejection } from '../spreadsheet/registry.ts';
import { serveImport } from '../spreadsheet/routes-import.ts';
import { positionIndex, resolveName, scopeOfRun, unitIndex } from './lookup-service.ts';
import { insertPeople, type NewPerson } from './user-service.ts';

export const userImport: ImportDefinition<typeof ZUserImportRowSchema> = {
  code: 't1',
  name: { 'zh-CN': '用户导入模板', en: 'Users import template' },
  privilege: orgCodes.userImport,
  rowSchema: ZUserImportRowSchema,
  uniqueColumns: ['account', 'phonenum'],
  columns: [
    { key: 'name', header: { 'zh-CN': '姓名', en: 'Name' }, example: '张三', required: true },
    { key: 'account', header: { 'zh-CN': '账号', en: 'Account' }, example: 'zhangsan' },
    { key: 'phonenum', header: { 'zh-CN': '手机号', en: 'Phone' }, example: '13800000000', required: true },
    { key: 'email', header: { 'zh-CN': '邮箱', en: 'Email' }, example: 'zhangsan@example.com' },
    { key: 'sex', header: { 'zh-CN': '性别', en: 'Sex' }, example: '男' },
    { key: 'workNo', header: { 'zh-CN': '工号', en: 'Staff no.' }, example: 'A0001' },
    { key: 'orgName', header: { 'zh-CN': '部门', en: 'Org unit' }, example: '销售部', required: true },
    { key: 'positionName', header: { 'zh-CN': '岗位', en: 'Position' }, example: '销售经理' },
  ],
  async importRows(tx, actor, rows, context) {
    const scope = await scopeOfRun(context, actor);
    let hash = context.memo.get('passwordHash') as Promise<string> | undefined;
    if (!hash) {
      hash = hashPassword(DEFAULT_RESET_PASSWORD);
      context.memo.set('passwordHash', hash);
    }
    const passwordHash = await hash;
    // One query at a time: a transaction is one connection.
    const units = await unitIndex(tx, actor.tenantId, scope);
    const positions = await positionIndex(tx, actor.tenantId);
    const rejected: RowRejection[] = [];
    const people: (NewPerson & { line: number })[] = [];
    for (const { line, value } of rows) {
      const orgId = resolveName(units, 'orgName', value.orgName);
      const positionId = value.positionName
        ? resolveName(positions, 'positionName', value.positionName)
        : null;
      const problems = [orgId, positionId].filter((item) => item !== null && typeof item === 'object');
      if (problems.length > 0 || typeof orgId !== 'number') {
        rejected.push({ line, problems: problems.filter((p) => typeof p === 'object' && p !== null) });
        continue;
      }
      people.push({
        line,
        account: value.account ?? value.phonenum,
        name: value.name,
        phone: value.phonenum,
        email: value.email ?? '',
        sex: value.sex,
        workNo: value.workNo ?? '',
        orgId,
        positionId: typeof positionId === 'number' ? positionId : null,
        jobLevelId: null,
        passwordHash,
      });
    }
    const inserted = await insertPeople(tx, actor.tenantId, people);
    for (const person of people) {
      if (!inserted.has(person.account))
        rejected.push({ line: person.line, problems: [{ key: 'org.accountTaken' }] });
    }
    return rejected;
  },
};

export function serveUserImport(app: FastifyInstance) {
  return serveImport(app, userImport, {
    upload: orgAdminPaths.userImport,
    errorFile: orgAdminPaths.userImportErrors,
  });
}
