// t8: the points import of the back office (积分导入) — each row grants (or, negative, deducts) points to a
// learner named by phone or account, with the reason kept on the ledger entry. A row for an unknown person,
// or a deduction the balance cannot cover, is refused with its reason and the others still count; every
// row is its own ledger entry (keyed by the run and line), so nothing is paid twice within a run.
import {
  achievementAdminPaths,
  achievementPrivilegeCodes,
  PointsReason,
  ZPointsImportRowSchema,
} from '@elearning/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error.ts';
import { col, queryRows } from '../../db/rows.ts';
import type { ImportDefinition, RowRejection } from '../spreadsheet/registry.ts';
import { serveImport } from '../spreadsheet/routes-import.ts';
import { awardPointsMedal } from './events-consumer.ts';
import { awardPoints, spendPoints } from './ledger-service.ts';

export const pointsImport: ImportDefinition<typeof ZPointsImportRowSchema> = {
  code: 't8',
  name: { 'zh-CN': '积分导入模板', en: 'Points import template' },
  privilege: achievementPrivilegeCodes.import,
  rowSchema: ZPointsImportRowSchema,
  columns: [
    { key: 'content', header: { 'zh-CN': '积分类型', en: 'Kind' }, example: '线下活动' },
    {
      key: 'phone',
      header: { 'zh-CN': '手机号', en: 'Phone or account' },
      example: '13800000000',
      required: true,
    },
    {
      key: 'reason',
      header: { 'zh-CN': '原因', en: 'Reason' },
      example: '年度优秀学员',
      required: true,
      width: 30,
    },
    { key: 'score', header: { 'zh-CN': '分值', en: 'Points' }, example: '10', required: true },
  ],
  async importRows(tx, actor, rows) {
    const keys = [...new Set(rows.map((row) => row.value.phone))];
    const people = await queryRows(
      tx,
      sql`select id, account, coalesce(phone, '') as phone from users
           where tenant_id = ${actor.tenantId}
             and (phone in ${sql`(${sql.join(keys, sql`, `)})`} or lower(account) in ${sql`(${sql.join(
               keys.map((key) => key.toLowerCase()),
               sql`, `,
             )})`})`,
      { id: col.int, account: col.text, phone: col.text },
    );
    const byKey = new Map<string, number>();
    for (const person of people) {
      byKey.set(person.account.toLowerCase(), person.id);
      if (person.phone) byKey.set(person.phone, person.id);
    }
    const run = `${actor.userId}:${Date.now()}`;
    const rejected: RowRejection[] = [];
    for (const { line, value } of rows) {
      const userId = byKey.get(value.phone) ?? byKey.get(value.phone.toLowerCase());
      if (userId === undefined) {
        rejected.push({
          line,
          problems: [{ key: 'achievement.userNotFound', params: { value: value.phone } }],
        });
        continue;
      }
      const entry = {
        tenantId: actor.tenantId,
        userId,
        points: Math.abs(value.score),
        reason: PointsReason.import,
        bizType: 'import',
        bizId: `${run}:${line}`,
        note: [value.content, value.reason].filter(Boolean).join(': '),
      };
      if (value.score > 0) {
        const paid = await awardPoints(tx, entry);
        if (paid.applied) await awardPointsMedal(tx, { tenantId: actor.tenantId, userId });
        continue;
      }
      try {
        // A savepoint of its own: a balance too small refuses this row only.
        await spendPoints(tx, entry);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'POINTS_NOT_ENOUGH') throw error;
        rejected.push({ line, problems: [{ key: 'achievement.pointsNotEnough' }] });
      }
    }
    return rejected;
  },
};

export function servePointsImport(app: FastifyInstance) {
  return serveImport(app, pointsImport, {
    upload: achievementAdminPaths.importPoints,
    errorFile: achievementAdminPaths.importErrors,
  });
}
