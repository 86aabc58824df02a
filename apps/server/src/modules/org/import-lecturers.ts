// t7: the lecturers import — each row makes an existing person (account or phone, in scope) a lecturer,
// internal or external, in a category named by its name. The template is also served at the original
// lecturer page's own template path.
import { orgAdminPaths, orgCodes, ZLecturerImportRowSchema } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { col, queryRows } from '../../db/rows.ts';
import { announceSessionChange } from '../auth/session-cache.ts';
import type { ImportDefinition, RowRejection } from '../spreadsheet/registry.ts';
import { serveImport } from '../spreadsheet/routes-import.ts';
import { upsertLecturer } from './lecturer-service.ts';
import { peopleByAccount, scopeOfRun } from './lookup-service.ts';

export const lecturerImport: ImportDefinition<typeof ZLecturerImportRowSchema> = {
  code: 't7',
  name: { 'zh-CN': '讲师导入模板', en: 'Lecturers import template' },
  privilege: orgCodes.lecturerImport,
  rowSchema: ZLecturerImportRowSchema,
  uniqueColumns: ['account'],
  columns: [
    {
      key: 'account',
      header: { 'zh-CN': '账号或手机号', en: 'Account or phone' },
      example: '13800000000',
      required: true,
    },
    { key: 'kind', header: { 'zh-CN': '讲师类型', en: 'Kind' }, example: '内部' },
    { key: 'categoryName', header: { 'zh-CN': '讲师分类', en: 'Category' }, example: '' },
    { key: 'level', header: { 'zh-CN': '讲师级别', en: 'Level' }, example: '中级' },
    { key: 'intro', header: { 'zh-CN': '简介', en: 'Introduction' }, example: '' },
  ],
  async importRows(tx, actor, rows, context) {
    const scope = await scopeOfRun(context, actor);
    const people = await peopleByAccount(
      tx,
      actor,
      scope,
      rows.map((row) => row.value.account),
    );
    const categories = new Map(
      (
        await queryRows(
          tx,
          sql`select id, name from lecturer_categories where tenant_id = ${actor.tenantId}`,
          { id: col.int, name: col.text },
        )
      ).map((c) => [c.name.toLowerCase(), c.id]),
    );
    const rejected: RowRejection[] = [];
    for (const { line, value } of rows) {
      const userId = people.get(value.account.toLowerCase()) ?? people.get(value.account);
      const categoryId = value.categoryName ? categories.get(value.categoryName.toLowerCase()) : null;
      const problems: RowRejection['problems'] = [];
      if (userId === undefined)
        problems.push({
          key: 'spreadsheet.notFoundByName',
          params: { field: 'account', value: value.account },
        });
      if (categoryId === undefined)
        problems.push({
          key: 'spreadsheet.notFoundByName',
          params: { field: 'categoryName', value: value.categoryName ?? '' },
        });
      if (problems.length > 0 || userId === undefined || categoryId === undefined) {
        rejected.push({ line, problems });
        continue;
      }
      await upsertLecturer(tx, actor.tenantId, userId, value, categoryId);
    }
    return rejected;
  },
  // Who became a lecturer is many people at once: the tenant's cached sessions are re-read.
  afterCommit: (deps, actor) =>
    announceSessionChange(deps.realtime, { scope: 'tenant', tenantId: actor.tenantId }),
};

export function serveLecturerImport(app: FastifyInstance) {
  return serveImport(app, lecturerImport, {
    upload: orgAdminPaths.lecturerImport,
    errorFile: orgAdminPaths.lecturerImportErrors,
  });
}
