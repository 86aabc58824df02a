// The applications spreadsheet of the back office (审批单号, 流程类型, 申请人, 申请时间, 完成时间, 状态, 当前审批人).
import { APPROVAL_STATUS_NAMES, type Lang, type TApprovalRow } from '@elearning/shared';
import type { FastifyReply } from 'fastify';
import { type ExportColumn, exportRows } from '../spreadsheet/write-service.ts';

const columns: ExportColumn[] = [
  { key: 'apprNo', header: { 'zh-CN': '审批单号', en: 'No.' } },
  { key: 'processName', header: { 'zh-CN': '流程类型', en: 'Process' } },
  { key: 'formTitle', header: { 'zh-CN': '标题', en: 'Title' } },
  { key: 'userName', header: { 'zh-CN': '申请人', en: 'Applicant' } },
  { key: 'applyTime', header: { 'zh-CN': '申请时间', en: 'Applied' } },
  { key: 'completeTime', header: { 'zh-CN': '完成时间', en: 'Completed' } },
  { key: 'status', header: { 'zh-CN': '当前状态', en: 'Status' } },
  { key: 'approveUser', header: { 'zh-CN': '当前审批人', en: 'Current approvers' } },
];

const time = (ms: number | null) =>
  ms === null ? '' : new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

export function exportApplications(reply: FastifyReply, lang: Lang, rows: TApprovalRow[]) {
  return exportRows(reply, lang, {
    fileName: { 'zh-CN': '审批记录', en: 'applications' },
    columns,
    rows: rows.map((row) => ({
      ...row,
      applyTime: time(row.applyTime),
      completeTime: time(row.completeTime),
      status: APPROVAL_STATUS_NAMES[row.status][lang],
    })),
  });
}
