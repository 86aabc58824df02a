// t10: the user-groups import — each row puts a person (account or phone, in scope) into a group named in
// the row; a group named for the first time is made. Being in a group twice changes nothing.
import { orgAdminPaths, orgCodes, ZGroupImportRowSchema } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { col, queryRow, queryRows, runStatement } from '../../db/rows.ts';
import type { ImportDefinition, RowRejection } from '../spreadsheet/registry.ts';
import { serveImport } from '../spreadsheet/routes-import.ts';
import { peopleByAccount, scopeOfRun } from './lookup-service.ts';
import { recordInScope } from './policy.ts';

export const groupImport: ImportDefinition<typeof ZGroupImportRowSchema> = {
  code: 't10',
  name: { 'zh-CN': '分组导入模板', en: 'User groups import template' },
  privilege: orgCodes.groupImport,
  rowSchema: ZGroupImportRowSchema,
  columns: [
    { key: 'groupName', header: { 'zh-CN': '分组名称', en: 'Group' }, example: '新员工', required: true },
    {
      key: 'account',
      header: { 'zh-CN': '账号或手机号', en: 'Account or phone' },
      example: '13800000000',
      required: true,
    },
  ],
  async importRows(tx, actor, rows, context) {
    const scope = await scopeOfRun(context, actor);
    const people = await peopleByAccount(
      tx,
      actor,
      scope,
      rows.map((row) => row.value.account),
    );
    const names = [...new Set(rows.map((row) => row.value.groupName))];
    const groups = new Map(
      (
        await queryRows(
          tx,
          sql`select g.id, g.name, ${recordInScope(actor.tenantId, scope, sql`g.org_id`, sql`g.created_by`)} as in_scope
            from user_groups g where g.tenant_id = ${actor.tenantId} and g.name in (${sql.join(
              names.map((n) => sql`${n}`),
              sql`, `,
            )})`,
          { id: col.int, name: col.text, in_scope: col.bool },
        )
      ).map((g) => [g.name, g]),
    );
    const rejected: RowRejection[] = [];
    for (const { line, value } of rows) {
      const userId = people.get(value.account.toLowerCase()) ?? people.get(value.account);
      if (userId === undefined) {
        rejected.push({
          line,
          problems: [
            { key: 'spreadsheet.notFoundByName', params: { field: 'account', value: value.account } },
          ],
        });
        continue;
      }
      let group = groups.get(value.groupName);
      if (!group) {
        const made = await queryRow(
          tx,
          sql`insert into user_groups (tenant_id, name, org_id, created_by) values (${actor.tenantId}, ${value.groupName}, ${actor.orgId}, ${actor.userId})
            on conflict (tenant_id, name) do update set name = excluded.name returning id, name`,
          { id: col.int, name: col.text },
        );
        if (!made) continue;
        group = { ...made, in_scope: true };
        groups.set(value.groupName, group);
      }
      if (!group.in_scope) {
        rejected.push({
          line,
          problems: [
            { key: 'spreadsheet.outOfScope', params: { field: 'groupName', value: value.groupName } },
          ],
        });
        continue;
      }
      await runStatement(
        tx,
        sql`insert into user_group_members (tenant_id, group_id, user_id) values (${actor.tenantId}, ${group.id}, ${userId}) on conflict do nothing`,
      );
    }
    return rejected;
  },
};

export function serveGroupImport(app: FastifyInstance) {
  return serveImport(app, groupImport, {
    upload: orgAdminPaths.groupImport,
    errorFile: orgAdminPaths.groupImportErrors,
  });
}
