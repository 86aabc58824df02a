// t2 (org units) and t9 (positions): rows are placed one by one in file order, so a row may name as its
// parent a unit or position made by an earlier row of the same file. Units go under a parent in the
// caller's scope (the top needs the whole tenant); codes are unique in the tenant.
import { orgAdminPaths, orgCodes, ZOrgImportRowSchema, ZPositionImportRowSchema } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { col, queryRow, runStatement } from '../../db/rows.ts';
import type { ImportDefinition, RowRejection } from '../spreadsheet/registry.ts';
import { serveImport } from '../spreadsheet/routes-import.ts';
import { addToIndex, positionIndex, resolveName, scopeOfRun, unitIndex } from './lookup-service.ts';

const newCode = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export const orgUnitImport: ImportDefinition<typeof ZOrgImportRowSchema> = {
  code: 't2',
  name: { 'zh-CN': '组织导入模板', en: 'Org units import template' },
  privilege: orgCodes.unitImport,
  rowSchema: ZOrgImportRowSchema,
  uniqueColumns: ['orgCode'],
  columns: [
    { key: 'orgName', header: { 'zh-CN': '组织名称', en: 'Name' }, example: '华东大区', required: true },
    { key: 'orgCode', header: { 'zh-CN': '组织编码', en: 'Code' }, example: 'EAST', required: true },
    { key: 'parentName', header: { 'zh-CN': '上级组织', en: 'Parent unit' }, example: '销售部' },
    { key: 'orgType', header: { 'zh-CN': '组织类型', en: 'Type' }, example: '部门' },
    { key: 'remark', header: { 'zh-CN': '备注', en: 'Remark' }, example: '' },
  ],
  async importRows(tx, actor, rows, context) {
    const scope = await scopeOfRun(context, actor);
    await runStatement(tx, sql`select pg_advisory_xact_lock(hashtext(${`org-tree:${actor.tenantId}`}))`);
    const units = await unitIndex(tx, actor.tenantId, scope);
    const rejected: RowRejection[] = [];
    for (const { line, value } of rows) {
      if (units.byCode.has(value.orgCode.toLowerCase())) {
        rejected.push({
          line,
          problems: [{ key: 'spreadsheet.alreadyExists', params: { field: 'orgCode' } }],
        });
        continue;
      }
      let parentId: number | null = null;
      if (value.parentName) {
        const found = resolveName(units, 'parentName', value.parentName);
        if (typeof found !== 'number') {
          rejected.push({ line, problems: [found] });
          continue;
        }
        parentId = found;
      } else if (scope.kind !== 'all') {
        rejected.push({ line, problems: [{ key: 'validation.required', params: { field: 'parentName' } }] });
        continue;
      }
      const row = await queryRow(
        tx,
        sql`insert into organisations (tenant_id, parent_id, name, code, org_type, remark)
          values (${actor.tenantId}, ${parentId}, ${value.orgName}, ${value.orgCode}, ${value.orgType}, ${value.remark ?? ''})
          returning id`,
        { id: col.int },
      );
      if (row) addToIndex(units, { id: row.id, code: value.orgCode, name: value.orgName, inScope: true });
    }
    return rejected;
  },
};

export const positionImport: ImportDefinition<typeof ZPositionImportRowSchema> = {
  code: 't9',
  name: { 'zh-CN': '岗位导入模板', en: 'Positions import template' },
  privilege: orgCodes.positionImport,
  rowSchema: ZPositionImportRowSchema,
  uniqueColumns: ['code'],
  columns: [
    { key: 'name', header: { 'zh-CN': '岗位名称', en: 'Name' }, example: '销售经理', required: true },
    { key: 'code', header: { 'zh-CN': '岗位编码', en: 'Code' }, example: 'SALES-MGR' },
    { key: 'parentName', header: { 'zh-CN': '上级岗位', en: 'Parent position' }, example: '' },
    { key: 'orgName', header: { 'zh-CN': '所属组织', en: 'Org unit' }, example: '销售部' },
    { key: 'remark', header: { 'zh-CN': '备注', en: 'Remark' }, example: '' },
  ],
  async importRows(tx, actor, rows, context) {
    const scope = await scopeOfRun(context, actor);
    // One query at a time: a transaction is one connection.
    const units = await unitIndex(tx, actor.tenantId, scope);
    const positions = await positionIndex(tx, actor.tenantId);
    const rejected: RowRejection[] = [];
    for (const { line, value } of rows) {
      if (value.code && positions.byCode.has(value.code.toLowerCase())) {
        rejected.push({ line, problems: [{ key: 'spreadsheet.alreadyExists', params: { field: 'code' } }] });
        continue;
      }
      const parent = value.parentName ? resolveName(positions, 'parentName', value.parentName) : null;
      const unit = value.orgName ? resolveName(units, 'orgName', value.orgName) : null;
      const problems = [parent, unit].flatMap((item) =>
        item !== null && typeof item === 'object' ? [item] : [],
      );
      if (unit === null && scope.kind !== 'all')
        problems.push({ key: 'validation.required', params: { field: 'orgName' } });
      if (problems.length > 0) {
        rejected.push({ line, problems });
        continue;
      }
      const code = value.code ?? newCode('pos');
      const row = await queryRow(
        tx,
        sql`insert into positions (tenant_id, org_id, parent_id, name, code, remark)
          values (${actor.tenantId}, ${typeof unit === 'number' ? unit : null}, ${typeof parent === 'number' ? parent : null},
            ${value.name}, ${code}, ${value.remark ?? ''}) returning id`,
        { id: col.int },
      );
      if (row) addToIndex(positions, { id: row.id, code, name: value.name, inScope: true });
    }
    return rejected;
  },
};

export async function serveStructureImports(app: FastifyInstance) {
  await serveImport(app, orgUnitImport, {
    upload: orgAdminPaths.orgImport,
    errorFile: orgAdminPaths.orgImportErrors,
  });
  await serveImport(app, positionImport, {
    upload: orgAdminPaths.positionImport,
    errorFile: orgAdminPaths.positionImportErrors,
  });
}
