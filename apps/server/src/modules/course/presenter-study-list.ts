// exportStudyList: a course's learners as an .xlsx workbook (exceljs), headed in the caller's language.
import type { Lang } from '@elearning/shared';
import ExcelJS from 'exceljs';
import type { StudyRow } from './lecturer-service.ts';

type Column = {
  key: string;
  header: Record<Lang, string>;
  width: number;
  value: (row: StudyRow, lang: Lang) => string | number;
};

/** Local time as `YYYY-MM-DD HH:mm:ss` (the spreadsheet is read by people, not parsed). */
function formatTime(ms: number | null): string {
  return ms === null ? '' : new Date(Math.round(ms)).toLocaleString('sv-SE');
}

const KIND = {
  required: { 'zh-CN': '必修', en: 'Required' },
  elective: { 'zh-CN': '选修', en: 'Elective' },
} as const;

const COLUMNS: Column[] = [
  { key: 'name', header: { 'zh-CN': '姓名', en: 'Name' }, width: 16, value: (r) => r.user_name },
  { key: 'account', header: { 'zh-CN': '账号', en: 'Account' }, width: 16, value: (r) => r.account },
  { key: 'workNo', header: { 'zh-CN': '工号', en: 'Work no.' }, width: 14, value: (r) => r.work_no },
  { key: 'org', header: { 'zh-CN': '部门', en: 'Department' }, width: 18, value: (r) => r.org_name },
  { key: 'position', header: { 'zh-CN': '岗位', en: 'Position' }, width: 18, value: (r) => r.position_name },
  {
    key: 'kind',
    header: { 'zh-CN': '类型', en: 'Kind' },
    width: 10,
    value: (r, lang) => (r.is_required ? KIND.required[lang] : KIND.elective[lang]),
  },
  {
    key: 'progress',
    header: { 'zh-CN': '学习进度(%)', en: 'Progress (%)' },
    width: 14,
    value: (r) => r.progress,
  },
  {
    key: 'minutes',
    header: { 'zh-CN': '学习时长(分钟)', en: 'Study time (min)' },
    width: 16,
    value: (r) => Math.round(r.study_seconds / 6) / 10,
  },
  {
    key: 'first',
    header: { 'zh-CN': '首次学习时间', en: 'First studied' },
    width: 20,
    value: (r) => formatTime(r.first_studied_at),
  },
  {
    key: 'last',
    header: { 'zh-CN': '最近学习时间', en: 'Last studied' },
    width: 20,
    value: (r) => formatTime(r.last_studied_at),
  },
  {
    key: 'completed',
    header: { 'zh-CN': '完成时间', en: 'Completed' },
    width: 20,
    value: (r) => formatTime(r.completed_at),
  },
];

export async function studyListWorkbook(courseName: string, rows: StudyRow[], lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'e-learning platform';
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Study list' : '学习情况');
  sheet.columns = COLUMNS.map((column) => ({
    key: column.key,
    header: column.header[lang],
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows)
    sheet.addRow(Object.fromEntries(COLUMNS.map((column) => [column.key, column.value(row, lang)])));
  workbook.title = courseName;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `<course name>-学习情况.xlsx`, safe for a Content-Disposition header (RFC 5987 for the UTF-8 name). */
export function exportFileName(courseName: string, lang: Lang): { ascii: string; utf8: string } {
  const base = `${courseName.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'course'}-${lang === 'en' ? 'study-list' : '学习情况'}.xlsx`;
  return { ascii: 'study-list.xlsx', utf8: encodeURIComponent(base) };
}
