// t6: the course import of the back office, registered with the spreadsheet module — each row a draft
// course (no chapters yet) filed under a category the importer may use, named in the row; a course number
// already taken, an unknown or disabled category or lecturer is refused with its reason.
import { COURSE_ADMIN_RULES, courseAdminPaths, courseCodes, ZCourseImportRowSchema } from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../core/audit.ts';
import { dataScopeOf } from '../../core/data-scope.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import { col, queryRow, queryRows } from '../../db/rows.ts';
import type { ImportDefinition, RowRejection } from '../spreadsheet/registry.ts';
import { serveImport } from '../spreadsheet/routes-import.ts';
import { categoryVisibleTo } from './policy.ts';

export const courseImport: ImportDefinition<typeof ZCourseImportRowSchema> = {
  code: 't6',
  name: { 'zh-CN': '课程导入模板', en: 'Courses import template' },
  privilege: courseCodes.courseImport,
  rowSchema: ZCourseImportRowSchema,
  uniqueColumns: ['courseNo'],
  columns: [
    {
      key: 'name',
      header: { 'zh-CN': '课程名称', en: 'Course name' },
      example: '高效沟通',
      required: true,
      width: 24,
    },
    { key: 'courseNo', header: { 'zh-CN': '课程编号', en: 'Course no.' }, example: 'C-001' },
    {
      key: 'categoryName',
      header: { 'zh-CN': '所在分类', en: 'Category' },
      example: '通用能力',
      required: true,
    },
    { key: 'lecturerAccount', header: { 'zh-CN': '讲师账号', en: 'Lecturer account' }, example: 'lecturer' },
    { key: 'creditHours', header: { 'zh-CN': '学时', en: 'Credit hours' }, example: '1.5' },
    { key: 'points', header: { 'zh-CN': '积分', en: 'Points' }, example: '10' },
    { key: 'introduction', header: { 'zh-CN': '课程介绍', en: 'Introduction' }, example: '', width: 40 },
  ],
  async importRows(tx, actor, rows, context) {
    const scope = await dataScopeOf(context.deps.db, actor);
    const categories = new Map(
      (
        await queryRows(
          tx,
          sql`select cc.id, cc.name, cc.enabled from course_categories cc where ${categoryVisibleTo(actor, scope)}`,
          { id: col.int, name: col.text, enabled: col.bool },
        )
      ).map((row) => [row.name, row]),
    );
    const rejected: RowRejection[] = [];
    for (const { line, value } of rows) {
      const category = categories.get(value.categoryName);
      if (!category?.enabled) {
        rejected.push({
          line,
          problems: [
            {
              key: 'spreadsheet.notFoundByName',
              params: { field: 'categoryName', value: value.categoryName },
            },
          ],
        });
        continue;
      }
      const lecturer = value.lecturerAccount
        ? await queryRow(
            tx,
            sql`select id from users where tenant_id = ${actor.tenantId} and lower(account) = lower(${value.lecturerAccount})`,
            { id: col.int },
          )
        : undefined;
      if (value.lecturerAccount && !lecturer) {
        rejected.push({
          line,
          problems: [
            {
              key: 'spreadsheet.notFoundByName',
              params: { field: 'lecturerAccount', value: value.lecturerAccount },
            },
          ],
        });
        continue;
      }
      // The partial unique index on (tenant, course_no) makes a taken number a refused row, never a failure.
      const made = await queryRow(
        tx,
        sql`insert into courses (tenant_id, name, course_no, category_id, lecturer_id, credit_hours, points,
            introduction, created_by, on_shelf)
          values (${actor.tenantId}, ${value.name}, ${value.courseNo ?? null}, ${category.id}, ${lecturer?.id ?? null},
            ${Math.round(value.creditHours * 10) / 10}, ${value.points},
            ${sanitizeRichText(value.introduction ?? '').slice(0, COURSE_ADMIN_RULES.introductionMax)}, ${actor.userId}, false)
          on conflict (tenant_id, course_no) where deleted_at is null and course_no is not null do nothing
          returning id`,
        { id: col.int },
      );
      if (!made) {
        rejected.push({
          line,
          problems: [{ key: 'spreadsheet.alreadyExists', params: { field: 'courseNo' } }],
        });
        continue;
      }
      await recordAudit(tx, actor, {
        module: 'course',
        action: 'import',
        entityType: 'course',
        entityId: made.id,
        after: value,
      });
    }
    return rejected;
  },
};

export function serveCourseImport(app: FastifyInstance) {
  return serveImport(app, courseImport, {
    upload: courseAdminPaths.importCourses,
    errorFile: courseAdminPaths.importErrors,
  });
}
