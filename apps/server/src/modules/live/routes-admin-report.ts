// The project statistics' live report (/api/margin/v1/count/live/*): the per-live overview, the live exams'
// results and the viewings, each paged and exported as a workbook (`size` records from `start`).
import {
  LIVE_PRIVILEGE,
  liveAdminPaths,
  ZLiveReportExportSchema,
  ZLiveReportQuerySchema,
} from '@elearning/shared';
import type { FastifyInstance } from 'fastify';
import { backOffice } from '../../core/access.ts';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { paged } from '../../core/paging.ts';
import { parseInput } from '../../core/validate.ts';
import { exportRows } from '../spreadsheet/write-service.ts';
import {
  exportCell,
  presentExamRow,
  presentOverviewRow,
  presentViewingRow,
  reportExportColumns,
} from './presenter-report.ts';
import { reportExams, reportOverview, reportViewings, windowOf } from './report-service.ts';

const TABLES = [
  {
    path: liveAdminPaths.reportOverview,
    exportPath: liveAdminPaths.reportOverviewExport,
    read: reportOverview,
    present: presentOverviewRow,
    columns: reportExportColumns.overview,
    fileName: { 'zh-CN': '直播统计-按直播', en: 'Live report - lives' },
  },
  {
    path: liveAdminPaths.reportExam,
    exportPath: liveAdminPaths.reportExamExport,
    read: reportExams,
    present: presentExamRow,
    columns: reportExportColumns.exam,
    fileName: { 'zh-CN': '直播统计-考试', en: 'Live report - exams' },
  },
  {
    path: liveAdminPaths.reportDetail,
    exportPath: liveAdminPaths.reportDetailExport,
    read: reportViewings,
    present: presentViewingRow,
    columns: reportExportColumns.detail,
    fileName: { 'zh-CN': '直播统计-观看明细', en: 'Live report - viewings' },
  },
] as const;

export async function liveReportRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  for (const table of TABLES) {
    const present = table.present as (row: never) => Record<string, unknown>;
    app.get(table.path, backOffice(LIVE_PRIVILEGE.stats), async (request) => {
      const query = parseInput(ZLiveReportQuerySchema, request.query, request);
      const page = await table.read(db, actorOf(request), query, windowOf(query));
      return ok(
        request,
        paged(
          page.rows.map((row) => present(row as never)),
          page.totalNum,
          query.pageSize,
        ),
      );
    });
    app.get(table.exportPath, backOffice(LIVE_PRIVILEGE.exportStats), async (request, reply) => {
      const query = parseInput(ZLiveReportExportSchema, request.query, request);
      const page = await table.read(db, actorOf(request), query, windowOf(query));
      const rows = page.rows.map((row) => {
        const record = present(row as never);
        const cells: Record<string, string | number | null> = {};
        for (const [key, value] of Object.entries(record)) {
          if (key === 'startTime' || key === 'endTime' || key === 'createTime')
            cells[key] = exportCell.time(typeof value === 'number' ? value : null);
          else if (key === 'isPass') cells[key] = exportCell.pass(Number(value), request.lang);
          else cells[key] = typeof value === 'number' || typeof value === 'string' ? value : null;
        }
        return cells;
      });
      return exportRows(reply, request.lang, { fileName: table.fileName, columns: [...table.columns], rows });
    });
  }
}
